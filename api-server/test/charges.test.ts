// A card is charged once per purchase: requests at the same moment are decided one after another,
// and a request repeating an Idempotency-Key gets the first answer again without a second charge.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { acceptedCooldownMs, repeatPurchaseMs, settlementMs } from '@hci/rules';
import { ApiError } from '../src/http/errors.js';
import { claimLeaseMs, idempotencyKeyMs } from '../src/http/idempotency.js';
import type { Json, Session, TestApi, TestResponse } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { addCard, asUser, studentPath } from './requests.js';

let api: TestApi;
let coach: Session;
let student: Session;
let coachCard: number;
beforeAll(async () => {
  api = await openTestApi();
  coach = await api.signIn(demo.coach, 'coach');
  student = await api.signIn(demo.student);
  coachCard = ((await addCard(api, coach, '4242424242424242')).body.content as Json).id;
});
afterAll(() => api.close());
// Each test starts after the windows in which a purchase counts as a repeat of the last one.
afterEach(() => api.clock.advance(settlementMs + acceptedCooldownMs + repeatPurchaseMs));

const withKey = (session: Session, body: unknown, key?: string) => ({
  ...asUser(session, body),
  ...(key ? { headers: { 'idempotency-key': key } } : {}),
});
const subscribe = (plan: 'MONTHLY' | 'YEARLY', key?: string) =>
  api.request(
    'PUT',
    `/coaches/${coach.coachId}/subscription`,
    withKey(coach, { plan, paymentMethodId: coachCard }, key),
  );
const cancel = () => api.request('DELETE', `/coaches/${coach.coachId}/subscription`, asUser(coach));

/** Card charges recorded so far for a purpose. */
const charges = async (purpose: string) => {
  const [row] = await api.services.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM card_charges WHERE purpose = $1',
    [purpose],
  );
  return row!.n;
};

/** As if the process had stopped before keeping the answer of the request under `key`. */
const leaveInProgress = (key: string) =>
  api.services.db.query(
    'UPDATE idempotent_requests SET status = NULL, body = NULL WHERE key = $1',
    [key],
  );

const expectError = (response: TestResponse, status: number, key: string) => {
  expect(response.status).toBe(status);
  expect(response.body).toMatchObject({ status, key });
};

describe('the coach subscription', () => {
  test('ten purchases at once: one is charged and answers 200, the others 409', async () => {
    await cancel();
    const before = await charges('SUBSCRIPTION');
    const answers = await Promise.all(Array.from({ length: 10 }, () => subscribe('MONTHLY')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expectError(answer, 409, 'paymentStatusAccepted');
    }
    expect(await charges('SUBSCRIPTION')).toBe(before + 1);
  });

  test('ten purchases at once with one key: one charge, every answer the first one or 409', async () => {
    await cancel();
    const before = await charges('SUBSCRIPTION');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => subscribe('YEARLY', 'coach-yearly-at-once')),
    );
    const first = answers.find((a) => a.status === 200)!;
    expect(first.body.content).toMatchObject({ status: 'ACTIVE', plan: 'YEARLY' });
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body).toEqual(first.body);
      else expectError(answer, 409, 'paymentStatusInProgress');
    }
    expect(await charges('SUBSCRIPTION')).toBe(before + 1);
  });

  test('a repeated key gets the first answer even after the subscription changed, and charges nothing, for a day', async () => {
    await cancel();
    const before = await charges('SUBSCRIPTION');
    const first = await subscribe('MONTHLY', 'coach-monthly-1');
    expect(first.status).toBe(200);
    expect(await cancel()).toMatchObject({ body: { content: { status: 'CANCELLED' } } });

    const repeat = await subscribe('MONTHLY', 'coach-monthly-1');
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(await charges('SUBSCRIPTION')).toBe(before + 1);

    // The key with another request is refused, and charges nothing either.
    expectError(await subscribe('YEARLY', 'coach-monthly-1'), 422, 'idempotencyKeyReused');
    expect(await charges('SUBSCRIPTION')).toBe(before + 1);

    // A day later the key is forgotten: the request runs again.
    api.clock.advance(idempotencyKeyMs);
    coach = await api.signIn(demo.coach, 'coach');
    student = await api.signIn(demo.student);
    expect((await subscribe('MONTHLY', 'coach-monthly-1')).status).toBe(200);
    expect(await charges('SUBSCRIPTION')).toBe(before + 2);
  });

  test('a claim left behind after its charge committed answers as its request would have', async () => {
    await cancel();
    const before = await charges('SUBSCRIPTION');
    const first = await subscribe('MONTHLY', 'coach-left-charged');
    expect(first.status).toBe(200);
    await leaveInProgress('coach-left-charged');
    // Its request may still be running, for all a repeat knows, until the claim's lease ends.
    expectError(await subscribe('MONTHLY', 'coach-left-charged'), 409, 'paymentStatusInProgress');
    api.clock.advance(claimLeaseMs);
    const repeat = await subscribe('MONTHLY', 'coach-left-charged');
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(await charges('SUBSCRIPTION')).toBe(before + 1);
  });

  test('a claim its request left behind is taken over within 15 seconds, not minutes', async () => {
    await cancel();
    const before = await charges('SUBSCRIPTION');
    vi.spyOn(api.services.cards, 'charge').mockImplementationOnce(() => {
      throw new ApiError(402, 'failedPay', 'The card was declined');
    });
    expectError(await subscribe('MONTHLY', 'coach-crashed'), 402, 'failedPay');
    await leaveInProgress('coach-crashed');
    api.clock.advance(14_000);
    expectError(await subscribe('MONTHLY', 'coach-crashed'), 409, 'paymentStatusInProgress');
    api.clock.advance(1_000);
    expect((await subscribe('MONTHLY', 'coach-crashed')).status).toBe(200);
    expect(await charges('SUBSCRIPTION')).toBe(before + 1);
  });

  test('a claim left behind before any charge is taken over by a repeat, which runs once', async () => {
    await cancel();
    const before = await charges('SUBSCRIPTION');
    // A first run whose charge never committed: declined here, then its claim left in progress.
    vi.spyOn(api.services.cards, 'charge').mockImplementationOnce(() => {
      throw new ApiError(402, 'failedPay', 'The card was declined');
    });
    expectError(await subscribe('MONTHLY', 'coach-left-uncharged'), 402, 'failedPay');
    await leaveInProgress('coach-left-uncharged');
    expectError(await subscribe('MONTHLY', 'coach-left-uncharged'), 409, 'paymentStatusInProgress');
    api.clock.advance(claimLeaseMs);
    const retry = await subscribe('MONTHLY', 'coach-left-uncharged');
    expect(retry.status).toBe(200);
    expect(await charges('SUBSCRIPTION')).toBe(before + 1);
    const repeat = await subscribe('MONTHLY', 'coach-left-uncharged');
    expect([repeat.status, repeat.body]).toEqual([retry.status, retry.body]);
    expect(await charges('SUBSCRIPTION')).toBe(before + 1);
  });

  test('a key that is not 1 to 255 visible characters is refused before anything is charged', async () => {
    const before = await charges('SUBSCRIPTION');
    expectError(await subscribe('YEARLY', 'two words'), 400, 'badRequest');
    expectError(await subscribe('YEARLY', 'k'.repeat(256)), 400, 'badRequest');
    expect(await charges('SUBSCRIPTION')).toBe(before);
  });
});

describe('payments', () => {
  const pay = async (body: object, key: string) => {
    const plans = await api.request(
      'GET',
      `${studentPath(student)}/payment_plans`,
      asUser(student),
    );
    const plan = (plans.body.content as Json[]).find((p) => p.status === 'ACTIVE');
    const methods = await api.request(
      'GET',
      `${studentPath(student)}/payment_methods`,
      asUser(student),
    );
    const paymentMethodId = (methods.body.content as Json[])[0].id as number;
    return api.request(
      'POST',
      `${studentPath(student)}/payment_plans/${plan.id}/payments`,
      withKey(student, { paymentMethodId, ...body }, key),
    );
  };

  test('a repeated key gets the first answer again and charges nothing; with another body it is refused', async () => {
    const before = await charges('PAYMENT');
    const first = await pay({ type: 'CUSTOM', amount: 1_000 }, 'pay-ten-dollars');
    expect(first.status).toBe(201);

    const repeat = await pay({ type: 'CUSTOM', amount: 1_000 }, 'pay-ten-dollars');
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);

    expectError(
      await pay({ type: 'CUSTOM', amount: 2_000 }, 'pay-ten-dollars'),
      422,
      'idempotencyKeyReused',
    );
    expect(await charges('PAYMENT')).toBe(before + 1);
    const [payments] = await api.services.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments WHERE student_id = $1 AND amount = 1000',
      [student.studentId!],
    );
    expect(payments!.n).toBe(1);
  });
});

describe('a transfer fee', () => {
  test('two confirmations at once: one is taken and the fee is charged once', async () => {
    const s = studentPath(student);
    // The student's first transfer is free: take it, so the next one costs the fee.
    const pending = await api.request('GET', `${s}/transfers?status=PENDING`, asUser(student));
    const free = (pending.body.content as Json[])[0];
    const confirm = (transferId: number) =>
      api.request(
        'POST',
        `${s}/transfers/${transferId}/confirm`,
        asUser(student, { acceptTerms: true }),
      );
    expect((await confirm(free.id)).status).toBe(200);
    const [next] = await api.services.db.query<{ id: number }>(
      `INSERT INTO transfers (student_id, plan_id, from_cohort_id, to_cohort_id, installment_count)
       SELECT student_id, (SELECT id FROM payment_plans WHERE student_id = $1 AND status = 'ACTIVE'),
              from_cohort_id, to_cohort_id, 6
       FROM transfers WHERE id = $2 RETURNING id`,
      [student.studentId!, free.id],
    );
    const before = await charges('TRANSFER_FEE');

    const answers = await Promise.all([confirm(next!.id), confirm(next!.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await charges('TRANSFER_FEE')).toBe(before + 1);
  });
});

describe('a free purchase', () => {
  test('whose claim was left behind answers with that purchase, making no second one', async () => {
    const made = await api.request(
      'POST',
      `/coaches/${coach.coachId}/products`,
      asUser(coach, { title: 'Free starter guide', price: 0, type: 'PRODUCT', published: true }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const purchases = async () => {
      const [row] = await api.services.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM coach_product_purchases WHERE product_id = $1',
        [made.body.content.id],
      );
      return row!.n;
    };
    const buy = () =>
      api.request(
        'POST',
        '/coach_product_purchases',
        withKey(student, { coachId: coach.coachId, productId: made.body.content.id }, 'free-left'),
      );
    const first = await buy();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await leaveInProgress('free-left');
    api.clock.advance(claimLeaseMs);
    student = await api.signIn(demo.student);
    const repeat = await buy();
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    expect(await purchases()).toBe(1);
  });
});
