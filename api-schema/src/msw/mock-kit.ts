// What every group of mock handlers shares: the typed `http`, the per-call copy of the fixtures,
// id generation, and the contract's list and error envelopes.
import type { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../generated/openapi';
import { RuleRefusal } from '../rules';
import type { AuthSession, ErrorKey, Pagination } from '../schema';
import { studentPurchases } from './booking-fixtures';
import * as fixtures from './fixtures';

export type MockHttp = ReturnType<typeof createOpenApiHttp<paths>>;

/** A fresh, private copy of every record the mocks change. */
export function createMockDb() {
  const db = structuredClone({
    student: fixtures.student,
    coachStudent: fixtures.coachStudent,
    coach: fixtures.coach,
    intents: fixtures.communicationIntents,
    products: fixtures.products,
    educations: fixtures.educations,
    certifications: fixtures.certifications,
    accountHistory: fixtures.accountHistory,
    envelopes: fixtures.envelopes,
    moduleBookmarkIds: fixtures.moduleBookmarkIds,
    paymentMethods: fixtures.paymentMethods,
    paymentPlans: fixtures.paymentPlanDetails,
    payments: fixtures.payments,
    paymentAllocations: fixtures.paymentAllocations,
    paymentSettlements: fixtures.paymentSettlements,
    transfers: fixtures.transfers,
    applications: fixtures.enrollmentApplications,
    communicationPreferences: fixtures.communicationPreferences,
    coachingCircles: fixtures.coachingCircles,
    coachSessions: fixtures.coachSessions,
    coachSchedule: fixtures.coachSchedule,
    coachSubscription: fixtures.coachSubscription,
    studentPurchases,
  });
  return { ...db, password: fixtures.demoPassword };
}

export type MockDb = ReturnType<typeof createMockDb>;

export interface MockContext {
  http: MockHttp;
  db: MockDb;
  baseUrl: string;
  /** A new record id, above every fixture id. */
  nextId(): number;
}

/** The paging parameters of a typed openapi-msw query. */
export interface PageQuery {
  get(name: 'size' | 'page'): string | null;
}

export function page<T>(items: readonly T[], query: PageQuery, defaultSize = 10) {
  const size = Number(query.get('size') ?? defaultSize);
  const index = Number(query.get('page') ?? 0);
  const pagination: Pagination = { total: items.length, page: index, size };
  return { content: items.slice(index * size, index * size + size), pagination };
}

export const all = <T>(items: readonly T[]) => ({
  content: [...items],
  pagination: { total: items.length, page: 0, size: items.length },
});

/** A request body's members as a record keeps them: the ones sent as null (no value) left out. */
export type Applied<Changes> = { [K in keyof Changes]: Exclude<Changes[K], null> };

/**
 * Writes a request body's members onto a record as the API stores them: a member left out keeps
 * its value, one sent as null (no value) is removed. Answers the record.
 */
export function applyUpdate<Target extends object, Changes extends object>(
  target: Target,
  changes: Changes,
): Target & Applied<Changes> {
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) Reflect.deleteProperty(target, key);
    else if (value !== undefined) Reflect.set(target, key, value);
  }
  return target as Target & Applied<Changes>;
}

export const notFound = () => ({ key: 'notFound' as const, status: 404, message: 'Not found' });

/** The contract's error body for an error-catalogue key. */
export const failure = <Status extends number>(status: Status, key: ErrorKey, message: string) => ({
  key,
  status,
  message,
});

/** The answer to what a shared rule refused: the contract's error body. Anything else is rethrown. */
export function refusalResponse(error: unknown): Response {
  if (!(error instanceof RuleRefusal)) throw error;
  return Response.json(error.toBody(), { status: error.status });
}

/** Who is calling: the demo session whose access token the request carries. */
export function callerOf(request: Request): AuthSession {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '');
  return token === fixtures.demoCoachSession.accessToken
    ? fixtures.demoCoachSession
    : fixtures.demoStudentSession;
}

/** A fixed instant on the demo day, so records the mocks create never depend on the clock. */
export const demoNow = `${fixtures.demoToday}T12:00:00Z`;
