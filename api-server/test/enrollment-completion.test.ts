// What signing the last enrollment document creates: the plan chosen in the application (its
// codes' discount applied) with its schedule, the charge of what the plan step said is due today,
// the cohort's courses and the inbox messages; a declined card keeps the plan with its due row
// FAILED; and requests signing at once provision it exactly once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoOffer, demoPlanOptions } from '@hci/demo-world';
import { offeredTerms, reviewStepMs, settlementMs } from '@hci/rules';
import { testCards } from '../src/payments/card-processor.js';
import type { Json, Session, TestApi } from './harness.js';
import { demoPassword, openTestApi } from './harness.js';
import { addCard, asUser, studentPath } from './requests.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
  // Time moves only when a test says so: a charge settles 2 s after it is made.
  api.clock.stop();
});
afterAll(() => api.close());

const codes = { promoCode: 'HCTP-FALL26', voucherCode: 'WELCOME150' };

interface Enrollee {
  session: Session;
  cohort: Json;
  /** The plan as the plan step offered it, with the codes applied. */
  offered: Json;
  applicationId: number;
  envelopeId: number;
}

/**
 * A new student who applied to the next cohort with both codes, on the plan of `installmentCount`
 * payments and a card of `cardNumber`, whose application now waits for its last signature.
 */
async function applicant(
  email: string,
  installmentCount: number,
  cardNumber: string,
): Promise<Enrollee> {
  await api.request('POST', '/auth/signup', {
    body: { email, password: demoPassword, firstName: 'Ana', lastName: 'Peña' },
  });
  const session = await api.signIn(email);
  const as = (body?: unknown) => asUser(session, body);
  const card = await addCard(api, session, cardNumber);
  expect(card.status).toBe(201);
  const cohorts = (await api.request('GET', '/cohorts?programTrack=HEALTH_COACH&size=50', as()))
    .body.content as Json[];
  const cohort = cohorts.find((c) => c.name === 'HCTP 2026 Fall')!;
  const plans = (
    await api.request(
      'GET',
      `/cohorts/${cohort.id}/payment_plans?${new URLSearchParams(codes)}`,
      as(),
    )
  ).body.content as Json[];
  const offered = plans.find((p) => p.terms.installmentCount === installmentCount)!;
  const draft = await api.request(
    'POST',
    `${studentPath(session)}/enrollment_applications`,
    as({
      cohortId: cohort.id,
      paymentPlanId: offered.id,
      paymentMethodId: card.body.content.id,
      ...codes,
    }),
  );
  expect(draft.status).toBe(201);
  const applicationId = draft.body.content.id as number;
  const sentEnvelope = async () =>
    (
      (await api.request('GET', `${studentPath(session)}/envelopes?status=SENT`, as())).body
        .content as Json[]
    ).find((e) => e.applicationId === applicationId);
  const agreement = await sentEnvelope();
  const signed = await api.request(
    'POST',
    `/envelopes/${agreement.id}/sign`,
    as({ signatureName: 'Ana Peña', agree: true }),
  );
  expect(signed.status).toBe(200);
  const path = `${studentPath(session)}/enrollment_applications/${applicationId}`;
  expect((await api.request('POST', `${path}/submit`, as())).status).toBe(200);
  // The simulated advisor reviews, approves and sends the documents, a minute apart.
  api.clock.advance(3 * reviewStepMs);
  expect((await api.request('GET', path, as())).body.content.status).toBe('SIGNING');
  const documents = await sentEnvelope();
  return { session, cohort, offered, applicationId, envelopeId: documents.id };
}

const sign = ({ session, envelopeId }: Enrollee, idempotencyKey?: string) =>
  api.request('POST', `/envelopes/${envelopeId}/sign`, {
    ...asUser(session, { signatureName: 'Ana Peña', agree: true }),
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });

const plans = async ({ session }: Enrollee) =>
  (await api.request('GET', `${studentPath(session)}/payment_plans`, asUser(session))).body
    .content as Json[];
const planDetails = async ({ session }: Enrollee, planId: number) =>
  (await api.request('GET', `${studentPath(session)}/payment_plans/${planId}`, asUser(session)))
    .body.content as Json;
const courses = async ({ session }: Enrollee) =>
  (await api.request('GET', `${studentPath(session)}/courses`, asUser(session))).body
    .content as Json[];
const inbox = async ({ session }: Enrollee) =>
  (
    (
      await api.request(
        'POST',
        `${studentPath(session)}/communication_intents?size=50`,
        asUser(session, {}),
      )
    ).body.content as Json[]
  ).map(({ type, parameters, link }) => ({ type, parameters, link }));
const completed = {
  type: 'ENROLLMENT_COMPLETED',
  parameters: { cohortName: 'HCTP 2026 Fall' },
  link: '/my-courses',
};
/** What the application's steps told the student before the signature, newest first. */
const stepsTold = [
  {
    type: 'AGREEMENT_TO_SIGN',
    parameters: { agreementId: expect.any(Number), cohortName: completed.parameters.cohortName },
    link: '/settings/agreements',
  },
  ...['APPROVED', 'REVIEWED', 'SUBMITTED'].map((applicationStatus) => ({
    type: 'APPLICATION_STATUS_CHANGED',
    parameters: { applicationStatus, cohortName: completed.parameters.cohortName },
    link: '/enrollment',
  })),
];
/** What is said of the charge due at enrollment, received or failed, of `amount` on a Visa. */
const charged = (
  type: 'PAYMENT_RECEIVED' | 'PAYMENT_FAILED',
  amount: number,
  cardLast4: string,
) => ({
  type,
  parameters: { amount, cardBrand: 'VISA', cardLast4 },
  link: '/settings/payment-information',
});
// Newest first; what completion sends shares one moment, so the later message is listed first.
const charges = async (planIds: readonly number[]) =>
  api.services.db.query<{ amount: number }>(
    "SELECT amount FROM card_charges WHERE purpose = 'PAYMENT' AND subject_id = ANY($1::int[])",
    [planIds],
  );

describe('completing an enrollment', () => {
  test('creates the plan the plan step offered, codes applied, charges what was due today once, opens the courses and says so in the inbox', async () => {
    const enrollee = await applicant('completion.paid@demo.test', 12, '4242424242424242');
    const { offered, cohort } = enrollee;
    // Both codes are off the $3,968 tuition: $200 + $150.
    const option = demoPlanOptions.find((entry) => entry.count === 12)!;
    const deposit = option.deposit;
    expect(offered.terms).toEqual(offeredTerms(demoOffer(option, 396_800, 35_000)));
    expect(await plans(enrollee)).toEqual([]);
    expect(await courses(enrollee)).toEqual([]);

    expect((await sign(enrollee)).status).toBe(200);

    const [plan, ...others] = await plans(enrollee);
    expect(others).toEqual([]);
    expect(plan).toMatchObject({
      name: { kind: 'PLAN_MONTHLY_INSTALLMENTS', params: { installmentCount: 12 } },
      applicationId: enrollee.applicationId,
      status: 'ACTIVE',
      financialStatus: 'GOOD',
      terms: offered.terms,
    });
    const details = await planDetails(enrollee, plan.id);
    expect(details.breakdown.netTuition).toBe(396_800 - 35_000);
    const [depositRow, first, ...rest] = details.schedule as Json[];
    expect(depositRow).toMatchObject({ installment: 0, amountDue: deposit, status: 'PENDING' });
    expect(first).toMatchObject({
      installment: 1,
      dueDate: cohort.startDate,
      amountDue: offered.terms.installmentAmount,
    });
    expect(rest).toHaveLength(11);
    expect(rest.at(-1).amountDue).toBe(offered.terms.lastInstallmentAmount);
    expect(new Set(details.schedule.map((r: Json) => r.paymentMethodId)).size).toBe(1);
    expect(depositRow.last4).toBe('4242');
    expect((await charges([plan.id])).map((c) => c.amount)).toEqual([offered.terms.amountDue]);

    // The charge settles like any payment, and pays the deposit's row, which names it; so does
    // its history line, and its receipt shows the row.
    api.clock.advance(settlementMs);
    const settled = await planDetails(enrollee, plan.id);
    expect(settled.schedule[0]).toMatchObject({ status: 'PAID', amountPaid: deposit });
    expect(settled.terms.amountDue).toBe(0);
    const [paymentId] = settled.schedule[0].paymentIds as number[];
    const history = await api.request(
      'GET',
      `${studentPath(enrollee.session)}/account_history`,
      asUser(enrollee.session),
    );
    expect(history.body.content).toContainEqual(
      expect.objectContaining({
        description: { kind: 'ENROLLMENT_PAYMENT_SUBMITTED', params: {} },
        paymentId,
        paymentStatus: 'ACCEPTED',
      }),
    );
    const receipt = await api.request(
      'GET',
      `${studentPath(enrollee.session)}/payments/${paymentId}/receipt`,
      asUser(enrollee.session),
    );
    expect(receipt.body.content).toMatchObject({
      amount: offered.terms.amountDue,
      payer: { firstName: 'Ana', lastName: 'Peña', email: 'completion.paid@demo.test' },
      cohort: { id: cohort.id, name: cohort.name },
      installments: [expect.objectContaining({ installment: 0, amountApplied: deposit })],
    });

    const opened = await courses(enrollee);
    expect(opened.map((c) => c.title)).toEqual(['Health Coach Training Program: Foundations']);
    expect(opened.every((c) => c.moduleCount > 0)).toBe(true);
    // On the dates of the cohort enrolled in, not those the courses carry: nothing due before it starts.
    for (const course of opened) {
      expect(course).toMatchObject({ startDate: cohort.startDate, endDate: cohort.graduationDate });
      expect(course.nextModule!.dueDate! > cohort.startDate).toBe(true);
    }
    expect(await inbox(enrollee)).toEqual([
      charged('PAYMENT_RECEIVED', offered.terms.amountDue, '4242'),
      completed,
      ...stepsTold,
    ]);
  });

  test('with a card that declines: the application is complete and the plan kept, its due row FAILED until the student pays it', async () => {
    const enrollee = await applicant('completion.declined@demo.test', 1, testCards.declinedCharge);
    const { session, offered } = enrollee;
    expect((await sign(enrollee)).status).toBe(200);
    const application = await api.request(
      'GET',
      `${studentPath(session)}/enrollment_applications/${enrollee.applicationId}`,
      asUser(session),
    );
    expect(application.body.content.status).toBe('COMPLETE');

    const [plan] = await plans(enrollee);
    const details = await planDetails(enrollee, plan.id);
    expect(details.schedule).toEqual([
      expect.objectContaining({
        installment: 1,
        status: 'FAILED',
        amountDue: offered.terms.amountDue,
        amountPaid: 0,
      }),
    ]);
    expect(plan.terms.amountDue).toBe(offered.terms.amountDue);
    expect(await charges([plan.id])).toEqual([]);
    expect(await inbox(enrollee)).toEqual([
      charged('PAYMENT_FAILED', offered.terms.amountDue, testCards.declinedCharge.slice(-4)),
      completed,
      ...stepsTold,
    ]);
    expect((await courses(enrollee)).length).toBe(1);

    // Paid with another card from the pay dialog, the failed row reads paid.
    const other = await addCard(api, session, '5555555555554444');
    const paid = await api.request(
      'POST',
      `${studentPath(session)}/payment_plans/${plan.id}/payments`,
      asUser(session, { type: 'INSTALLMENT', paymentMethodId: other.body.content.id }),
    );
    expect(paid.status).toBe(201);
    expect(paid.body.content.amount).toBe(offered.terms.amountDue);
    api.clock.advance(settlementMs);
    expect((await planDetails(enrollee, plan.id)).schedule[0]).toMatchObject({
      status: 'PAID',
      amountPaid: offered.terms.amountDue,
    });
  });

  test('signed by five requests at once: one signs, the others are refused, and everything is created once', async () => {
    const enrollee = await applicant('completion.parallel@demo.test', 6, '4242424242424242');
    const answers = await Promise.all(Array.from({ length: 5 }, () => sign(enrollee)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.key)).toEqual(
      Array(4).fill('envelopeNotSignable'),
    );
    // A retry after the answer was lost: refused, nothing more created.
    expect((await sign(enrollee)).status).toBe(409);

    const created = await plans(enrollee);
    expect(created).toHaveLength(1);
    expect(await charges(created.map((p) => p.id))).toHaveLength(1);
    expect((await courses(enrollee)).length).toBe(1);
    expect(await inbox(enrollee)).toEqual([
      charged('PAYMENT_RECEIVED', enrollee.offered.terms.amountDue, '4242'),
      completed,
      ...stepsTold,
    ]);
    const history = (
      await api.request(
        'GET',
        `${studentPath(enrollee.session)}/account_history?applicationId=${enrollee.applicationId}&size=50`,
        asUser(enrollee.session),
      )
    ).body.content as Json[];
    expect(
      history.filter((h) => h.description.params.agreement === 'ENROLLMENT_DOCUMENTS'),
    ).toHaveLength(1);
  });

  test('a signature repeated with its Idempotency-Key gets the first answer and charges once', async () => {
    const enrollee = await applicant('completion.retried@demo.test', 6, '4242424242424242');
    const first = await sign(enrollee, 'sign-once');
    expect(first.status).toBe(200);
    const repeat = await sign(enrollee, 'sign-once');
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(await charges((await plans(enrollee)).map((p) => p.id))).toHaveLength(1);
  });

  test('keeps the price its submission showed when a code expires before the signature', async () => {
    const enrollee = await applicant('completion.expired@demo.test', 1, '4242424242424242');
    const { db } = api.services;
    const submittedOn = new Date(api.clock.now()).toISOString().slice(0, 10);
    const [previous] = await db.query<{ expires_on: string }>(
      "SELECT expires_on FROM vouchers WHERE code = 'HCTP-FALL26'",
    );
    await db.query("UPDATE vouchers SET expires_on = $1 WHERE code = 'HCTP-FALL26'", [submittedOn]);
    try {
      api.clock.advance(2 * 24 * 60 * 60 * 1000);
      // Two days on, the student signs in again.
      enrollee.session = await api.signIn('completion.expired@demo.test');
      expect((await sign(enrollee)).status).toBe(200);
    } finally {
      await db.query("UPDATE vouchers SET expires_on = $1 WHERE code = 'HCTP-FALL26'", [
        previous!.expires_on,
      ]);
    }
    const [plan] = await plans(enrollee);
    expect((await planDetails(enrollee, plan!.id)).breakdown.netTuition).toBe(396_800 - 35_000);
    expect(await charges([plan!.id])).toEqual([{ amount: enrollee.offered.terms.amountDue }]);
  });
});
