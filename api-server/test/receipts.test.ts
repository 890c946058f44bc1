// The receipt of every accepted payment: what it paid and on which rows, the payment named on the
// rows it paid and on its account history line, and who may read a receipt.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acceptedCooldownMs, settlementMs } from '@hci/rules';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
let intruder: Session;
const s = () => studentPath(student);
const as = (body?: unknown) => asUser(student, body);

beforeAll(async () => {
  api = await openTestApi();
  api.clock.stop();
  student = await api.signIn(demo.student);
  intruder = await api.signIn(demo.studentCoach);
});
afterAll(() => api.close());

const plan = async () => {
  const plans = await api.request('GET', `${s()}/payment_plans`, as());
  const { id } = plans.body.content[0] as Json;
  return (await api.request('GET', `${s()}/payment_plans/${id}`, as())).body.content as Json;
};
const row = (detail: Json, installment: number) =>
  (detail.schedule as Json[]).find((entry) => entry.installment === installment);
const receipt = (paymentId: number, session = student) =>
  api.request('GET', `${studentPath(session)}/payments/${paymentId}/receipt`, asUser(session));
const visa = async () => {
  const methods = await api.request('GET', `${s()}/payment_methods`, as());
  return (methods.body.content as Json[]).find((m) => m.last4 === '4242').id as number;
};
const history = async () =>
  (await api.request('GET', `${s()}/account_history?size=100`, as())).body.content as Json[];
const pay = async (amount: number) => {
  const paid = await api.request(
    'POST',
    `${s()}/payment_plans/${(await plan()).id}/payments`,
    as({ type: 'CUSTOM', amount, paymentMethodId: await visa() }),
  );
  expect(paid.status).toBe(201);
  return paid.body.content as Json;
};

describe('the demo student’s paid installments', () => {
  test('each names the payment that paid it, whose receipt shows who paid, the card, cohort, plan and row', async () => {
    const detail = await plan();
    const paid = (detail.schedule as Json[]).filter((entry) => entry.status === 'PAID');
    expect(paid.map((entry) => entry.installment)).toEqual([0, 1, 2, 3]);
    for (const entry of paid) expect(entry.paymentIds).toHaveLength(1);
    expect(row(detail, 4)).not.toHaveProperty('paymentIds');

    const third = row(detail, 3);
    const answer = await receipt(third.paymentIds[0]);
    expect(answer.status).toBe(200);
    expect(answer.body.content).toEqual({
      paymentId: third.paymentIds[0],
      receiptNumber: `${answer.body.content.settledAt.slice(0, 4)}-${String(third.paymentIds[0]).padStart(6, '0')}`,
      // The last payment made: what the plan owes now.
      remainingBalance: detail.breakdown.totalRemaining,
      reference: 'ch_seed_3',
      paymentPlanId: detail.id,
      type: 'INSTALLMENT',
      amount: 28_900,
      settledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      brand: 'VISA',
      last4: '4242',
      payer: { firstName: 'Jordan', middleName: 'Lee', lastName: 'Whitaker', email: demo.student },
      planName: { kind: 'PLAN_MONTHLY_INSTALLMENTS', params: { installmentCount: 12 } },
      cohort: {
        id: expect.any(Number),
        name: 'HCTP 2026 Spring',
        startDate: expect.any(String),
      },
      dueAtEnrollment: false,
      installments: [
        {
          scheduleRowId: third.id,
          installment: 3,
          dueDate: third.dueDate,
          amountApplied: 28_900,
        },
      ],
    });
  });

  test('their account history lines name the same payments, accepted', async () => {
    const detail = await plan();
    const paymentLines = (await history()).filter((event) => event.type === 'PAYMENT');
    expect(paymentLines.map((event) => [event.description.kind, event.paymentStatus])).toEqual([
      ['INSTALLMENT_PAID', 'ACCEPTED'],
      ['INSTALLMENT_PAID', 'ACCEPTED'],
      ['INSTALLMENT_PAID', 'ACCEPTED'],
      ['DEPOSIT_PAID', 'ACCEPTED'],
    ]);
    expect(paymentLines.map((event) => event.paymentId)).toEqual(
      [3, 2, 1, 0].map((installment) => row(detail, installment).paymentIds[0]),
    );
    for (const other of (await history()).filter((event) => event.type !== 'PAYMENT')) {
      expect(other).not.toHaveProperty('paymentId');
      expect(other).not.toHaveProperty('paymentStatus');
    }
  });
});

describe('a payment made now', () => {
  test('has no receipt while it is processed; once accepted, its receipt lists every row it paid and the rows and history name it', async () => {
    const before = await plan();
    const due = row(before, 4);
    const next = row(before, 5);
    // The next installment and part of the one after it.
    const payment = await pay(due.amountDue + 12_750);

    expect((await receipt(payment.id)).status).toBe(404);
    const submitted = (await history()).find((event) => event.paymentId === payment.id);
    expect(submitted).toMatchObject({
      type: 'PAYMENT',
      description: { kind: 'PAYMENT_SUBMITTED', params: { paymentType: 'CUSTOM' } },
      amount: payment.amount,
      paymentStatus: 'IN_PROGRESS',
    });

    api.clock.advance(settlementMs);
    const settledAt = api.clock.now();
    // Reading the history settles the payment it shows.
    expect((await history()).find((event) => event.paymentId === payment.id)).toMatchObject({
      paymentStatus: 'ACCEPTED',
    });
    const answer = await receipt(payment.id);
    expect(answer.status).toBe(200);
    expect(answer.body.content).toMatchObject({
      paymentId: payment.id,
      reference: expect.any(String),
      type: 'CUSTOM',
      amount: due.amountDue + 12_750,
      brand: 'VISA',
      last4: '4242',
      installments: [
        {
          scheduleRowId: due.id,
          installment: 4,
          dueDate: due.dueDate,
          amountApplied: due.amountDue,
        },
        { scheduleRowId: next.id, installment: 5, dueDate: next.dueDate, amountApplied: 12_750 },
      ],
    });
    expect(Date.parse(answer.body.content.settledAt)).toBe(settledAt);
    const after = await plan();
    // Numbered by its year and id; what the plan still owes once it was applied.
    expect(answer.body.content.receiptNumber).toBe(
      `${new Date(settledAt).getUTCFullYear()}-${String(payment.id).padStart(6, '0')}`,
    );
    expect(answer.body.content.remainingBalance).toBe(after.breakdown.totalRemaining);
    expect(row(after, 4)).toMatchObject({ status: 'PAID', paymentIds: [payment.id] });
    expect(row(after, 5)).toMatchObject({ amountPaid: 12_750, paymentIds: [payment.id] });
  });

  test('a row paid by two payments names both, oldest first, and each receipt says its own share', async () => {
    api.clock.advance(acceptedCooldownMs);
    const next = row(await plan(), 5);
    const [first] = next.paymentIds as number[];
    const second = await pay(5_000);
    api.clock.advance(settlementMs);
    expect(row(await plan(), 5)).toMatchObject({
      amountPaid: 12_750 + 5_000,
      paymentIds: [first, second.id],
    });
    expect((await receipt(second.id)).body.content.installments).toEqual([
      { scheduleRowId: next.id, installment: 5, dueDate: next.dueDate, amountApplied: 5_000 },
    ]);
    // The earlier receipt still says what remained then, before the later payment.
    expect((await receipt(first!)).body.content.remainingBalance).toBe(
      (await receipt(second.id)).body.content.remainingBalance + 5_000,
    );
  });

  test('one refused when it settled (its plan no longer active) has no receipt', async () => {
    api.clock.advance(acceptedCooldownMs);
    const { id: planId } = await plan();
    const payment = await pay(1_000);
    await api.services.db.query("UPDATE payment_plans SET status = 'CONCLUDED' WHERE id = $1", [
      planId,
    ]);
    api.clock.advance(settlementMs);
    try {
      const answer = await receipt(payment.id);
      expect(answer.status).toBe(404);
      expect(answer.body.key).toBe('notFound');
      expect((await history()).find((event) => event.paymentId === payment.id)).toMatchObject({
        paymentStatus: 'INVALID',
      });
    } finally {
      await api.services.db.query("UPDATE payment_plans SET status = 'ACTIVE' WHERE id = $1", [
        planId,
      ]);
    }
  });
});

describe('who may read a receipt', () => {
  test('another student is refused the path before anything is looked up', async () => {
    const paymentId = row(await plan(), 0).paymentIds[0] as number;
    const answer = await api.request(
      'GET',
      `${s()}/payments/${paymentId}/receipt`,
      asUser(intruder),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.key).toBe('forbidden');
  });

  test('a payment that is not the student’s, or no payment at all, is not found', async () => {
    const paymentId = row(await plan(), 0).paymentIds[0] as number;
    for (const answer of [await receipt(paymentId, intruder), await receipt(2_000_000_000)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.key).toBe('notFound');
    }
  });
});
