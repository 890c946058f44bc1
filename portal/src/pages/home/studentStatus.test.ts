import { describe, expect, test } from 'vitest';
import type { PaymentPlan } from '@hci/api-schema';
import { studentStatus } from './studentStatus';

/** An active plan paid up to date; `owing` says what it owes next. */
const plan: PaymentPlan = {
  id: 1,
  name: { kind: 'PLAN_DEPOSIT_THEN_PAYMENTS', params: { installmentCount: 12 } },
  source: 'ENROLLMENT',
  status: 'ACTIVE',
  financialStatus: 'GOOD',
  autoPay: true,
  daysOverdue: 0,
  terms: {
    installmentAmount: 28900,
    lastInstallmentAmount: 28900,
    totalOwed: 346800,
    amountDue: 0,
    interestRate: 0,
    depositAmount: 50000,
    installmentCount: 12,
  },
};
const statusWith = (...paymentPlans: PaymentPlan[]) =>
  studentStatus({ courses: [], paymentPlans, unreadMessages: 0 });
const owing = (amountDue: number, nextDueDate: string, daysOverdue = 0): PaymentPlan => ({
  ...plan,
  daysOverdue,
  nextDueDate,
  nextInstallmentAmount: 45000,
  nextPayment: amountDue > 0 ? { amount: amountDue } : { amount: 45000, dueDate: nextDueDate },
  terms: { ...plan.terms, installmentAmount: 45000, amountDue },
});

describe('the next payment', () => {
  test('overdue: what is due now, without the next installment’s date', () => {
    const next = statusWith(owing(45000, '2026-12-15', 10)).nextPayment;
    expect(next).toMatchObject({ amount: 45000, daysOverdue: 10 });
    expect(next).not.toHaveProperty('dueDate');
  });

  test('nothing due now: the next installment on its date, not "no payment is due"', () => {
    expect(statusWith(owing(0, '2026-12-15')).nextPayment).toMatchObject({
      amount: 45000,
      dueDate: '2026-12-15',
    });
  });

  test('nothing due now and the next installment partly paid: what it still owes, not the installment', () => {
    const partlyPaid = {
      ...owing(0, '2026-12-15'),
      nextPayment: { amount: 30250, dueDate: '2026-12-15' },
    };
    expect(statusWith(partlyPaid).nextPayment).toMatchObject({
      amount: 30250,
      dueDate: '2026-12-15',
    });
  });

  test('a plan with something due now comes before an earlier date of another', () => {
    const later = { ...owing(45000, '2027-01-15', 3), id: 2 };
    expect(statusWith(owing(0, '2026-12-15'), later).nextPayment?.planId).toBe(2);
  });

  test('a plan paid off or not active has no next payment', () => {
    const {
      nextDueDate: _,
      nextInstallmentAmount: __,
      nextPayment: ___,
      ...paidOff
    } = owing(0, '');
    expect(
      statusWith(paidOff, { ...owing(0, '2026-12-15'), status: 'CONCLUDED' }).nextPayment,
    ).toBeUndefined();
  });
});
