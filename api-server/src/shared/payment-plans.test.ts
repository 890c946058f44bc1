import { describe, expect, test } from 'vitest';
import type { PlanRow } from './payment-plans.js';
import { row, today } from '../../test/schedule-rows.js';
import { breakdownView, planView, scheduleRowView } from './payment-plans.js';

const plan: PlanRow = {
  id: 7,
  student_id: 1,
  application_id: null,
  cohort_id: null,
  name: 'Health Coach Certification',
  source: 'ENROLLMENT',
  status: 'ACTIVE',
  net_tuition: 600_000,
  deposit_amount: 50_000,
  installment_amount: 10_700,
  installment_count: 12,
  interest_rate_bps: 550,
  refund_withdrawal: 1_000,
  refund_voucher: 2_000,
  refund_custom: 3_000,
  rollover: 4_000,
  collections: false,
  auto_pay: true,
  settling: false,
};

describe('a schedule row', () => {
  test('a cancelled, transferred or failed row keeps its state', () => {
    for (const state of ['CANCELLED', 'TRANSFERRED', 'FAILED'] as const) {
      expect(scheduleRowView(row({ state, due_date: '2026-01-01' }), today).status).toBe(state);
    }
  });

  test('a failed row the student paid afterwards reads paid', () => {
    const paid = row({ state: 'FAILED', amount_paid: 10_700, due_date: '2026-01-01' });
    expect(scheduleRowView(paid, today).status).toBe('PAID');
  });

  test('an open row is paid once its amount, interest and tax are paid, else past due or pending', () => {
    const status = (changes: Parameters<typeof row>[0]) =>
      scheduleRowView(row(changes), today).status;
    expect(status({ amount_paid: 10_700, due_date: '2026-01-01' })).toBe('PAID');
    expect(status({ amount_paid: 10_699, due_date: '2026-01-01' })).toBe('PAST_DUE');
    expect(status({ due_date: '2026-11-22' })).toBe('PAST_DUE');
    expect(status({ due_date: today })).toBe('PENDING');
  });

  test('shows interest within the amount due, and the card only when one is known', () => {
    expect(scheduleRowView(row({ id: 3, installment: 2, amount_paid: 100 }), today)).toStrictEqual({
      id: 3,
      installment: 2,
      dueDate: today,
      captureMethod: 'AUTOMATIC',
      currency: 'USD',
      status: 'PENDING',
      amountDue: 10_200,
      taxAmount: 500,
      amountPaid: 100,
    });
    expect(
      scheduleRowView(row({ payment_method_id: 4, brand: 'VISA', last4: '4242' }), today),
    ).toMatchObject({ paymentMethodId: 4, brand: 'VISA', last4: '4242' });
  });
});

describe('the breakdown', () => {
  const schedule = [
    row({ due_date: '2026-10-23', amount_paid: 10_700 }),
    row({ due_date: '2026-11-10', amount_paid: 700 }),
    row({ due_date: today }),
    row({ due_date: '2026-12-23' }),
    row({ due_date: '2026-09-23', state: 'CANCELLED' }),
  ];

  test('the breakdown adds up payments, what remains, interest and taxes', () => {
    expect(breakdownView(plan, schedule, today)).toStrictEqual({
      netTuition: 600_000,
      totalPaid: 11_400,
      totalRemaining: 31_400,
      refunds: { withdrawal: 1_000, voucher: 2_000, custom: 3_000 },
      rollover: 4_000,
      interest: 1_000,
      taxes: 2_500,
    });
  });
});

describe('a payment plan', () => {
  test('in good standing: its terms, the next due date and what is due today', () => {
    const schedule = [
      row({ installment: 1, due_date: '2026-10-23', amount_paid: 10_700 }),
      row({ installment: 2, due_date: today }),
      row({ installment: 3, due_date: '2026-12-23' }),
      row({ installment: 4, due_date: '2026-09-23', state: 'CANCELLED' }),
    ];
    expect(planView(plan, schedule, today)).toStrictEqual({
      id: 7,
      name: { kind: 'PLAN_MONTHLY_INSTALLMENTS', params: { installmentCount: 12 } },
      source: 'ENROLLMENT',
      status: 'ACTIVE',
      financialStatus: 'GOOD',
      autoPay: true,
      daysOverdue: 0,
      nextDueDate: today,
      // The row due today: 10,000 and 200 interest, tax apart.
      nextInstallmentAmount: 10_200,
      // What is paid next: what is due today, tax included.
      nextPayment: { amount: 10_700 },
      terms: {
        installmentAmount: 10_700,
        // No row is the twelfth yet: the last installment is stated like the others.
        lastInstallmentAmount: 10_700,
        totalOwed: 3 * 10_700,
        amountDue: 10_700,
        interestRate: 5.5,
        depositAmount: 50_000,
        installmentCount: 12,
      },
    });
  });

  test('states its last installment as scheduled, interest included and tax apart', () => {
    // A transferred balance of 30,400 over 3: 10,134 twice and 10,132, with no interest or tax.
    const transferred = { ...plan, installment_amount: 10_134, installment_count: 3 };
    const split = [10_134, 10_134, 10_132].map((amount_due, index) =>
      row({ installment: index + 1, amount_due, tax_amount: 0, interest_amount: 0 }),
    );
    expect(planView(transferred, split, today).terms).toMatchObject({
      installmentAmount: 10_134,
      lastInstallmentAmount: 10_132,
    });
    const taxed = [row({ installment: 0 }), row({ installment: 3, amount_due: 9_000 })];
    expect(planView(transferred, taxed, today).terms.lastInstallmentAmount).toBe(9_000 + 200);
  });

  test('states the amount of its next installment from the schedule: the last can be smaller', () => {
    // A transferred balance of 30,400 over 3: 10,134 twice and 10,132, with no interest or tax.
    const transferred = { ...plan, installment_amount: 10_134, installment_count: 3 };
    const split = (paid: number) =>
      [10_134, 10_134, 10_132].map((amount_due, index) =>
        row({
          installment: index + 1,
          due_date: ['2026-10-23', today, '2026-12-23'][index],
          amount_due,
          tax_amount: 0,
          interest_amount: 0,
          amount_paid: index < paid ? amount_due : 0,
        }),
      );
    expect(planView(transferred, split(1), today)).toMatchObject({
      nextDueDate: today,
      nextInstallmentAmount: 10_134,
    });
    expect(planView(transferred, split(2), today)).toMatchObject({
      nextDueDate: '2026-12-23',
      nextInstallmentAmount: 10_132,
    });
  });

  test('names its application when it came from one', () => {
    expect(planView({ ...plan, application_id: 3 }, [], today).applicationId).toBe(3);
    expect(planView(plan, [], today)).not.toHaveProperty('applicationId');
  });

  test('counts the days overdue from the oldest unpaid row, across months', () => {
    const view = planView(
      plan,
      [row({ due_date: '2026-10-31' }), row({ due_date: '2026-11-20' })],
      today,
    );
    expect(view).toMatchObject({ financialStatus: 'PAST_DUE', daysOverdue: 23 });
  });

  test('goes to collections after 90 days overdue, or when flagged', () => {
    expect(planView(plan, [row({ due_date: '2026-08-25' })], today)).toMatchObject({
      financialStatus: 'PAST_DUE',
      daysOverdue: 90,
    });
    expect(planView(plan, [row({ due_date: '2026-08-24' })], today)).toMatchObject({
      financialStatus: 'COLLECTIONS',
      daysOverdue: 91,
    });
    expect(planView({ ...plan, collections: true }, [], today).financialStatus).toBe('COLLECTIONS');
  });

  test('with only past-due rows left, the next due date is the oldest of them', () => {
    const view = planView(
      plan,
      [row({ due_date: '2026-09-01' }), row({ due_date: '2026-10-01' })],
      today,
    );
    expect(view.nextDueDate).toBe('2026-09-01');
    expect(view.nextInstallmentAmount).toBe(10_200);
  });

  test('with nothing left to pay, there is no next due date', () => {
    const view = planView(plan, [row({ due_date: '2026-09-01', amount_paid: 10_700 })], today);
    expect(view).not.toHaveProperty('nextDueDate');
    expect(view).not.toHaveProperty('nextInstallmentAmount');
    expect(view.terms.amountDue).toBe(0);
    expect(view.terms.totalOwed).toBe(10_700);
  });
});
