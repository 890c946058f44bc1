import { expect, test } from 'vitest';
import { paymentReceipt, receiptNumber, type ReceiptFacts } from './receipts';

const facts: ReceiptFacts = {
  payment: {
    id: 7,
    paymentPlanId: 1,
    type: 'INSTALLMENT',
    amount: 28_900,
    brand: 'VISA',
    last4: '4242',
  },
  dueAtEnrollment: false,
  settledAt: '2026-03-15T15:00:02Z',
  payer: {
    firstName: 'Jordan',
    middleName: null,
    lastName: 'Whitaker',
    email: 'student@demo.test',
  },
  planName: { kind: 'PLAN_MONTHLY_INSTALLMENTS', params: { installmentCount: 12 } },
  installments: [
    { scheduleRowId: 103, installment: 3, dueDate: '2026-03-15', amountApplied: 28_900 },
  ],
  planOwed: 396_800,
  paidThrough: 136_700,
};

test('a receipt leaves out the middle name, reference and cohort it does not have', () => {
  const receipt = paymentReceipt({ ...facts, reference: null, cohort: null });
  expect(receipt).not.toHaveProperty('reference');
  expect(receipt).not.toHaveProperty('cohort');
  expect(receipt.payer).toEqual({
    firstName: 'Jordan',
    lastName: 'Whitaker',
    email: 'student@demo.test',
  });
});

test('a receipt states the payment, its settlement, the payer, the plan and the rows paid', () => {
  const cohort = { id: 1, name: 'HCTP 2026 Spring', startDate: '2026-01-12' };
  expect(
    paymentReceipt({
      ...facts,
      reference: 'ch_1',
      cohort,
      payer: { ...facts.payer, middleName: 'Lee' },
    }),
  ).toEqual({
    paymentId: 7,
    receiptNumber: '2026-000007',
    reference: 'ch_1',
    paymentPlanId: 1,
    type: 'INSTALLMENT',
    amount: 28_900,
    settledAt: facts.settledAt,
    brand: 'VISA',
    last4: '4242',
    payer: {
      firstName: 'Jordan',
      middleName: 'Lee',
      lastName: 'Whitaker',
      email: 'student@demo.test',
    },
    planName: facts.planName,
    cohort,
    dueAtEnrollment: false,
    installments: facts.installments,
    remainingBalance: 260_100,
  });
});

test('a receipt is numbered by the year it settled and the payment, six digits at least', () => {
  expect(receiptNumber(7, '2026-03-15T15:00:02Z')).toBe('2026-000007');
  expect(receiptNumber(1_234_567, '2027-01-02T00:00:00Z')).toBe('2027-1234567');
});

test('what remains is the plan less what was paid up to this payment, never below nothing', () => {
  expect(paymentReceipt(facts).remainingBalance).toBe(260_100);
  expect(paymentReceipt({ ...facts, paidThrough: 400_000 }).remainingBalance).toBe(0);
});
