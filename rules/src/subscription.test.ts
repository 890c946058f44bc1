import { describe, expect, test } from 'vitest';
import { refusal } from './test/refusal';
import {
  cancelledSubscription,
  declinedRenewal,
  endedSubscription,
  newSubscription,
  periodEndAction,
  periodEnd,
  renewalNoticeWanted,
  renewedSubscription,
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

  test('a past-due plan is still running: another card only changes the card', () => {
    const pastDue = { ...active, status: 'PAST_DUE' as const };
    expect(subscriptionChange(pastDue, { plan: 'MONTHLY', paymentMethodId: 2 }, null, now)).toBe(
      'changeCard',
    );
    expect(subscriptionChange(pastDue, { plan: 'YEARLY', paymentMethodId: 2 }, null, now)).toBe(
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

  test('cancelling a past-due plan ends it at once', () => {
    expect(cancelledSubscription({ ...active, status: 'PAST_DUE' })).toEqual({
      status: 'CANCELLED',
      plan: 'MONTHLY',
      paymentMethodId: 1,
    });
  });

  test('an ended subscription keeps its plan and card, with no period or price', () => {
    expect(endedSubscription(active)).toEqual({
      status: 'CANCELLED',
      plan: 'MONTHLY',
      paymentMethodId: 1,
    });
    expect(endedSubscription({ status: 'NONE' })).toEqual({ status: 'CANCELLED' });
  });
});

describe('a coach subscription at the end of its period', () => {
  const at = (iso: string) => Date.parse(iso);

  test('renews from midnight of its last day where the coach lives, not before', () => {
    expect(periodEndAction(active, 'UTC', at('2026-04-29T23:59:59Z'))).toBeNull();
    expect(periodEndAction(active, 'UTC', at('2026-04-30T00:00:00Z'))).toBe('renew');
    // 04:00 UTC on the 30th is still the 29th in Chicago.
    expect(periodEndAction(active, 'America/Chicago', at('2026-04-30T04:00:00Z'))).toBeNull();
    expect(periodEndAction(active, null, at('2026-05-03T12:00:00Z'))).toBe('renew');
  });

  test('a cancelled plan ends; past due, ended or none does nothing', () => {
    const later = at('2026-05-01T12:00:00Z');
    expect(periodEndAction({ ...active, status: 'CANCELLED' }, 'UTC', later)).toBe('end');
    expect(periodEndAction({ ...active, status: 'PAST_DUE' }, 'UTC', later)).toBeNull();
    expect(periodEndAction(endedSubscription(active), 'UTC', later)).toBeNull();
    expect(periodEndAction({ status: 'NONE' }, 'UTC', later)).toBeNull();
  });

  test('a renewal paid runs the next period at the plan’s price', () => {
    expect(renewedSubscription({ ...active, price: 1 }, 'MONTHLY', '2026-04-30')).toEqual({
      ...active,
      currentPeriodEnd: '2026-05-30',
    });
    const yearly = { ...active, plan: 'YEARLY' as const, currentPeriodEnd: '2026-04-30' };
    expect(renewedSubscription(yearly, 'YEARLY', '2026-04-30')).toMatchObject({
      price: 29000,
      currentPeriodEnd: '2027-04-30',
    });
  });

  test('a declined renewal is past due in the unpaid period while retried, else ended', () => {
    expect(declinedRenewal(active, 'MONTHLY', '2026-04-30', '2026-05-03')).toEqual({
      ...active,
      status: 'PAST_DUE',
      currentPeriodEnd: '2026-05-30',
    });
    expect(declinedRenewal(active, 'MONTHLY', '2026-04-30', null)).toEqual(
      endedSubscription(active),
    );
  });

  test('a running yearly plan is told of its renewal in the 7 days before it', () => {
    const yearly = { ...active, plan: 'YEARLY' as const };
    expect(renewalNoticeWanted(yearly, 'UTC', at('2026-04-22T23:00:00Z'))).toBe(false);
    expect(renewalNoticeWanted(yearly, 'UTC', at('2026-04-23T00:00:00Z'))).toBe(true);
    expect(renewalNoticeWanted(yearly, 'UTC', at('2026-04-30T00:00:00Z'))).toBe(false);
    expect(renewalNoticeWanted(active, 'UTC', at('2026-04-25T00:00:00Z'))).toBe(false);
    const cancelled = { ...yearly, status: 'CANCELLED' as const };
    expect(renewalNoticeWanted(cancelled, 'UTC', at('2026-04-25T00:00:00Z'))).toBe(false);
  });
});
