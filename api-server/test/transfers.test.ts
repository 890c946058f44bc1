// What a confirmed transfer charges and makes, and what becomes of a payment whose plan stopped
// being active before it settled.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { acceptedCooldownMs, settlementMs, transferFee } from '@hci/rules';
import { testCards } from '../src/payments/card-processor.js';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { addCard, asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
const s = () => studentPath(student);
const as = (body?: unknown) => asUser(student, body);

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
});
afterAll(() => api.close());

const activePlanId = async () => {
  const [plan] = await api.services.db.query<{ id: number }>(
    "SELECT id FROM payment_plans WHERE status = 'ACTIVE' AND student_id = $1 ORDER BY id DESC",
    [student.studentId!],
  );
  return plan!.id;
};

/** A pending transfer of the student's active plan, like the one the demo data holds. */
const pendingTransfer = async (installmentCount: number) => {
  const [row] = await api.services.db.query<{ id: number }>(
    `INSERT INTO transfers (student_id, plan_id, from_cohort_id, to_cohort_id, installment_count)
     SELECT $1, $2, from_cohort_id, to_cohort_id, $3 FROM transfers WHERE student_id = $1 LIMIT 1
     RETURNING id`,
    [student.studentId!, await activePlanId(), installmentCount],
  );
  return row!.id;
};

const confirm = (transferId: number, body: object = {}) =>
  api.request('POST', `${s()}/transfers/${transferId}/confirm`, as({ acceptTerms: true, ...body }));

const addStudentCard = async (cardNumber: string) =>
  (await addCard(api, student, cardNumber)).body.content as Json;

describe('confirming a transfer', () => {
  test('the first is free and moves what is owed onto a new plan of monthly rows, named for them and paid by the default card', async () => {
    const pending = await api.request('GET', `${s()}/transfers?status=PENDING`, as());
    const transfer = pending.body.content[0] as Json;
    const oldPlanId = transfer.paymentPlanId as number;
    const before = await api.request('GET', `${s()}/payment_plans/${oldPlanId}`, as());
    const remaining = before.body.content.breakdown.totalRemaining as number;

    const confirmed = await confirm(transfer.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.content).toMatchObject({ status: 'CONFIRMED', fee: 0 });

    const newPlanId = await activePlanId();
    expect(newPlanId).not.toBe(oldPlanId);
    const plan = (await api.request('GET', `${s()}/payment_plans/${newPlanId}`, as())).body.content;
    const rows = plan.schedule as Json[];
    const count = transfer.newTerms.installmentCount as number;
    expect(plan).toMatchObject({
      name: { kind: 'PLAN_TRANSFER_INSTALLMENTS', params: { installmentCount: count } },
      source: 'TRANSFER',
      status: 'ACTIVE',
    });
    expect(rows.map((r) => r.installment)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(rows.reduce((sum, r) => sum + r.amountDue, 0)).toBe(remaining);
    // Due a month apart, the first a month from today.
    const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
    const thisMonth = monthIndex(new Date(api.clock.now()).toISOString());
    expect(rows.map((r) => monthIndex(r.dueDate) - thisMonth)).toEqual(rows.map((_, i) => i + 1));
    const methods = (await api.request('GET', `${s()}/payment_methods`, as())).body
      .content as Json[];
    const defaultCard = methods.find((m) => m.isDefault);
    expect(rows.every((r) => r.last4 === defaultCard.last4)).toBe(true);

    const history = await api.request('GET', `${s()}/account_history`, as());
    expect(history.body.content).toContainEqual(
      expect.objectContaining({
        type: 'TRANSFER',
        description: { kind: 'TRANSFERRED', params: { cohort: transfer.toCohort.name } },
      }),
    );
    // The courses follow the student to the new cohort's dates, progress kept.
    const [dates] = await api.services.db.query<{ start: string; end: string }>(
      'SELECT start_date::text AS start, graduation_date::text AS "end" FROM cohorts WHERE id = $1',
      [transfer.toCohort.id],
    );
    const courses = (await api.request('GET', `${s()}/courses`, as())).body.content as Json[];
    const program = courses.find((c) => c.title === 'Health Coach Training Program: Foundations');
    expect(program).toMatchObject({ startDate: dates!.start, endDate: dates!.end });
    expect(program.completedModuleCount).toBeGreaterThan(0);
    // The old plan's open rows went with it.
    const old = (await api.request('GET', `${s()}/payment_plans/${oldPlanId}`, as())).body.content;
    expect(old.status).toBe('TRANSFERRED');
    // The other offer to move the same plan is withdrawn: there is nothing left for it to move.
    const others = (pending.body.content as Json[]).filter(
      (t) => t.id !== transfer.id && t.paymentPlanId === oldPlanId,
    );
    expect(others).not.toEqual([]);
    const after = await api.request('GET', `${s()}/transfers`, as());
    for (const other of others) {
      expect(after.body.content).toContainEqual(
        expect.objectContaining({ id: other.id, status: 'CANCELLED' }),
      );
      expect((await confirm(other.id)).body).toMatchObject({ key: 'transferNotPending' });
    }
  });

  test('a later one charges the fee: not to a card that declines, not without a card, then to the default card', async () => {
    const transferId = await pendingTransfer(3);

    const declining = await addStudentCard(testCards.declinedCharge);
    const declined = await confirm(transferId, { paymentMethodId: declining.id });
    expect(declined.status).toBe(409);
    expect(declined.body).toMatchObject({
      key: 'confirmTransferError',
      message: 'The transfer fee could not be charged: The card was declined',
    });

    await api.services.db.query(
      'UPDATE payment_methods SET is_default = false WHERE student_id = $1',
      [student.studentId!],
    );
    const noCard = await confirm(transferId);
    expect(noCard.status).toBe(409);
    expect(noCard.body).toMatchObject({
      key: 'confirmTransferError',
      message: 'No card to charge the transfer fee to',
    });
    const listed = await api.request('GET', `${s()}/transfers?status=PENDING`, as());
    expect((listed.body.content as Json[]).map((t) => t.id)).toContain(transferId);

    const visa = (
      (await api.request('GET', `${s()}/payment_methods`, as())).body.content as Json[]
    ).find((m) => m.last4 === '4242');
    await api.request('POST', `${s()}/payment_methods/${visa.id}/default`, as());
    const charged = await confirm(transferId);
    expect(charged.status).toBe(200);
    expect(charged.body.content).toMatchObject({ status: 'CONFIRMED', fee: transferFee });
    const history = await api.request('GET', `${s()}/account_history`, as());
    const transfers = (history.body.content as Json[]).filter((e) => e.type === 'TRANSFER');
    expect(transfers.map((e) => e.amount)).toContain(transferFee);
    const confirmed = await api.request('GET', `${s()}/transfers?status=CONFIRMED`, as());
    expect((confirmed.body.content as Json[]).map((t) => t.id)).toContain(transferId);
    expect((confirmed.body.content as Json[]).every((t) => t.status === 'CONFIRMED')).toBe(true);
  });
});

describe('a payment whose plan stops being active', () => {
  test('is refused on a plan that is no longer active', async () => {
    const [old] = await api.services.db.query<{ id: number }>(
      "SELECT id FROM payment_plans WHERE status = 'TRANSFERRED' AND student_id = $1",
      [student.studentId!],
    );
    const methods = (await api.request('GET', `${s()}/payment_methods`, as())).body
      .content as Json[];
    const paid = await api.request(
      'POST',
      `${s()}/payment_plans/${old!.id}/payments`,
      as({ type: 'PAY_OFF', paymentMethodId: methods[0].id }),
    );
    expect(paid.status).toBe(400);
    expect(paid.body).toMatchObject({
      key: 'paymentRequestError',
      message: 'The payment plan is not active',
    });
  });

  test('settles as not valid and pays nothing off when its plan stopped being active meanwhile', async () => {
    api.clock.advance(settlementMs + acceptedCooldownMs);
    const planId = await activePlanId();
    const path = `${s()}/payment_plans/${planId}`;
    const owedBefore = (await api.request('GET', path, as())).body.content.breakdown
      .totalRemaining as number;
    const methods = (await api.request('GET', `${s()}/payment_methods`, as())).body
      .content as Json[];
    const paid = await api.request(
      'POST',
      `${path}/payments`,
      as({ type: 'INSTALLMENT', paymentMethodId: methods[0].id }),
    );
    expect(paid.status).toBe(201);
    const history = await api.request('GET', `${s()}/account_history`, as());
    expect(history.body.content).toContainEqual(
      expect.objectContaining({
        type: 'PAYMENT',
        description: { kind: 'PAYMENT_SUBMITTED', params: { paymentType: 'INSTALLMENT' } },
        amount: paid.body.content.amount,
      }),
    );

    await api.services.db.query("UPDATE payment_plans SET status = 'CONCLUDED' WHERE id = $1", [
      planId,
    ]);
    api.clock.advance(settlementMs);
    const read = await api.request('GET', `${s()}/payments/${paid.body.content.id}`, as());
    expect(read.status).toBe(410);
    expect(read.body.key).toBe('paymentStatusInvalid');
    await api.services.db.query("UPDATE payment_plans SET status = 'ACTIVE' WHERE id = $1", [
      planId,
    ]);
    const owedAfter = (await api.request('GET', path, as())).body.content.breakdown
      .totalRemaining as number;
    expect(owedAfter).toBe(owedBefore);
  });
});
