// The product charging installments on its own: on the due date where the student lives, once
// however often (or on however many instances) the jobs run, with a receipt, and with retries,
// a failure mail and an at-once retry when a declined card is replaced.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maxChargeAttempts } from '@hci/rules';
import { runDueJobs } from '../src/jobs/index.js';
import { testCards } from '../src/payments/card-processor.js';
import type { Json, TestApi } from './harness.js';
import { demo } from './harness.js';
import { addCard, type DemoStudent, openAsDemoStudent } from './requests.js';

let me: DemoStudent;
let api: TestApi;
const s = () => me.path();
const as = (body?: unknown) => me.as(body);
const dayMs = 86_400_000;

beforeAll(async () => {
  me = await openAsDemoStudent();
  ({ api } = me);
});
afterAll(() => api.close());

/** The first installment to be charged automatically that is not yet due. */
const nextAutomatic = async () => {
  const { schedule } = await me.plan();
  return (schedule as Json[]).find(
    (row) => row.captureMethod === 'AUTOMATIC' && row.status === 'PENDING',
  );
};

const payments = async () =>
  api.services.db.query<{ id: number; amount: number; status: string; type: string }>(
    'SELECT id, amount, status, type FROM payments WHERE student_id = $1 ORDER BY id',
    [me.session.studentId!],
  );
const latestInbox = async () => {
  const [row] = await api.services.db.query<{ type: string; parameters: Json; link: string }>(
    'SELECT type, parameters, link FROM communication_intents WHERE student_id = $1 ORDER BY id DESC LIMIT 1',
    [me.session.studentId!],
  );
  return row!;
};
const mails = async () =>
  (await api.request('GET', `/dev/mailbox?email=${demo.student}`)).body.content as Json[];

describe('auto-pay on the due date', () => {
  test('the day before, nothing is charged; on the day, the installment is charged once, with its receipt', async () => {
    const row = await nextAutomatic();
    const before = await payments();
    const dayBefore = new Date(Date.parse(row.dueDate) - dayMs).toISOString().slice(0, 10);
    await me.moveTo(dayBefore);
    await runDueJobs(api.services);
    expect(await payments()).toEqual(before);

    await me.moveTo(row.dueDate);
    // Two workers at once, then again: one charge.
    await Promise.all([runDueJobs(api.services), runDueJobs(api.services)]);
    await runDueJobs(api.services);
    const after = await payments();
    expect(after).toHaveLength(before.length + 1);
    const charged = after.at(-1)!;
    expect(charged).toMatchObject({
      status: 'ACCEPTED',
      type: 'INSTALLMENT',
      amount: row.amountDue + row.taxAmount - row.amountPaid,
    });

    const paid = (await me.plan()).schedule.find((r: Json) => r.id === row.id);
    expect(paid.status).toBe('PAID');
    expect(await latestInbox()).toMatchObject({ type: 'PAYMENT_RECEIVED' });
    const receipt = (await mails()).find((mail) => mail.subject.startsWith('Receipt'));
    expect(receipt.subject).toContain('$');
    expect(receipt.text).toContain(`/settings/payment-information/receipts/${charged.id}`);
    expect(receipt.html).toContain('<!doctype html>');
    // A receipt always goes: it names no topic to unsubscribe from.
    expect(receipt.headers).toBeUndefined();
    const history = await api.services.db.query<{ kind: string; performed_by: string }>(
      'SELECT kind, performed_by FROM account_history WHERE payment_id = $1',
      [charged.id],
    );
    expect(history).toEqual([{ kind: 'INSTALLMENT_PAID', performed_by: 'SYSTEM' }]);
  });

  test('a declined card fails softly: mailed and told in the inbox, retried 3, 5 and 7 days later, then no more', async () => {
    const declining = await addCard(api, me.session, testCards.declinedCharge, {
      makeDefault: true,
    });
    expect(declining.status).toBe(201);
    const row = await nextAutomatic();
    // The plan names no card for the row: the default (declining) one is charged.
    await api.services.db.query(
      'UPDATE payment_schedule SET payment_method_id = NULL WHERE id = $1',
      [row.id],
    );
    const before = await payments();
    await me.moveTo(row.dueDate);
    await runDueJobs(api.services);
    expect(await payments()).toEqual(before);
    const failed = await latestInbox();
    expect(failed.type).toBe('AUTO_PAYMENT_FAILED');
    expect(failed.parameters).toMatchObject({
      installment: row.installment,
      amount: row.amountDue + row.taxAmount - row.amountPaid,
      cardLast4: '0341',
    });
    // It leads to the card page: a new card is tried at once.
    expect(failed.link).toBe('/settings/payment-method');
    const mail = (await mails())[0];
    expect(mail.subject).toBe('Your payment failed: update your card');
    expect(mail.text).toContain('/settings/payment-method');
    // Tried again 3 days after the first attempt, the mail says.
    const retryDay = new Date(Date.parse(row.dueDate) + 3 * dayMs);
    expect(mail.text).toContain(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(retryDay),
    );
    expect((await me.plan()).schedule.find((r: Json) => r.id === row.id).status).toBe('FAILED');

    const attempts = () =>
      api.services.db.query<{ attempt: number; outcome: string; retry_on: string | null }>(
        'SELECT attempt, outcome, retry_on FROM installment_charges WHERE schedule_row_id = $1 ORDER BY attempt',
        [row.id],
      );
    for (const days of [3, 5, 7]) {
      await me.moveTo(new Date(Date.parse(row.dueDate) + days * dayMs).toISOString().slice(0, 10));
      await runDueJobs(api.services);
    }
    const made = await attempts();
    expect(made.map((a) => a.outcome)).toEqual(Array(maxChargeAttempts).fill('DECLINED'));
    expect(made.at(-1)!.retry_on).toBeNull();
    await me.moveTo(new Date(Date.parse(row.dueDate) + 20 * dayMs).toISOString().slice(0, 10));
    await runDueJobs(api.services);
    expect(await attempts()).toHaveLength(maxChargeAttempts);

    // A new default card: tried again at once, and paid.
    const good = await addCard(api, me.session, '5555555555554444', { makeDefault: true });
    expect(good.status).toBe(201);
    await runDueJobs(api.services);
    expect((await attempts()).at(-1)!.outcome).toBe('ACCEPTED');
    expect((await me.plan()).schedule.find((r: Json) => r.id === row.id).status).toBe('PAID');
  });

  test('a stolen card is a hard decline: never retried; auto-pay turned off stops retries', async () => {
    await addCard(api, me.session, testCards.stolen, { makeDefault: true });
    const row = await nextAutomatic();
    await api.services.db.query(
      'UPDATE payment_schedule SET payment_method_id = NULL WHERE id = $1',
      [row.id],
    );
    await me.moveTo(row.dueDate);
    await runDueJobs(api.services);
    const [attempt] = await api.services.db.query<{ decline_code: string; retry_on: null }>(
      'SELECT decline_code, retry_on FROM installment_charges WHERE schedule_row_id = $1',
      [row.id],
    );
    expect(attempt).toEqual({ decline_code: 'stolen_card', retry_on: null });
    expect((await mails())[0].text).toContain('will not be tried again');

    // Turned off, a card change retries nothing.
    const off = await api.request('PUT', `${s()}/auto_pay`, as({ autoPay: false }));
    expect(off.status).toBe(200);
    const visa = (
      (await api.request('GET', `${s()}/payment_methods`, as())).body.content as Json[]
    ).find((m) => m.last4 === '4242');
    const madeDefault = await api.request(
      'POST',
      `${s()}/payment_methods/${visa.id}/default`,
      as(),
    );
    expect(madeDefault.status).toBe(200);
    await runDueJobs(api.services);
    const [still] = await api.services.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM installment_charges WHERE schedule_row_id = $1',
      [row.id],
    );
    expect(still!.count).toBe(1);
  });

  test('a declined installment is tried again at once on the card made default, not on the card it named', async () => {
    expect((await api.request('PUT', `${s()}/auto_pay`, as({ autoPay: true }))).status).toBe(200);
    const cards = (await api.request('GET', `${s()}/payment_methods`, as())).body.content as Json[];
    const declining = cards.find((m) => m.last4 === testCards.declinedCharge.slice(-4));
    const good = cards.find((m) => m.last4 === '4444');
    expect(good.isDefault).toBe(false);
    // Enrolled with the declining card: the installment names it.
    const row = await nextAutomatic();
    await api.services.db.query(
      'UPDATE payment_schedule SET payment_method_id = $2 WHERE id = $1',
      [row.id, declining.id],
    );
    await me.moveTo(row.dueDate);
    await runDueJobs(api.services);
    expect((await me.plan()).schedule.find((r: Json) => r.id === row.id).status).toBe('FAILED');

    // The failure mail's advice: another card, made the default, and the charge is tried at once.
    const made = await api.request('POST', `${s()}/payment_methods/${good.id}/default`, as());
    expect(made.status).toBe(200);
    await runDueJobs(api.services);
    const [last] = await api.services.db.query<{ outcome: string; payment_method_id: number }>(
      'SELECT outcome, payment_method_id FROM installment_charges WHERE schedule_row_id = $1 ORDER BY attempt DESC LIMIT 1',
      [row.id],
    );
    expect(last).toEqual({ outcome: 'ACCEPTED', payment_method_id: good.id });
    const paid = (await me.plan()).schedule.find((r: Json) => r.id === row.id);
    expect(paid).toMatchObject({ status: 'PAID', last4: '4444' });
  });
});
