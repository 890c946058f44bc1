// What a draft application accepts (and the refusals that say why not), alumni applications,
// voucher and promo code look-ups, what does not exist, and signing an envelope.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demo, demoPassword, openTestApi } from './harness.js';
import { refused } from '@hci/rules/test';
import { addCard, asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
let other: Session;
const s = () => studentPath(student);

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  other = await api.signIn(demo.studentCoach);
});
afterAll(() => api.close());

const firstCohort = async (track: string) =>
  (
    (await api.request('GET', `/cohorts?programTrack=${track}`, asUser(student))).body
      .content as Json[]
  )[0];
const plansOf = async (cohortId: number) =>
  (await api.request('GET', `/cohorts/${cohortId}/payment_plans`, asUser(student))).body
    .content as Json[];

describe('a draft names only what exists and is the student’s own', () => {
  const draft = (body: object) =>
    api.request('POST', `${s()}/enrollment_applications`, asUser(student, body));
  const badField = (message: string, path: string, fieldMessage: string) => ({
    ...refused('badRequest', message, 400),
    fields: [{ path, message: fieldMessage }],
  });

  test('a promo code meant for another cohort: 400 saying it belongs to another', async () => {
    const cohortId = (await firstCohort('BUSINESS')).id;
    const elsewhere = await draft({ cohortId, promoCode: 'HCTP-FALL26' });
    expect(elsewhere.body).toEqual(
      refused('voucherForAnotherCohort', 'The code is meant for another cohort', 400),
    );
  });

  test('an unknown cohort, a plan of another cohort, someone else’s card: 400 naming the field', async () => {
    const cohortId = (await firstCohort('BUSINESS')).id;
    const unknownCohort = await draft({ cohortId: 999999 });
    expect(unknownCohort.status).toBe(400);
    expect(unknownCohort.body).toEqual(badField('Unknown cohort', 'cohortId', 'No such cohort'));
    const foreignPlan = (await plansOf((await firstCohort('HEALTH_COACH')).id))[0].id;
    const noSuchPlan = badField(
      'Unknown payment plan',
      'paymentPlanId',
      'No such payment plan for this cohort',
    );
    const wrongPlan = await draft({ cohortId, paymentPlanId: foreignPlan });
    expect(wrongPlan.status).toBe(400);
    expect(wrongPlan.body).toEqual(noSuchPlan);
    const unknownPlan = await draft({ paymentPlanId: 999999 });
    expect(unknownPlan.body).toEqual(noSuchPlan);
    const card = await addCard(api, other, '5105105105105100');
    const theirs = await draft({ paymentMethodId: card.body.content.id });
    expect(theirs.status).toBe(400);
    expect(theirs.body).toEqual(
      badField('Unknown payment method', 'paymentMethodId', 'No such payment method'),
    );
  });

  test('a plan chosen before any cohort is accepted as long as it exists', async () => {
    const plan = (await plansOf((await firstCohort('BUSINESS')).id))[0];
    const created = await draft({ paymentPlanId: plan.id });
    expect(created.status).toBe(201);
    expect(created.body.content).toMatchObject({ status: 'DRAFT', paymentPlanId: plan.id });
    expect(created.body.content.cohortId).toBeUndefined();
  });

  test('a draft given a cohort keeps a plan of that cohort and drops one of another, to be chosen again', async () => {
    const business = await firstCohort('BUSINESS');
    const foreignPlan = (await plansOf((await firstCohort('HEALTH_COACH')).id))[0];
    const created = await draft({ paymentPlanId: foreignPlan.id });
    const path = `${s()}/enrollment_applications/${created.body.content.id}`;
    const moved = await api.request('PUT', path, asUser(student, { cohortId: business.id }));
    expect(moved.status).toBe(200);
    expect(moved.body.content.cohortId).toBe(business.id);
    expect(moved.body.content.paymentPlanId).toBeUndefined();

    const ownPlan = (await plansOf(business.id))[0];
    await api.request('PUT', path, asUser(student, { paymentPlanId: ownPlan.id }));
    const again = await api.request('PUT', path, asUser(student, { cohortId: business.id }));
    expect(again.body.content.paymentPlanId).toBe(ownPlan.id);
  });

  test('voucher and promo codes are kept in capitals without the spaces typed around them', async () => {
    const created = await draft({ voucherCode: '  welcome150 ' });
    expect(created.status).toBe(201);
    expect(created.body.content.voucherCode).toBe('WELCOME150');
  });

  test('moving a draft to a cohort of a program the student is enrolled in: 409 studentActiveEnrollment, the draft unchanged', async () => {
    const created = await draft({});
    expect(created.status).toBe(201);
    const path = `${s()}/enrollment_applications/${created.body.content.id}`;
    const next = await firstCohort('HEALTH_COACH');
    const moved = await api.request('PUT', path, asUser(student, { cohortId: next.id }));
    expect(moved.status).toBe(409);
    expect(moved.body.key).toBe('studentActiveEnrollment');
    const after = await api.request('GET', path, asUser(student));
    expect(after.body.content.cohortId).toBeUndefined();
    // Another program is open to them.
    const business = await firstCohort('BUSINESS');
    const elsewhere = await api.request('PUT', path, asUser(student, { cohortId: business.id }));
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.content.cohortId).toBe(business.id);
  });
});

describe('applying as alumni', () => {
  test('a graduate may, and the draft says so; a student who has not graduated is told they are not registered as alumni', async () => {
    // The student coach finished a cohort that has graduated; the demo student's cohort has not.
    const graduate = await api.request(
      'POST',
      `/students/${other.studentId}/enrollment_applications`,
      asUser(other, { alumni: true }),
    );
    expect(graduate.status).toBe(201);
    expect(graduate.body.content.alumni).toBe(true);
    const read = await api.request(
      'GET',
      `/students/${other.studentId}/enrollment_applications/${graduate.body.content.id}`,
      asUser(other),
    );
    expect(read.body.content.alumni).toBe(true);

    const notYet = await api.request(
      'POST',
      `${s()}/enrollment_applications`,
      asUser(student, { alumni: true }),
    );
    expect(notYet.body).toEqual(
      refused('invalidAlumniApplicationRequest', 'You are not registered as alumni', 400),
    );
  });
});

describe('vouchers', () => {
  test('a code typed with spaces around it, in any case, is the same code', async () => {
    const valid = await api.request(
      'POST',
      '/vouchers/validate',
      asUser(student, { code: '  welcome150 ' }),
    );
    expect(valid.status).toBe(200);
    expect(valid.body.content).toMatchObject({ code: 'WELCOME150', amount: 15000 });
  });
});

describe('promo codes', () => {
  test('a valid code answers its discount, cohort and that cohort’s program track', async () => {
    const found = await api.request('GET', '/public/promo_codes/hctp-fall26');
    expect(found.status).toBe(200);
    expect(found.body.content).toMatchObject({
      code: 'HCTP-FALL26',
      discount: 20000,
      programTrack: 'HEALTH_COACH',
    });
    expect(typeof found.body.content.cohortId).toBe('number');
  });

  test('an unknown code and an expired one: 404, the key and message saying which', async () => {
    const unknown = await api.request('GET', '/public/promo_codes/NO-SUCH-CODE');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(refused('invalidVoucherCode', 'No such promo code', 404));
    const expired = await api.request('GET', '/public/promo_codes/HCTP-SPRING25');
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual(refused('voucherIsExpired', 'The promo code has expired', 404));
  });

  test('a code good for any cohort answers its discount and expiry, with no cohort or program track', async () => {
    // No operation creates promo codes: the institute's back office does.
    const expiresOn = new Date(api.clock.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await api.services.db.query(
      "INSERT INTO vouchers (code, kind, amount, cohort_id, expires_on) VALUES ('HCI-ANY', 'PROMO', 5000, NULL, $1)",
      [expiresOn],
    );
    const found = await api.request('GET', '/public/promo_codes/hci-any');
    expect(found.status).toBe(200);
    expect(found.body.content).toEqual({ code: 'HCI-ANY', discount: 5000, expiresOn });
  });
});

describe('what does not exist', () => {
  test('an application, a cohort’s plans and an envelope that do not exist: 404 saying which', async () => {
    const application = await api.request(
      'GET',
      `${s()}/enrollment_applications/999999`,
      asUser(student),
    );
    expect(application.body).toEqual(refused('notFound', 'No such application', 404));
    const plans = await api.request('GET', '/cohorts/999999/payment_plans', asUser(student));
    expect(plans.body).toEqual(refused('notFound', 'No such cohort', 404));
    const envelope = await api.request(
      'POST',
      '/envelopes/999999/sign',
      asUser(student, { signatureName: 'Jordan Whitaker', agree: true }),
    );
    expect(envelope.body).toEqual(refused('notFound', 'No such envelope', 404));
  });
});

describe('signing an envelope', () => {
  test('someone else’s envelope answers 403; the signature completes it once, then envelopeNotSignable', async () => {
    const envelopes = (await api.request('GET', `${s()}/envelopes?status=SENT`, asUser(student)))
      .body.content as Json[];
    expect(envelopes.length).toBeGreaterThan(0);
    expect(envelopes.every((e) => e.status === 'SENT')).toBe(true);
    const envelope = envelopes[0];
    const sign = (session: Session) =>
      api.request(
        'POST',
        `/envelopes/${envelope.id}/sign`,
        asUser(session, { signatureName: '  Jordan Whitaker ', agree: true }),
      );
    expect((await sign(other)).body).toEqual(
      refused('forbidden', 'This envelope belongs to someone else', 403),
    );
    const signed = await sign(student);
    expect(signed.status).toBe(200);
    expect(signed.body.content.status).toBe('COMPLETED');
    const [row] = await api.services.db.query<{ signature_name: string }>(
      'SELECT signature_name FROM envelopes WHERE id = $1',
      [envelope.id],
    );
    expect(row!.signature_name).toBe('Jordan Whitaker');
    const again = await sign(student);
    expect(again.body).toEqual(
      refused('envelopeNotSignable', 'The envelope is not waiting for a signature', 409),
    );
    const completed = (
      await api.request('GET', `${s()}/envelopes?status=COMPLETED`, asUser(student))
    ).body.content as Json[];
    expect(completed.map((e) => e.id)).toContain(envelope.id);
    expect(completed.every((e) => e.status === 'COMPLETED')).toBe(true);
  });

  test('an envelope the student has opened (DELIVERED) can still be signed', async () => {
    const cohortId = (await firstCohort('BUSINESS')).id;
    const plans = await plansOf(cohortId);
    const draft = await api.request(
      'POST',
      `${s()}/enrollment_applications`,
      asUser(student, { cohortId, paymentPlanId: plans[0].id }),
    );
    const [agreement] = (
      (await api.request('GET', `${s()}/envelopes?status=SENT`, asUser(student))).body
        .content as Json[]
    ).filter((e) => e.applicationId === draft.body.content.id);
    // The signing service marks an envelope DELIVERED when it is opened; no operation here does.
    await api.services.db.query("UPDATE envelopes SET status = 'DELIVERED' WHERE id = $1", [
      agreement.id,
    ]);
    const signed = await api.request(
      'POST',
      `/envelopes/${agreement.id}/sign`,
      asUser(student, { signatureName: 'Jordan Whitaker', agree: true }),
    );
    expect(signed.status).toBe(200);
    expect(signed.body.content.status).toBe('COMPLETED');
  });
});

describe('which cohorts a student may join', () => {
  const cohorts = async (session: Session) =>
    (await api.request('GET', '/cohorts?size=50', asUser(session))).body.content as Json[];
  const start = (session: Session, cohortId: number) =>
    api.request(
      'POST',
      `${studentPath(session)}/enrollment_applications`,
      asUser(session, { cohortId }),
    );

  test('the list says which cohorts the student may not join and why, the reason a save of one is refused with', async () => {
    // The demo student is enrolled in a health-coach cohort that has not graduated.
    const listed = await cohorts(student);
    const healthCoach = listed.filter((c) => c.programTrack === 'HEALTH_COACH');
    expect(healthCoach.length).toBeGreaterThan(0);
    for (const cohort of healthCoach) {
      expect(cohort).toMatchObject({ canJoin: false, refusal: 'studentActiveEnrollment' });
      const saved = await start(student, cohort.id);
      expect(saved.status).toBe(409);
      expect(saved.body.key).toBe(cohort.refusal);
    }
    const business = listed.find((c) => c.programTrack === 'BUSINESS');
    expect(business.canJoin).toBe(true);
    expect(business).not.toHaveProperty('refusal');
    expect((await start(student, business.id)).status).toBe(201);
  });

  test('a new student may join every cohort; once they applied to one, the other cohorts of its program read invalidApplicationRequest', async () => {
    const email = 'joining.student@demo.test';
    await api.request('POST', '/auth/signup', {
      body: { email, password: demoPassword, firstName: 'Ines', lastName: 'Soto' },
    });
    const newcomer = await api.signIn(email);
    const before = await cohorts(newcomer);
    expect(before.every((c) => c.canJoin && !('refusal' in c))).toBe(true);

    const [next, spanish] = before.filter((c) => c.programTrack === 'HEALTH_COACH');
    const draft = await start(newcomer, next.id);
    expect(draft.status).toBe(201);
    // A draft holds no place: every cohort stays open.
    expect((await cohorts(newcomer)).every((c) => c.canJoin)).toBe(true);
    // Submitted as the submit operation does once every step is done.
    await api.services.db.query(
      "UPDATE applications SET status = 'SUBMITTED', submitted_at = now() WHERE id = $1",
      [draft.body.content.id],
    );
    const after = await cohorts(newcomer);
    expect(after.find((c) => c.id === spanish.id)).toMatchObject({
      canJoin: false,
      refusal: 'invalidApplicationRequest',
    });
    expect(after.find((c) => c.programTrack === 'BUSINESS').canJoin).toBe(true);
    const saved = await start(newcomer, spanish.id);
    expect(saved.body).toEqual(
      refused('invalidApplicationRequest', 'You already applied to this program', 409),
    );
  });

  test('a cohort with no seat left is closed to everyone: the list says exceededStudents, and a save is refused with it', async () => {
    const business = (await cohorts(other)).find((c) => c.programTrack === 'BUSINESS');
    const draft = await api.request(
      'POST',
      `${studentPath(other)}/enrollment_applications`,
      asUser(other, {}),
    );
    const path = `${studentPath(other)}/enrollment_applications/${draft.body.content.id}`;
    // The institute sets a cohort's seats; no operation does.
    const [row] = await api.services.db.query<{ seats: number }>(
      'SELECT seats FROM cohorts WHERE id = $1',
      [business.id],
    );
    const { seats } = row!;
    await api.services.db.query('UPDATE cohorts SET seats = 0 WHERE id = $1', [business.id]);
    try {
      const full = (await cohorts(other)).find((c) => c.id === business.id);
      expect(full).toMatchObject({
        seatsAvailable: 0,
        canJoin: false,
        refusal: 'exceededStudents',
      });
      const saved = await api.request('PUT', path, asUser(other, { cohortId: business.id }));
      expect(saved.body).toEqual(refused('exceededStudents', 'The cohort has no seat left', 409));
    } finally {
      await api.services.db.query('UPDATE cohorts SET seats = $2 WHERE id = $1', [
        business.id,
        seats,
      ]);
    }
    const saved = await api.request('PUT', path, asUser(other, { cohortId: business.id }));
    expect(saved.status).toBe(200);
  });
});
