import { describe, expect, test } from 'vitest';
import { installmentAmounts } from './installments.js';

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

describe('a balance split into installments', () => {
  test('equal installments rounded up to the cent, the last one smaller', () => {
    // 100,000 / 3 = 33,333.33 → 33,334; the last takes 100,000 − 2 × 33,334.
    expect(installmentAmounts(100_000, 3)).toStrictEqual({
      installmentAmount: 33_334,
      lastInstallmentAmount: 33_332,
      amounts: [33_334, 33_334, 33_332],
    });
    expect(installmentAmounts(90_000, 3)).toStrictEqual({
      installmentAmount: 30_000,
      lastInstallmentAmount: 30_000,
      amounts: [30_000, 30_000, 30_000],
    });
    expect(installmentAmounts(12_345, 1).amounts).toStrictEqual([12_345]);
  });

  test('the installments never exceed what is left, and always add up to the balance', () => {
    // 5 / 4 → 2 each: after 2 + 2 + 1 nothing is left for the fourth.
    expect(installmentAmounts(5, 4)).toMatchObject({
      installmentAmount: 2,
      lastInstallmentAmount: 0,
      amounts: [2, 2, 1, 0],
    });
    for (const [balance, count] of [
      [100_001, 7],
      [515_000, 6],
      [1, 12],
      [0, 3],
    ] as const) {
      const { amounts } = installmentAmounts(balance, count);
      expect(amounts).toHaveLength(count);
      expect(sum(amounts)).toBe(balance);
    }
  });
});
