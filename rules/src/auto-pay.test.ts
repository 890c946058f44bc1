import { describe, expect, test } from 'vitest';
import {
  dayIn,
  installmentDueNow,
  isHardDecline,
  maxChargeAttempts,
  nextChargeAttempt,
  paymentReminderDue,
  renewalNoticeDue,
  sessionReminderDue,
} from './auto-pay';

const at = (iso: string) => Date.parse(iso);

describe('automatic charges', () => {
  test('a soft decline is tried again 3, 5 and 7 days after the first attempt, then no more', () => {
    expect(nextChargeAttempt('2026-12-01', 1, 'insufficient_funds')).toBe('2026-12-04');
    expect(nextChargeAttempt('2026-12-01', 2, 'over_limit')).toBe('2026-12-06');
    expect(nextChargeAttempt('2026-12-01', 3, 'insufficient_funds')).toBe('2026-12-08');
    expect(nextChargeAttempt('2026-12-01', maxChargeAttempts, 'insufficient_funds')).toBeNull();
  });

  test('a hard decline (stolen, lost, expired, closed) is never tried again', () => {
    for (const code of ['stolen_card', 'lost_card', 'expired_card', 'closed_account'] as const) {
      expect(isHardDecline(code)).toBe(true);
      expect(nextChargeAttempt('2026-12-01', 1, code)).toBeNull();
    }
    expect(isHardDecline('insufficient_funds')).toBe(false);
  });

  test('an installment falls due at midnight where the student lives', () => {
    // 2026-12-01 04:30 UTC is still November 30 in Chicago, already December 1 in Madrid.
    const now = at('2026-12-01T04:30:00Z');
    expect(dayIn('America/Chicago', now)).toBe('2026-11-30');
    expect(installmentDueNow('2026-12-01', 'America/Chicago', now)).toBe(false);
    expect(installmentDueNow('2026-12-01', 'Europe/Madrid', now)).toBe(true);
    expect(installmentDueNow('2026-11-15', 'America/Chicago', now)).toBe(true);
  });

  test('an unknown or missing zone counts days in UTC', () => {
    const now = at('2026-12-01T04:30:00Z');
    expect(dayIn('Mars/Olympus_Mons', now)).toBe('2026-12-01');
    expect(dayIn(null, now)).toBe('2026-12-01');
  });
});

describe('what people are told ahead', () => {
  test('a payment reminder goes out from 3 days before the due date until it', () => {
    const due = '2026-12-10';
    expect(paymentReminderDue(due, 'UTC', at('2026-12-06T12:00:00Z'))).toBe(false);
    expect(paymentReminderDue(due, 'UTC', at('2026-12-07T00:00:00Z'))).toBe(true);
    expect(paymentReminderDue(due, 'UTC', at('2026-12-09T23:59:00Z'))).toBe(true);
    expect(paymentReminderDue(due, 'UTC', at('2026-12-10T00:00:00Z'))).toBe(false);
  });

  test('a yearly renewal is announced from 7 days before the period ends', () => {
    expect(renewalNoticeDue('2027-01-08', '2027-01-01')).toBe(true);
    expect(renewalNoticeDue('2027-01-08', '2026-12-31')).toBe(false);
    expect(renewalNoticeDue('2027-01-08', '2027-01-08')).toBe(false);
  });

  test('a session is recalled from 24 hours before it starts until it starts', () => {
    const startsAt = '2026-12-02T15:00:00Z';
    expect(sessionReminderDue(startsAt, at('2026-12-01T14:59:00Z'))).toBe(false);
    expect(sessionReminderDue(startsAt, at('2026-12-01T15:00:00Z'))).toBe(true);
    expect(sessionReminderDue(startsAt, at('2026-12-02T15:00:00Z'))).toBe(false);
  });
});
