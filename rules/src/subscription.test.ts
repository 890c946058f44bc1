import { describe, expect, test } from 'vitest';
import { refusal } from './test/refusal';
import {
  cancelledSubscription,
  newSubscription,
  periodEnd,
  repeatPurchaseMs,
  subscriptionChange,
  subscriptionInvoice,
  yearlySaving,
} from './subscription';

const now = Date.parse('2026-03-31T12:00:00Z');
const active = {
  status: 'ACTIVE' as const,
  plan: 'MONTHLY' as const,
  price: 2900,
  currentPeriodEnd: '2026-04-30',
  paymentMethodId: 1,
};

describe('a coach subscription', () => {
  test('the yearly plan saves on twelve monthly charges', () => {
    expect(yearlySaving).toBe(12 * 2900 - 29000);
  });

  test('a charge’s invoice is paid and numbered by the year of its charge', () => {
    const charge = {
      invoiceId: 12,
      plan: 'MONTHLY' as const,
      amount: 2900,
      chargedAt: '2026-03-01T09:00:00Z',
      periodStart: '2026-03-01',
      periodEnd: '2026-04-01',
      brand: 'VISA' as const,
      last4: '4242',
      reference: 'ch_1',
    };
    expect(subscriptionInvoice(charge)).toEqual({
      ...charge,
      invoiceNumber: '2026-000012',
      status: 'PAID',
    });
  });

  test('runs a month or a year; a month from the 31st ends on the next month’s last day', () => {
    expect(periodEnd('2026-03-31', 'MONTHLY')).toBe('2026-04-30');
    expect(periodEnd('2026-01-15', 'MONTHLY')).toBe('2026-02-15');
    expect(periodEnd('2028-02-29', 'YEARLY')).toBe('2029-02-28');
  });

  test('a new period is charged at the plan’s price', () => {
    expect(newSubscription({ plan: 'YEARLY', paymentMethodId: 2 }, '2026-03-31')).toEqual({
      status: 'ACTIVE',
      plan: 'YEARLY',
      price: 29000,
      currentPeriodEnd: '2027-03-31',
      paymentMethodId: 2,
    });
  });

  test('the plan already paid for only changes the card; another plan starts a new period', () => {
    expect(subscriptionChange(active, { plan: 'MONTHLY', paymentMethodId: 2 }, null, now)).toBe(
      'changeCard',
    );
    expect(subscriptionChange(active, { plan: 'YEARLY', paymentMethodId: 1 }, null, now)).toBe(
      'newPeriod',
    );
    expect(subscriptionChange({ ...active, status: 'CANCELLED' }, active, null, now)).toBe(
      'newPeriod',
    );
  });

  test('the same plan and card just after their charge is a repeat', () => {
    const justNow = new Date(now - repeatPurchaseMs + 1).toISOString();
    const earlier = new Date(now - repeatPurchaseMs).toISOString();
    expect(refusal(() => subscriptionChange(active, active, justNow, now))).toMatchObject({
      key: 'paymentStatusAccepted',
      status: 409,
    });
    expect(subscriptionChange(active, active, earlier, now)).toBe('changeCard');
  });

  test('cancelling keeps the period; without a subscription there is nothing to cancel', () => {
    expect(cancelledSubscription(active)).toEqual({ ...active, status: 'CANCELLED' });
    const none = { status: 'NONE' as const };
    expect(cancelledSubscription(none)).toBe(none);
  });
});
