// What a draft application accepts, promo code look-ups, and signing an envelope.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';

let api: TestApi;
let student: Session;
let other: Session;
const s = () => `/students/${student.studentId}`;
const as = (session: Session, body?: unknown) => ({
  token: session.accessToken,
  ...(body ? { body } : {}),
});

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  other = await api.signIn(demo.studentCoach);
});
afterAll(() => api.close());

describe('a draft names only what exists and is the student’s own', () => {
  const draft = (body: object) =>
    api.request('POST', `${s()}/enrollment_applications`, as(student, body));
  const fieldsOf = (body: Json) => (body.fields as Json[]).map((f) => f.path);

  test('an unknown cohort, a plan of another cohort, someone else’s card: 400 naming the field', async () => {
    const cohorts = (await api.request('GET', '/cohorts?programTrack=BUSINESS', as(student))).body
      .content as Json[];
    const cohortId = cohorts[0].id;
    const unknownCohort = await draft({ cohortId: 999999 });
    expect(unknownCohort.status).toBe(400);
    expect(fieldsOf(unknownCohort.body)).toEqual(['cohortId']);
    const others = (await api.request('GET', '/cohorts?programTrack=HEALTH_COACH', as(student)))
      .body.content as Json[];
    const foreignPlan = (
      await api.request('GET', `/cohorts/${others[0].id}/payment_plans`, as(student))
    ).body.content[0].id;
    const wrongPlan = await draft({ cohortId, paymentPlanId: foreignPlan });
    expect(wrongPlan.status).toBe(400);
    expect(fieldsOf(wrongPlan.body)).toEqual(['paymentPlanId']);
    const unknownPlan = await draft({ paymentPlanId: 999999 });
    expect(fieldsOf(unknownPlan.body)).toEqual(['paymentPlanId']);
    const card = await api.request(
      'POST',
      `/students/${other.studentId}/payment_methods`,
      as(other, {
        cardNumber: '5105105105105100',
        expirationMonth: 12,
        expirationYear: 2031,
        cvc: '123',
        holderName: 'Sam Lee',
      }),
    );
    const theirs = await draft({ paymentMethodId: card.body.content.id });
    expect(theirs.status).toBe(400);
    expect(fieldsOf(theirs.body)).toEqual(['paymentMethodId']);
  });
});

describe('promo codes', () => {
  test('a valid code answers its discount, cohort and that cohort’s program track', async () => {
    const found = await api.request('GET', '/public/promo_codes/hci-start');
    expect(found.status).toBe(200);
    expect(found.body.content).toMatchObject({
      code: 'HCI-START',
      discount: 25000,
      programTrack: 'HEALTH_COACH',
    });
    expect(typeof found.body.content.cohortId).toBe('number');
  });
});

describe('signing an envelope', () => {
  test('someone else’s envelope answers 403; the signature completes it once, then statusInvalid', async () => {
    const envelopes = (await api.request('GET', `${s()}/envelopes?status=SENT`, as(student))).body
      .content as Json[];
    expect(envelopes.length).toBeGreaterThan(0);
    expect(envelopes.every((e) => e.status === 'SENT')).toBe(true);
    const envelope = envelopes[0];
    const sign = (session: Session) =>
      api.request(
        'POST',
        `/envelopes/${envelope.id}/sign`,
        as(session, { signatureName: '  Alex Rivera ', agree: true }),
      );
    expect((await sign(other)).status).toBe(403);
    const signed = await sign(student);
    expect(signed.status).toBe(200);
    expect(signed.body.content.status).toBe('COMPLETED');
    const [row] = await api.services.db.query<{ signature_name: string }>(
      'SELECT signature_name FROM envelopes WHERE id = $1',
      [envelope.id],
    );
    expect(row!.signature_name).toBe('Alex Rivera');
    const again = await sign(student);
    expect([again.status, again.body.key]).toEqual([409, 'statusInvalid']);
    const completed = (await api.request('GET', `${s()}/envelopes?status=COMPLETED`, as(student)))
      .body.content as Json[];
    expect(completed.map((e) => e.id)).toContain(envelope.id);
    expect(completed.every((e) => e.status === 'COMPLETED')).toBe(true);
  });
});
