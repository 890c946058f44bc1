import { describe, expect, test } from 'vitest';
import { refusal, refused } from './test/refusal';
import {
  checkTransferConfirmable,
  checkTransferPending,
  maxTransfers,
  nextTransferFee,
  transferComparison,
  transferFee,
  transferPlan,
  transferTerms,
} from './transfers';

describe('transfers', () => {
  test('the first confirmed transfer is free, every later one costs the fee', () => {
    expect(nextTransferFee(0)).toBe(0);
    expect(nextTransferFee(1)).toBe(transferFee);
    expect(nextTransferFee(2)).toBe(transferFee);
  });

  test('only a pending transfer can be cancelled or confirmed', () => {
    expect(() => checkTransferPending('PENDING')).not.toThrow();
    for (const status of ['CONFIRMED', 'CANCELLED'] as const) {
      expect(refusal(() => checkTransferPending(status))).toMatchObject(
        refused('transferNotPending', 'The transfer is no longer pending', 409),
      );
    }
  });

  test(`a student confirms at most ${maxTransfers} transfers`, () => {
    expect(() => checkTransferConfirmable('PENDING', 0, 'ACTIVE')).not.toThrow();
    expect(() => checkTransferConfirmable('PENDING', maxTransfers - 1, 'ACTIVE')).not.toThrow();
    expect(
      refusal(() => checkTransferConfirmable('PENDING', maxTransfers, 'ACTIVE')),
    ).toMatchObject(refused('exceededTransfers', 'The transfer limit has been reached', 409));
  });

  test('a plan no longer active cannot be transferred', () => {
    for (const plan of ['TRANSFERRED', 'CONCLUDED'] as const) {
      expect(refusal(() => checkTransferConfirmable('PENDING', 0, plan))).toMatchObject(
        refused('transferNotPermit', 'This payment schedule cannot be transferred', 409),
      );
    }
  });

  test('refusals come in order: not pending, then the limit, then the plan', () => {
    expect(
      refusal(() => checkTransferConfirmable('CONFIRMED', maxTransfers, 'TRANSFERRED')).key,
    ).toBe('transferNotPending');
    expect(
      refusal(() => checkTransferConfirmable('PENDING', maxTransfers, 'TRANSFERRED')).key,
    ).toBe('exceededTransfers');
  });

  test('the terms offered: the balance over the installments, with the fee due at once', () => {
    // 100,000 / 3 = 33,333.33 → 33,334; the last takes 100,000 − 2 × 33,334.
    expect(transferTerms(100_000, transferFee, 3)).toStrictEqual({
      installmentAmount: 33_334,
      lastInstallmentAmount: 33_332,
      totalOwed: 100_000 + transferFee,
      amountDue: transferFee,
      interestRate: 0,
      depositAmount: 0,
      installmentCount: 3,
    });
  });

  test('a transfer compares what is left to pay, and the total cost, of each plan', () => {
    // The demo: a $6,270 plan with $3,775 left, moved whole to the new cohort.
    const free = transferTerms(377_500, 0, 10);
    expect(transferComparison(627_000, { fee: 0, newTerms: free })).toEqual({
      remaining: { current: 377_500, next: 377_500 },
      totalCost: { current: 627_000, next: 627_000 },
    });
    // A later transfer adds its fee to both figures of the new plan, never a saving.
    const paidFor = transferTerms(377_500, transferFee, 10);
    expect(transferComparison(627_000, { fee: transferFee, newTerms: paidFor })).toEqual({
      remaining: { current: 377_500, next: 407_500 },
      totalCost: { current: 627_000, next: 657_000 },
    });
  });

  test('a confirmed transfer opens a plan of the balance, a month apart from the day confirmed', () => {
    expect(transferPlan(100_001, 3, '2026-01-31')).toEqual({
      installmentAmount: 33_334,
      installments: [
        { installment: 1, dueDate: '2026-02-28', amountDue: 33_334 },
        { installment: 2, dueDate: '2026-03-31', amountDue: 33_334 },
        { installment: 3, dueDate: '2026-04-30', amountDue: 33_333 },
      ],
    });
  });
});
