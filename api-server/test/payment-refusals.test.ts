// What a client is told when a payment request is refused: the status, the catalogue key and the
// message, for a plan, payment, card or transfer that is not the caller's, a card named twice or one
// that cannot be removed yet, a payment with a card the student no longer has; and that the first
// transfer, being free, is not refused for want of a card. The other tests checked these answers'
// keys or statuses at most, so a blank message, or a missing record answered with a 500, went
// unnoticed.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { refused } from '@hci/rules/test';
import { addCard, asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
let other: Session;
const notFound = (message: string) => refused('notFound', message, 404);

const cards = async (session: Session) =>
  (await api.request('GET', `${studentPath(session)}/payment_methods`, asUser(session))).body
    .content as Json[];
const activePlan = async () => {
  const plans = await api.request('GET', `${studentPath(student)}/payment_plans`, asUser(student));
  return (plans.body.content as Json[]).find((p) => p.status === 'ACTIVE');
};
const pendingTransfers = async () =>
  (await api.request('GET', `${studentPath(student)}/transfers?status=PENDING`, asUser(student)))
    .body.content as Json[];

beforeAll(async () => {
  api = await openTestApi();
  student = await api.signIn(demo.student);
  other = await api.signIn(demo.studentCoach);
});
afterAll(() => api.close());

describe("another student's records, named under one's own path", () => {
  test("a payment plan that is not the student's is not found, to read or to pay", async () => {
    const plan = await activePlan();
    const path = `${studentPath(other)}/payment_plans/${plan.id}`;
    const read = await api.request('GET', path, asUser(other));
    expect(read.body).toEqual(notFound('No such payment plan'));
    const paid = await api.request(
      'POST',
      `${path}/payments`,
      asUser(other, { type: 'INSTALLMENT', paymentMethodId: (await cards(student))[0].id }),
    );
    expect(paid.body).toEqual(notFound('No such payment plan'));
  });

  test("a payment that is not the student's is not found", async () => {
    const [payment] = await api.services.db.query<{ id: number }>(
      'SELECT id FROM payments WHERE student_id = $1 LIMIT 1',
      [student.studentId!],
    );
    const read = await api.request(
      'GET',
      `${studentPath(other)}/payments/${payment!.id}`,
      asUser(other),
    );
    expect(read.body).toEqual(notFound('No such payment'));
    const own = await api.request(
      'GET',
      `${studentPath(student)}/payments/${payment!.id}`,
      asUser(student),
    );
    expect(own.status).toBe(200);
  });

  test("a card that is not the student's cannot be edited, removed or made the default, and stays as it was", async () => {
    const before = await cards(student);
    const card = before.find((m) => m.isDefault);
    const path = `${studentPath(other)}/payment_methods/${card.id}`;
    const edit = { expirationMonth: 1, expirationYear: 2040, holderName: 'Someone Else' };
    const answers = [
      await api.request('PUT', path, asUser(other, edit)),
      await api.request('DELETE', path, asUser(other)),
      await api.request('POST', `${path}/default`, asUser(other)),
    ];
    for (const answer of answers) expect(answer.body).toEqual(notFound('No such payment method'));
    expect(await cards(student)).toEqual(before);
  });

  test("a transfer that is not the student's cannot be confirmed or cancelled, and stays pending", async () => {
    const [transfer] = await pendingTransfers();
    const path = `${studentPath(other)}/transfers/${transfer.id}`;
    const confirmed = await api.request(
      'POST',
      `${path}/confirm`,
      asUser(other, { acceptTerms: true }),
    );
    expect(confirmed.body).toEqual(notFound('No such transfer'));
    const cancelled = await api.request('POST', `${path}/cancel`, asUser(other));
    expect(cancelled.body).toEqual(notFound('No such transfer'));
    expect((await pendingTransfers()).map((t) => t.id)).toContain(transfer.id);
  });
});

describe('cards', () => {
  test("a payment with another student's card, or a card the student removed, is refused with paymentRequestError", async () => {
    const plan = await activePlan();
    const theirs = await addCard(api, other, '5105105105105100');
    expect(theirs.status).toBe(201);
    const spare = (await cards(student)).find((m) => !m.isDefault);
    expect(
      (
        await api.request(
          'DELETE',
          `${studentPath(student)}/payment_methods/${spare.id}`,
          asUser(student),
        )
      ).status,
    ).toBe(204);
    for (const paymentMethodId of [theirs.body.content.id, spare.id]) {
      const paid = await api.request(
        'POST',
        `${studentPath(student)}/payment_plans/${plan.id}/payments`,
        asUser(student, { type: 'INSTALLMENT', paymentMethodId }),
      );
      expect(paid.body).toEqual(refused('paymentRequestError', 'Unknown payment method', 400));
    }
  });

  test('a card the student already stored is refused with cardAlreadyExist, and not stored twice', async () => {
    const first = await addCard(api, other, '6011111111111117');
    expect(first.status).toBe(201);
    // The same number with another expiry and holder is still the same card.
    const again = await addCard(api, other, '6011111111111117', {
      expirationYear: 2033,
      holderName: 'Another Name',
    });
    expect(again.body).toEqual(refused('cardAlreadyExist', 'This card is already stored', 409));
    expect((await cards(other)).filter((m) => m.last4 === '1117')).toHaveLength(1);
  });

  test('while a balance is owed, neither a card paying the schedule nor the default card can be removed, each refusal saying why', async () => {
    const onSchedule = (await cards(student)).find((m) => m.last4 === '4242');
    const assigned = await api.request(
      'DELETE',
      `${studentPath(student)}/payment_methods/${onSchedule.id}`,
      asUser(student),
    );
    expect(assigned.body).toEqual(
      refused(
        'paymentMethodAssignedDeleteError',
        'The card is assigned to a pending payment schedule',
        409,
      ),
    );
    const fresh = await addCard(api, student, '2223003122003222', { makeDefault: true });
    const byDefault = await api.request(
      'DELETE',
      `${studentPath(student)}/payment_methods/${fresh.body.content.id}`,
      asUser(student),
    );
    expect(byDefault.body).toEqual(
      refused(
        'paymentMethodDeleteDefaultError',
        'The default card cannot be removed until the balance is paid',
        409,
      ),
    );
    expect((await cards(student)).map((m) => m.id)).toEqual(
      expect.arrayContaining([onSchedule.id, fresh.body.content.id]),
    );
  });
});

describe('the first transfer', () => {
  test('is free, so a student with no default card can confirm it; its new rows name no card', async () => {
    // A student holding cards none of which is the default: the API never leaves one so.
    await api.services.db.query(
      'UPDATE payment_methods SET is_default = false WHERE student_id = $1',
      [student.studentId!],
    );
    const [transfer] = await pendingTransfers();
    const confirmed = await api.request(
      'POST',
      `${studentPath(student)}/transfers/${transfer.id}/confirm`,
      asUser(student, { acceptTerms: true }),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.content).toMatchObject({ status: 'CONFIRMED', fee: 0 });
    const plan = await activePlan();
    expect(plan.id).not.toBe(transfer.paymentPlanId);
    const rows = (
      await api.request('GET', `${studentPath(student)}/payment_plans/${plan.id}`, asUser(student))
    ).body.content.schedule as Json[];
    expect(rows).toHaveLength(transfer.newTerms.installmentCount);
    for (const row of rows) {
      expect(row.paymentMethodId).toBeUndefined();
      expect(row.last4).toBeUndefined();
    }
  });
});
