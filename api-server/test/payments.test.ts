// Money safety of the payment endpoints: payments made at the same moment on one plan, and what
// becomes of a card number once the API has seen it; the account history line a payment writes;
// and what is due next once part of an installment is paid.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { acceptedCooldownMs, nextPayment, settlementMs } from '@hci/rules';
import { testCards } from '../src/payments/card-processor.js';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { addCard, asUser, studentPath } from './requests.js';

let api: TestApi;
let student: Session;
const s = () => studentPath(student);
const as = (body?: unknown) => asUser(student, body);

/** Every line the API writes to the console or stdout while the tests run (kept, not printed). */
const logged: string[] = [];

beforeAll(async () => {
  for (const level of ['info', 'error', 'warn', 'log'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
  vi.spyOn(process.stdout, 'write').mockImplementation((text: string | Uint8Array) => {
    logged.push(...String(text).split('\n').filter(Boolean));
    return true;
  });
  // Not quiet: every request line is written, as in production.
  api = await openTestApi({ quiet: false });
  student = await api.signIn(demo.student);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await api.close();
});

const firstPlan = async () => {
  const plans = await api.request('GET', `${s()}/payment_plans`, as());
  return plans.body.content[0] as Json;
};
const visa = async () => {
  const methods = await api.request('GET', `${s()}/payment_methods`, as());
  return (methods.body.content as Json[]).find((m) => m.last4 === '4242').id as number;
};

describe('the account history', () => {
  afterEach(() => api.clock.advance(settlementMs + acceptedCooldownMs));

  test('a payment adds a line naming its type in words, such as "Payment submitted (pre pay)", with its amount', async () => {
    const plan = await firstPlan();
    // Paying ahead: what is due today and $100 more.
    const amount = (plan.terms.amountDue as number) + 10_000;
    const paid = await api.request(
      'POST',
      `${s()}/payment_plans/${plan.id}/payments`,
      as({ type: 'PRE_PAY', amount, paymentMethodId: await visa() }),
    );
    expect(paid.status).toBe(201);
    expect(paid.body.content).toMatchObject({ type: 'PRE_PAY', amount });
    const history = await api.request('GET', `${s()}/account_history`, as());
    expect(history.body.content).toContainEqual(
      expect.objectContaining({
        type: 'PAYMENT',
        description: { kind: 'PAYMENT_SUBMITTED', params: { paymentType: 'PRE_PAY' } },
        amount,
      }),
    );
    // And the inbox says the card was charged, leading to the payments.
    const inbox = await api.request(
      'POST',
      `${s()}/communication_intents?page=0&size=100`,
      as({ channels: ['INBOX'] }),
    );
    expect(inbox.body.content).toContainEqual(
      expect.objectContaining({
        type: 'PAYMENT_RECEIVED',
        parameters: { amount, cardBrand: 'VISA', cardLast4: '4242' },
        link: '/settings/payment-information',
        createdAt: paid.body.content.createdAt,
      }),
    );
  });
});

describe('a declined payment', () => {
  test('leaves no payment behind, and the inbox says the card was declined, leading to the payments', async () => {
    const plan = await firstPlan();
    const card = (await addCard(api, student, testCards.declinedCharge)).body.content as Json;
    const path = `${s()}/payment_plans/${plan.id}/payments`;
    const payments = async () => {
      const [row] = await api.services.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM payments WHERE plan_id = $1',
        [plan.id],
      );
      return row!.count;
    };
    const before = await payments();
    const declined = await api.request(
      'POST',
      path,
      as({
        type: 'PRE_PAY',
        amount: 5_000 + (plan.terms.amountDue as number),
        paymentMethodId: card.id,
      }),
    );
    expect(declined.status).toBe(402);
    expect(declined.body.key).toBe('failedPay');
    expect(await payments()).toBe(before);
    const inbox = await api.request(
      'POST',
      `${s()}/communication_intents?page=0&size=100`,
      as({ channels: ['INBOX'] }),
    );
    expect(inbox.body.content).toContainEqual(
      expect.objectContaining({
        type: 'PAYMENT_FAILED',
        parameters: {
          amount: 5_000 + (plan.terms.amountDue as number),
          cardBrand: card.brand,
          cardLast4: testCards.declinedCharge.slice(-4),
        },
        link: '/settings/payment-information',
      }),
    );
  });
});

describe('payments made at the same moment on one plan', () => {
  afterEach(() => api.clock.advance(settlementMs + acceptedCooldownMs));

  test('only one of them is taken; the others answer paymentStatusInProgress and nothing is overpaid', async () => {
    const plan = await firstPlan();
    const path = `${s()}/payment_plans/${plan.id}`;
    const owedBefore = (await api.request('GET', path, as())).body.content.breakdown
      .totalRemaining as number;
    const paymentMethodId = await visa();
    const [before] = await api.services.db.query<{ last: number }>(
      'SELECT coalesce(max(id), 0)::int AS last FROM payments',
    );
    const bodies = [
      ...Array.from({ length: 4 }, () => ({ type: 'PAY_OFF', paymentMethodId })),
      ...Array.from({ length: 4 }, () => ({ type: 'CUSTOM', amount: owedBefore, paymentMethodId })),
    ];
    const answers = await Promise.all(
      bodies.map((body) => api.request('POST', `${path}/payments`, as(body))),
    );
    const taken = answers.filter((answer) => answer.status === 201);
    expect(taken).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.body.key).toBe('paymentStatusInProgress');
    }
    api.clock.advance(settlementMs);
    const after = (await api.request('GET', path, as())).body.content;
    expect(after.breakdown.totalRemaining).toBe(0);
    const [charged] = await api.services.db.query<{ total: number; n: number }>(
      "SELECT coalesce(sum(amount), 0)::int AS total, count(*)::int AS n FROM payments WHERE plan_id = $1 AND id > $2 AND status <> 'INVALID'",
      [plan.id, before!.last],
    );
    expect(charged).toEqual({ total: owedBefore, n: 1 });
    const [overpaid] = await api.services.db.query(
      'SELECT 1 FROM payment_schedule WHERE plan_id = $1 AND amount_paid > amount_due + tax_amount + interest_amount',
      [plan.id],
    );
    expect(overpaid).toBeUndefined();
  });
});

describe('a card number', () => {
  const cardNumber = '5105105105105100';

  async function databaseText() {
    const tables = await api.services.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    const rows: string[] = [];
    for (const { table_name } of tables) {
      const found = await api.services.db.query<{ row: string }>(
        `SELECT t::text AS row FROM "${table_name}" t`,
      );
      rows.push(...found.map((entry) => entry.row));
    }
    return rows.join('\n');
  }

  async function filesText(dir: string): Promise<string> {
    const parts: string[] = [];
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) parts.push(await filesText(full));
      else parts.push((await readFile(full)).toString('latin1'));
    }
    return parts.join('\n');
  }

  test('is kept nowhere: not in any table, not in the data files, not in a log line', async () => {
    const added = await api.request(
      'POST',
      `${s()}/payment_methods`,
      as({
        cardNumber,
        expirationMonth: 12,
        expirationYear: 2099,
        cvc: '123',
        holderName: 'Jordan Whitaker',
      }),
    );
    expect(added.status).toBe(201);
    expect(added.body.content.last4).toBe('5100');
    // The same card again, a declined one and a malformed request: the refusals leave no trace.
    const again = await api.request(
      'POST',
      `${s()}/payment_methods`,
      as({
        cardNumber,
        expirationMonth: 12,
        expirationYear: 2099,
        cvc: '123',
        holderName: 'Jordan Whitaker',
      }),
    );
    expect(again.body.key).toBe('cardAlreadyExist');
    const declined = await api.request(
      'POST',
      `${s()}/payment_methods`,
      as({
        cardNumber: testCards.declined,
        expirationMonth: 12,
        expirationYear: 2099,
        cvc: '123',
        holderName: 'Jordan Whitaker',
      }),
    );
    expect(declined.body.key).toBe('failedAddPaymentMethod');
    const malformed = await api.request(
      'POST',
      `${s()}/payment_methods`,
      as({ cardNumber, expirationMonth: 13, expirationYear: 2099, cvc: '1', holderName: 'J' }),
    );
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(malformed.body)).not.toContain(cardNumber);

    // The request lines of a turn of the event loop are written as it ends.
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged.some((line) => line.includes('/payment_methods'))).toBe(true);
    for (const number of [cardNumber, testCards.declined]) {
      expect(logged.filter((line) => line.includes(number))).toEqual([]);
      expect(await databaseText()).not.toContain(number);
      expect(await filesText(api.dataDir)).not.toContain(number);
    }
  });
});

describe('payments on two plans that settle at once', () => {
  /** A plan of the student's with two $100 rows due far ahead; its id. */
  const twoRowPlan = async (name: string) => {
    const [plan] = await api.services.db.query<{ id: number }>(
      `INSERT INTO payment_plans (student_id, name, net_tuition, installment_amount, installment_count)
       VALUES ($1, $2, 20000, 10000, 2) RETURNING id`,
      [student.studentId!, name],
    );
    await api.services.db.query(
      `INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due)
       VALUES ($1, 1, '2090-01-01', 10000), ($1, 2, '2090-02-01', 10000)`,
      [plan!.id],
    );
    return plan!.id;
  };
  const paidOn = async (planId: number) =>
    (
      await api.services.db.query<{ amount_paid: number }>(
        'SELECT amount_paid FROM payment_schedule WHERE plan_id = $1 ORDER BY installment',
        [planId],
      )
    ).map((row) => row.amount_paid);

  test('each plan’s open rows take that plan’s payment, oldest row first', async () => {
    const first = await twoRowPlan('A first plan');
    const second = await twoRowPlan('A second plan');
    const paymentMethodId = await visa();
    for (const [planId, amount] of [
      [first, 15_000],
      [second, 2_500],
    ]) {
      const paid = await api.request(
        'POST',
        `${s()}/payment_plans/${planId}/payments`,
        as({ type: 'CUSTOM', amount, paymentMethodId }),
      );
      expect(paid.status).toBe(201);
    }
    api.clock.advance(settlementMs);
    // The list settles every plan on its page with a payment due to settle, in one go.
    const plans = await api.request('GET', `${s()}/payment_plans`, as());
    expect(plans.status).toBe(200);
    expect(await paidOn(first)).toEqual([10_000, 5_000]);
    expect(await paidOn(second)).toEqual([2_500, 0]);
  });
});

describe('part of an installment paid', () => {
  test('the plan view, its schedule and the installment payment all say what is left: $302.50 of $553.00', async () => {
    const [created] = await api.services.db.query<{ id: number }>(
      `INSERT INTO payment_plans (student_id, name, net_tuition, installment_amount, installment_count)
       VALUES ($1, 'Two installments ahead', 110600, 55300, 2) RETURNING id`,
      [student.studentId!],
    );
    const planId = created!.id;
    await api.services.db.query(
      `INSERT INTO payment_schedule (plan_id, installment, due_date, amount_due)
       VALUES ($1, 1, '2090-01-01', 55300), ($1, 2, '2090-02-01', 55300)`,
      [planId],
    );
    const paymentMethodId = await visa();
    const paid = await api.request(
      'POST',
      `${s()}/payment_plans/${planId}/payments`,
      as({ type: 'CUSTOM', amount: 25_050, paymentMethodId }),
    );
    expect(paid.status).toBe(201);
    api.clock.advance(settlementMs);

    // Home reads the list's plan view.
    const plans = await api.request('GET', `${s()}/payment_plans?size=100`, as());
    const listed = (plans.body.content as Json[]).find((plan) => plan.id === planId)!;
    expect(listed.nextPayment).toEqual({ amount: 30_250, dueDate: '2090-01-01' });
    expect(listed.terms.amountDue).toBe(0);

    // The payment information page and the pay dialog read the detail: its view and its schedule.
    const detail = (await api.request('GET', `${s()}/payment_plans/${planId}`, as())).body
      .content as Json;
    expect(detail.nextPayment).toEqual(listed.nextPayment);
    expect(detail.schedule[0]).toMatchObject({ amountDue: 55_300, amountPaid: 25_050 });
    // The dialog works the installment's amount out by the same rule from what the detail holds.
    expect(nextPayment(detail.terms.amountDue, detail.schedule)).toEqual(listed.nextPayment);

    // And paying the installment charges exactly that.
    api.clock.advance(acceptedCooldownMs);
    const installment = await api.request(
      'POST',
      `${s()}/payment_plans/${planId}/payments`,
      as({ type: 'INSTALLMENT', paymentMethodId }),
    );
    expect(installment.status).toBe(201);
    expect(installment.body.content.amount).toBe(30_250);
    api.clock.advance(settlementMs + acceptedCooldownMs);
  });
});
