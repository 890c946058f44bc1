// A coach's subscription: a new plan is charged at once and starts a period; the same plan, still
// paid for, only changes the card.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testCards } from '../src/payments/card-processor.js';
import type { Json, Session, TestApi } from './harness.js';
import { demo, openTestApi } from './harness.js';
import { addCard, asUser } from './requests.js';

let api: TestApi;
let coach: Session;
beforeAll(async () => {
  api = await openTestApi();
  coach = await api.signIn(demo.coach, 'coach');
});
afterAll(() => api.close());

const subscribe = (plan: 'MONTHLY' | 'YEARLY', paymentMethodId: number) =>
  api.request(
    'PUT',
    `/coaches/${coach.coachId}/subscription`,
    asUser(coach, { plan, paymentMethodId }),
  );
const card = async (cardNumber: string) =>
  ((await addCard(api, coach, cardNumber)).body.content as Json).id as number;

test('another card on the running plan charges nothing and keeps the period; a new plan is charged', async () => {
  const good = await card('4242424242424242');
  const declining = await card(testCards.declinedCharge);

  const yearly = await subscribe('YEARLY', good);
  expect(yearly.status).toBe(200);
  const periodEnd = yearly.body.content.currentPeriodEnd as string;

  // A charge to this card would be declined: the change succeeds because nothing is charged.
  const cardOnly = await subscribe('YEARLY', declining);
  expect(cardOnly.status).toBe(200);
  expect(cardOnly.body.content).toMatchObject({
    status: 'ACTIVE',
    plan: 'YEARLY',
    paymentMethodId: declining,
    currentPeriodEnd: periodEnd,
  });

  const monthly = await subscribe('MONTHLY', declining);
  expect(monthly.status).not.toBe(200);

  // Only the yearly plan was charged: one invoice for it, above the demo coach's past ones.
  const invoices = await api.request(
    'GET',
    `/coaches/${coach.coachId}/subscription/invoices`,
    asUser(coach),
  );
  expect(invoices.status).toBe(200);
  const [latest, ...past] = invoices.body.content as Json[];
  expect(latest).toMatchObject({
    status: 'PAID',
    plan: 'YEARLY',
    amount: 29000,
    periodEnd,
    brand: 'VISA',
    last4: '4242',
  });
  expect(latest!.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
  expect(past.map((invoice) => invoice.plan)).toEqual(['MONTHLY', 'MONTHLY']);
});
