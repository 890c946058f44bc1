// Every operation whose path names a record is tried by someone who does not own that record, with
// an invalid body and with a valid one: the answer is 403 or 404 either way, never the validation
// details, so whether a caller may touch a record is decided before its body is read. An operation
// added to the contract with a path id and no case here fails the run.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ResolvedOperation } from '../src/contract/openapi.js';
import { operations } from '../src/contract/openapi.js';
import { loadContract } from '../src/node/contract-file.js';
import { ContractValidator } from '../src/contract/validation.js';
import type { Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';

const contract = loadContract();
const validator = new ContractValidator(contract);
const withPathId = operations(contract).filter((op) => op.path.includes('{'));

/** Open to anyone (signed in or not, as the contract says): reads of a coach's public profile
 * and offer, a cohort's plans, signed media and promo codes. They take no body. */
const open = new Set([
  'getCoach',
  'listEducations',
  'listCertifications',
  'listPublicCoachProducts',
  'getCoachProduct',
  'getAvailableSchedule',
  'listCohortPaymentPlans',
  'getMedia',
  'getPromoCode',
]);

/** One body per operation that takes one, valid against the contract (checked below). */
const validBodies: Record<string, unknown> = {
  updateStudent: {
    personalInfo: { firstName: 'Jordan', lastName: 'Whitaker' },
    user: { timeZone: 'none' },
  },
  updateAutoPay: { autoPay: true },
  updateCommunicationPreferences: {
    emailEnabled: true,
    smsEnabled: true,
    pushEnabled: false,
    topics: [],
  },
  findCommunicationIntents: {},
  archiveCommunicationIntents: { communicationIntentIds: [1] },
  unarchiveCommunicationIntents: { communicationIntentIds: [1] },
  deleteCommunicationIntents: { communicationIntentIds: [1] },
  addModuleBookmark: { moduleId: 1 },
  createEnrollmentApplication: { cohortId: 1 },
  updateEnrollmentApplication: { paymentPlanId: 1 },
  signEnvelope: { signatureName: 'Jordan Whitaker', agree: true },
  addPaymentMethod: {
    cardNumber: '4242424242424242',
    expirationMonth: 1,
    expirationYear: 2032,
    cvc: '123',
    holderName: 'Jordan Whitaker',
  },
  updatePaymentMethod: { expirationMonth: 5, expirationYear: 2032, holderName: 'J. Whitaker' },
  makePayment: { type: 'INSTALLMENT', paymentMethodId: 1 },
  confirmTransfer: { acceptTerms: true },
  addStudentToCoachingCircle: { email: demo.unverified },
  submitAttendance: { attendeeStudentIds: [1] },
  updateCoach: { intro: 'Taken over' },
  createEducation: { institution: 'Community College', degree: 'Associate' },
  updateEducation: { institution: 'Community College', degree: 'Associate' },
  createCertification: { name: 'CPR', issuer: 'Red Cross' },
  updateCertification: { name: 'CPR', issuer: 'Red Cross' },
  createCoachProduct: { title: 'Meal prep guide', price: 1900, type: 'PRODUCT' },
  updateCoachProduct: { title: 'Meal prep guide', price: 1900 },
  updateCoachSubscription: { plan: 'YEARLY', paymentMethodId: 1 },
  createCoachSession: {
    customerName: 'Ana Gómez',
    customerEmail: 'ana@customer.test',
    startsAt: '2030-01-07T15:00:00Z',
    endsAt: '2030-01-07T16:00:00Z',
    deliveryMode: 'ONLINE',
  },
  updateCoachSchedule: { timeZone: 'America/New_York', windows: [] },
  updateCoachSession: { status: 'CANCELLED' },
  bookPurchaseSession: { startsAt: '2030-01-07T15:00:00Z' },
  reschedulePurchaseSession: { startsAt: '2030-01-07T15:00:00Z' },
};
/** Not an object, so no operation's body schema accepts it (checked below). */
const invalidBody = [42];

let api: TestApi;
/** The demo student and the demo coach own the records; the student who is also a coach tries them. */
let student: Session;
let coach: Session;
let intruder: Session;
const ids: Record<string, number> = {};

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  coach = await api.signIn(demo.coach, 'coach');
  intruder = await api.signIn(demo.studentCoach, 'coach');
  /** The first row's id of `sql`, whose one parameter is `id`. */
  const first = async (sql: string, id: number | undefined) =>
    (await api.services.db.query<{ id: number }>(`${sql} ORDER BY id LIMIT 1`, [id!]))[0]!.id;
  ids.envelopeId = await first('SELECT id FROM envelopes WHERE student_id = $1', student.studentId);
  ids.documentId = await first(
    'SELECT id FROM envelope_documents WHERE envelope_id = $1',
    ids.envelopeId,
  );
  ids.circleId = await first(
    'SELECT id FROM coaching_circles WHERE leader_student_id = $1',
    student.studentId,
  );
  ids.purchaseId = await first(
    'SELECT id FROM coach_product_purchases WHERE coach_id = $1',
    coach.coachId,
  );
});
afterAll(() => api.close());

/** The path filled with someone else's records, and who tries it. */
function attempt(op: ResolvedOperation): { path: string; token: string } {
  const values: Record<string, number | undefined> = {
    ...ids,
    studentId: student.studentId,
    coachId: coach.coachId,
  };
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => String(values[name] ?? 1));
  return { path, token: intruder.accessToken };
}

describe('whether a caller may touch a record is decided before the body is read', () => {
  test('the table covers every operation with a path id', () => {
    const refused = withPathId.filter((op) => !open.has(op.operationId));
    expect(refused.length).toBeGreaterThan(40);
    for (const op of withPathId.filter((o) => open.has(o.operationId))) {
      expect([op.operationId, op.method, op.requestBody]).toEqual([op.operationId, 'get', null]);
    }
    for (const op of refused.filter((o) => o.requestBody)) {
      const validate = validator.forOperation(op).body!;
      expect(validate(structuredClone(validBodies[op.operationId])), op.operationId).toEqual([]);
      expect(validate(structuredClone(invalidBody)), op.operationId).not.toEqual([]);
    }
  });

  for (const op of withPathId.filter((o) => !open.has(o.operationId))) {
    test(`${op.operationId} refuses someone else`, async () => {
      const { path, token } = attempt(op);
      const method = op.method.toUpperCase();
      const bodies = op.requestBody ? [invalidBody, validBodies[op.operationId]] : [undefined];
      for (const body of bodies) {
        const response = await api.request(method, path, { token, body });
        const label = `${method} ${path} ${JSON.stringify(body)}: ${JSON.stringify(response.body)}`;
        expect([403, 404], label).toContain(response.status);
        expect(response.body, label).not.toHaveProperty('fields');
      }
    });
  }
});

describe('an owner named in the query or body is checked before the rest of the request', () => {
  const purchases = '/coach_product_purchases';
  const refusedPlainly = (response: { status: number; body: unknown }) => {
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ key: 'forbidden' });
    expect(response.body).not.toHaveProperty('fields');
  };

  test("another coach's purchases are 403 whatever the page size", async () => {
    const other = `${purchases}?coachId=${coach.coachId}`;
    refusedPlainly(
      await api.request('GET', `${other}&size=100000`, { token: intruder.accessToken }),
    );
    refusedPlainly(await api.request('GET', `${other}&size=5`, { token: intruder.accessToken }));
    refusedPlainly(
      await api.request('GET', `${other}&size=100000`, { token: student.accessToken }),
    );
    const own = await api.request('GET', `${purchases}?coachId=${coach.coachId}&size=100000`, {
      token: coach.accessToken,
    });
    expect(own.status).toBe(400);
  });

  test('a search naming another coach is 403 whatever else it holds', async () => {
    const body = { coach: { value: String(coach.coachId), label: 'x' }, status: 'NOT_A_STATUS' };
    const search = `${purchases}/find_by_criteria?size=100000`;
    refusedPlainly(await api.request('POST', search, { token: intruder.accessToken, body }));
    const own = await api.request('POST', search, { token: coach.accessToken, body });
    expect(own.status).toBe(400);
    expect(own.body.fields.length).toBeGreaterThan(0);
  });
});
