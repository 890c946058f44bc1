// What every group of mock handlers shares: the typed `http`, the per-call copy of the fixtures,
// id generation, and the contract's list and error envelopes.
import type { HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import { demoInstant } from '@hci/demo-world';
import { messageLink, RuleRefusal } from '@hci/rules';
import type {
  AuthSession,
  CommunicationIntent,
  CommunicationIntentParameters,
  CommunicationIntentType,
  FinancialStatus,
  Pagination,
  paths,
} from '@hci/api-schema';
import { studentPurchases } from './booking-fixtures';
import * as fixtures from './fixtures';

export const DEFAULT_MOCK_BASE_URL = 'http://127.0.0.1:4010';

export interface MockOptions {
  /** The API origin the app under test calls. */
  baseUrl?: string;
  /** How the demo student's active plan stands: GOOD (paid up) by default. */
  financialStatus?: FinancialStatus;
  /** An application waits for the signature that completes it (fixtures.signingApplication). */
  enrollmentSigning?: boolean;
  /**
   * Cents of a payment the demo student has just made on the active plan with the default card
   * (a CUSTOM amount, in progress); the first read of the plan settles it, as the API would.
   */
  paymentInProgress?: number;
}

/** MSW matches `:param`; the contract writes `{param}`. */
export const mswPath = (baseUrl: string, path: keyof paths) =>
  `${baseUrl}${path.replace(/\{([^}]+)\}/g, ':$1')}`;

export type MockHttp = ReturnType<typeof createOpenApiHttp<paths>>;

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;
type Register = (
  path: string,
  resolver: (info: unknown) => unknown,
  options?: unknown,
) => HttpHandler;

/**
 * The typed `http` whose handlers answer a refusal of a shared rule as the API does: a rule throws
 * it, the handler answers the contract's error body with the rule's key and status. So a mock
 * handler refuses only by calling the rule the API calls.
 */
export function ruledHttp(baseUrl: string): MockHttp {
  const http = createOpenApiHttp<paths>({ baseUrl });
  const ruled: Record<string, Register> = {};
  for (const method of methods) {
    const register = http[method] as Register;
    ruled[method] = (path, resolver, options) =>
      register(
        path,
        async (info) => {
          try {
            return await resolver(info);
          } catch (error) {
            return refusalResponse(error);
          }
        },
        options,
      );
  }
  return { ...http, ...ruled } as MockHttp;
}

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
    planCohorts: fixtures.planCohorts,
    transfers: fixtures.transfers,
    applications: fixtures.enrollmentApplications,
    communicationPreferences: fixtures.communicationPreferences,
    coachingCircles: fixtures.coachingCircles,
    coachSessions: fixtures.coachSessions,
    coachSchedule: fixtures.coachSchedule,
    coachSubscription: fixtures.coachSubscription,
    subscriptionCharges: fixtures.subscriptionCharges,
    studentPurchases,
  });
  return {
    ...db,
    password: fixtures.demoPassword,
    /** The address an e-mail change waits to confirm with the mailed code. */
    pendingEmail: undefined as string | undefined,
  };
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

/** A new message to a student's inbox, leading where the API's would. */
export function inboxMessage(
  id: number,
  studentId: number,
  type: CommunicationIntentType,
  parameters: CommunicationIntentParameters,
): CommunicationIntent {
  return {
    id,
    studentId,
    type,
    parameters,
    link: messageLink(type, parameters),
    channel: 'INBOX',
    status: 'SENT',
    archived: false,
    createdAt: demoNow,
  };
}

/** A record the mocks do not hold: not a rule, the absence of data. */
export const notFound = () => ({ key: 'notFound' as const, status: 404, message: 'Not found' });

/** The answer to what a shared rule refused: the contract's error body. Anything else is rethrown. */
function refusalResponse(error: unknown): Response {
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
export const demoNow = demoInstant;
