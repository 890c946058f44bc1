// A coach's subscription renewing on its own: at the end of its period, where the coach lives,
// charged once however often (or on however many instances) the jobs run, with an invoice and a
// mail; past due and retried after a decline, ended after the last; ended, not charged, when
// cancelled; and a yearly plan told of its renewal a week ahead.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maxChargeAttempts } from '@hci/rules';
import { runDueJobs } from '../src/jobs/index.js';
import { testCards } from '../src/payments/card-processor.js';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { addCard, asUser } from './requests.js';

let api: TestApi;
let coach: Session;
const dayMs = 86_400_000;
const cards: Record<'good' | 'declining' | 'stolen', number> = { good: 0, declining: 0, stolen: 0 };

beforeAll(async () => {
  api = await openTestApi();
  api.clock.stop();
  coach = await api.signIn(demo.coach, 'coach');
  const add = async (number: string) =>
    ((await addCard(api, coach, number)).body.content as Json).id as number;
  cards.good = await add('4242424242424242');
  cards.declining = await add(testCards.declinedCharge);
  cards.stolen = await add(testCards.stolen);
});
afterAll(() => api.close());

const path = () => `/coaches/${coach.coachId}/subscription`;
const subscription = async () =>
  (await api.request('GET', path(), asUser(coach))).body.content as Json;
const subscribe = (plan: 'MONTHLY' | 'YEARLY', card: keyof typeof cards) =>
  api.request('PUT', path(), asUser(coach, { plan, paymentMethodId: cards[card] }));
const invoices = async () =>
  (await api.request('GET', `${path()}/invoices`, asUser(coach))).body.content as Json[];
const mails = async () =>
  (await api.request('GET', `/dev/mailbox?email=${demo.coach}`)).body.content as Json[];
const attempts = (periodStart: string) =>
  api.services.db.query<{ attempt: number; outcome: string; retry_on: string | null }>(
    `SELECT attempt, outcome, retry_on::text AS retry_on FROM subscription_renewals
     WHERE coach_id = $1 AND period_start = $2 ORDER BY attempt`,
    [coach.coachId!, periodStart],
  );

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(day) + days * dayMs).toISOString().slice(0, 10);
/** A day as the demo coach's mails write it: she reads Spanish. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/**
 * Moves the clock to 17:00 UTC of `day` (daytime wherever the demo coach lives), signs in again
 * (the access token has long expired by then) and runs what fell due.
 */
const moveTo = async (day: string, workers = 1) => {
  const target = Date.parse(`${day}T17:00:00Z`);
  api.clock.advance(Math.max(0, target - api.clock.now()));
  coach = await api.signIn(demo.coach, 'coach');
  await Promise.all(Array.from({ length: workers }, () => runDueJobs(api.services)));
};

describe('a coach subscription at the end of its period', () => {
  test('the day before, nothing; on the day, renewed once, its invoice listed and mailed', async () => {
    // The running monthly plan, paid from now with the good card (only the card changes).
    expect((await subscribe('MONTHLY', 'good')).status).toBe(200);
    const end = (await subscription()).currentPeriodEnd as string;
    const before = await invoices();

    await moveTo(dayAfter(end, -1));
    expect(await invoices()).toEqual(before);
    expect((await subscription()).currentPeriodEnd).toBe(end);

    // Two workers at once, then again: one charge.
    await moveTo(end, 2);
    await runDueJobs(api.services);
    const after = await invoices();
    expect(after).toHaveLength(before.length + 1);
    const renewed = after[0]!;
    expect(renewed).toMatchObject({
      status: 'PAID',
      plan: 'MONTHLY',
      amount: 2900,
      periodStart: end,
      last4: '4242',
    });
    expect(await subscription()).toMatchObject({
      status: 'ACTIVE',
      price: 2900,
      currentPeriodEnd: renewed.periodEnd,
      paymentMethodId: cards.good,
    });
    const [charges] = await api.services.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM card_charges WHERE purpose = 'SUBSCRIPTION' AND subject_id = $1 AND created_at >= $2",
      [coach.coachId!, `${end}T00:00:00Z`],
    );
    expect(charges!.count).toBe(1);

    // In the coach's language (Spanish), linking to the invoice in the coach app.
    const receipts = (await mails()).filter((mail) => mail.subject.startsWith('Factura'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toBe(`Factura ${renewed.invoiceNumber}: tu suscripción se renovó`);
    expect(receipts[0].text).toContain(`/subscription/invoices/${renewed.invoiceId}`);
    expect(receipts[0].text).toContain('29,00');
    expect(receipts[0].text).toContain(longDay(end));
    expect(receipts[0].html).toContain('<!doctype html>');
  });

  test('a decline makes it past due, mailed; retried on its day, and at once on a new card', async () => {
    expect((await subscribe('MONTHLY', 'declining')).status).toBe(200);
    const end = (await subscription()).currentPeriodEnd as string;
    const before = await invoices();

    await moveTo(end);
    expect(await invoices()).toEqual(before);
    // Past due in the period it did not pay.
    const pastDue = await subscription();
    expect(pastDue.status).toBe('PAST_DUE');
    expect(pastDue.currentPeriodEnd > end).toBe(true);
    const failed = (await mails())[0];
    expect(failed.subject).toBe('Tu suscripción no se renovó: actualiza tu tarjeta');
    expect(failed.text).toContain(longDay(dayAfter(end, 3)));
    expect(failed.text).toMatch(/\/subscription(\s|$)/);

    await moveTo(dayAfter(end, 3));
    expect((await attempts(end)).map((a) => a.outcome)).toEqual(['DECLINED', 'DECLINED']);

    // The good card chosen for it: tried again at once, and renewed for the unpaid period.
    expect((await subscribe('MONTHLY', 'good')).status).toBe(200);
    await runDueJobs(api.services);
    expect((await attempts(end)).map((a) => a.outcome)).toEqual([
      'DECLINED',
      'DECLINED',
      'ACCEPTED',
    ]);
    const [paid] = await invoices();
    expect(paid).toMatchObject({ periodStart: end, last4: '4242' });
    expect(await subscription()).toMatchObject({
      status: 'ACTIVE',
      currentPeriodEnd: paid!.periodEnd,
    });
  });

  test('declined on every retry (3, 5 and 7 days on), it ends, and is not tried again', async () => {
    expect((await subscribe('MONTHLY', 'declining')).status).toBe(200);
    const end = (await subscription()).currentPeriodEnd as string;
    await moveTo(end);
    for (const days of [3, 5, 7]) await moveTo(dayAfter(end, days));
    const made = await attempts(end);
    expect(made.map((a) => a.outcome)).toEqual(Array(maxChargeAttempts).fill('DECLINED'));
    expect(made.at(-1)!.retry_on).toBeNull();
    expect(await subscription()).toEqual({
      status: 'CANCELLED',
      plan: 'MONTHLY',
      paymentMethodId: cards.declining,
    });
    expect((await mails())[0].text).toContain('tu suscripción ha terminado');

    await moveTo(dayAfter(end, 40));
    expect(await attempts(end)).toHaveLength(maxChargeAttempts);
  });

  test('a stolen card is a hard decline: not retried, the subscription ends', async () => {
    // Ended, the plan is bought anew (charged now), then paid with the stolen card.
    expect((await subscribe('MONTHLY', 'good')).status).toBe(200);
    expect((await subscribe('MONTHLY', 'stolen')).status).toBe(200);
    const end = (await subscription()).currentPeriodEnd as string;
    await moveTo(end);
    expect(await attempts(end)).toEqual([{ attempt: 1, outcome: 'DECLINED', retry_on: null }]);
    expect((await subscription()).status).toBe('CANCELLED');
    expect((await subscription()).currentPeriodEnd).toBeUndefined();

    await moveTo(dayAfter(end, 3));
    expect(await attempts(end)).toHaveLength(1);
  });

  test('cancelled, it is not charged at the end of its period, and ends then', async () => {
    expect((await subscribe('MONTHLY', 'good')).status).toBe(200);
    const end = (await subscription()).currentPeriodEnd as string;
    expect((await api.request('DELETE', path(), asUser(coach))).status).toBe(200);
    const before = await invoices();

    await moveTo(dayAfter(end, -1));
    expect((await subscription()).currentPeriodEnd).toBe(end);
    await moveTo(end);
    expect(await invoices()).toEqual(before);
    expect(await attempts(end)).toEqual([]);
    expect(await subscription()).toEqual({
      status: 'CANCELLED',
      plan: 'MONTHLY',
      paymentMethodId: cards.good,
    });
  });

  test('a yearly plan is told of its renewal 7 days ahead, once', async () => {
    expect((await subscribe('YEARLY', 'good')).status).toBe(200);
    const end = (await subscription()).currentPeriodEnd as string;
    const notices = async () =>
      (await mails()).filter((mail) => mail.subject.startsWith('Tu plan anual se renueva'));

    await moveTo(dayAfter(end, -8));
    expect(await notices()).toEqual([]);
    await moveTo(dayAfter(end, -7), 2);
    await moveTo(dayAfter(end, -6));
    const sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe(`Tu plan anual se renueva el ${longDay(end)}`);
    expect(sent[0].text).toContain('290,00');
    expect(sent[0].text).toContain('Visa terminada en 4242');

    await moveTo(end);
    expect((await invoices())[0]).toMatchObject({
      plan: 'YEARLY',
      amount: 29000,
      periodStart: end,
    });
    expect(await notices()).toHaveLength(1);
  });
});
