import { describe, expect, test } from 'vitest';
import { row, today } from './test/schedule-rows';
import {
  addMonths,
  collectionsAfterDays,
  enrollmentSchedule,
  installmentAmounts,
  offeredTerms,
  planStanding,
} from './payment-plans';

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

describe('the terms offered at enrollment', () => {
  test('simple yearly interest on what the deposit leaves, in equal installments rounded up', () => {
    // 600,000 − 100,000 discount − 50,000 deposit = 450,000 financed; 12 months at 5.5 %/year.
    // (450,000 + 24,750) / 12 = 39,562.50 → 39,563; the last takes 474,750 − 11 × 39,563.
    expect(
      offeredTerms({
        tuition: 600_000,
        discount: 100_000,
        deposit: 50_000,
        count: 12,
        rateBps: 550,
      }),
    ).toStrictEqual({
      installmentAmount: 39_563,
      lastInstallmentAmount: 39_557,
      totalOwed: 500_000 + 24_750,
      amountDue: 50_000,
      interestRate: 5.5,
      depositAmount: 50_000,
      installmentCount: 12,
    });
  });

  test('without a deposit the first installment is due', () => {
    const terms = offeredTerms({ tuition: 120_000, discount: 0, deposit: 0, count: 3, rateBps: 0 });
    expect(terms).toMatchObject({
      installmentAmount: 40_000,
      amountDue: 40_000,
      totalOwed: 120_000,
    });
  });

  test('interest is rounded to the cent, installments up to the next cent', () => {
    // 100,001 × 100 bps × 7 / 10,000 / 12 = 583.34 → 583; (100,001 + 583) / 7 = 14,369.14 → 14,370.
    expect(
      offeredTerms({ tuition: 100_001, discount: 0, deposit: 0, count: 7, rateBps: 100 }),
    ).toMatchObject({
      installmentAmount: 14_370,
      lastInstallmentAmount: 100_584 - 6 * 14_370,
      totalOwed: 100_584,
    });
  });

  test('the last installment takes what the others leave, so the amounts add up to the total', () => {
    // 5,650.00 less a 500.00 deposit over 6: 858.33⅓ each, rounded up to 858.34; the last 858.30.
    expect(
      offeredTerms({ tuition: 565_000, discount: 0, deposit: 50_000, count: 6, rateBps: 0 }),
    ).toMatchObject({
      installmentAmount: 85_834,
      lastInstallmentAmount: 85_830,
      totalOwed: 565_000,
    });
    for (const [tuition, discount, deposit, count, rateBps] of [
      [565_000, 0, 50_000, 6, 0],
      [600_000, 35_000, 50_000, 6, 0],
      [550_000, 0, 60_000, 12, 500],
      [449_500, 15_000, 50_000, 12, 550],
      [150_000, 10_000, 50_000, 6, 0],
      [100_001, 0, 0, 7, 100],
      [189_000, 0, 0, 1, 0],
    ] as const) {
      const terms = offeredTerms({ tuition, discount, deposit, count, rateBps });
      const installments =
        (terms.installmentCount - 1) * terms.installmentAmount + terms.lastInstallmentAmount;
      expect(terms.depositAmount + installments).toBe(terms.totalOwed);
      expect(terms.lastInstallmentAmount).toBeLessThanOrEqual(terms.installmentAmount);
      expect(terms.installmentAmount - terms.lastInstallmentAmount).toBeLessThan(count);
    }
  });

  test('a discount or deposit larger than the tuition leaves nothing to finance', () => {
    expect(
      offeredTerms({ tuition: 100_000, discount: 150_000, deposit: 0, count: 4, rateBps: 550 }),
    ).toMatchObject({
      installmentAmount: 0,
      totalOwed: 0,
    });
    expect(
      offeredTerms({ tuition: 100_000, discount: 0, deposit: 150_000, count: 4, rateBps: 550 }),
    ).toMatchObject({
      installmentAmount: 0,
      totalOwed: 100_000,
      amountDue: 150_000,
    });
  });
});

describe('how a plan stands', () => {
  test('counts the days overdue from the oldest unpaid row, across months', () => {
    const schedule = [row({ dueDate: '2026-10-31' }), row({ dueDate: '2026-11-20' })];
    expect(planStanding(schedule, today, false)).toMatchObject({
      financialStatus: 'PAST_DUE',
      daysOverdue: 23,
    });
  });

  test(`goes to collections after ${collectionsAfterDays} days overdue, or once handed over`, () => {
    expect(planStanding([row({ dueDate: '2026-08-25' })], today, false)).toMatchObject({
      financialStatus: 'PAST_DUE',
      daysOverdue: 90,
    });
    expect(planStanding([row({ dueDate: '2026-08-24' })], today, false)).toMatchObject({
      financialStatus: 'COLLECTIONS',
      daysOverdue: 91,
    });
    expect(planStanding([], today, true).financialStatus).toBe('COLLECTIONS');
  });

  test('a failed row past its due date is overdue until paid; a cancelled one owes nothing', () => {
    const failed = row({ dueDate: '2026-11-01', status: 'FAILED' });
    expect(planStanding([failed], today, false)).toMatchObject({
      financialStatus: 'PAST_DUE',
      next: failed,
    });
    const cancelled = row({ dueDate: '2026-10-01', status: 'CANCELLED' });
    expect(planStanding([cancelled], today, false)).toStrictEqual({
      financialStatus: 'GOOD',
      daysOverdue: 0,
      next: undefined,
    });
  });

  test('the next installment: the first unpaid one not yet past due, else the oldest past due', () => {
    const paid = row({ dueDate: '2026-10-01', amountPaid: 10_700 });
    const late = row({ dueDate: '2026-11-01' });
    const coming = row({ dueDate: '2026-12-01' });
    expect(planStanding([paid, late, coming], today, false).next).toBe(coming);
    expect(planStanding([paid, late], today, false).next).toBe(late);
  });
});

describe('the schedule of a plan taken at enrollment', () => {
  // $6,000 less $350 of codes, a $600 deposit, 12 installments at 5 % a year.
  const plan = { tuition: 600_000, discount: 35_000, deposit: 60_000, count: 12, rateBps: 500 };

  test('the deposit is due today, the installments monthly from the cohort’s start', () => {
    const rows = enrollmentSchedule(plan, '2027-01-31', today);
    expect(rows.map((r) => [r.installment, r.dueDate])).toStrictEqual([
      [0, today],
      [1, '2027-01-31'],
      [2, '2027-02-28'],
      [3, '2027-03-31'],
      ...Array.from({ length: 9 }, (_, i) => [i + 4, addMonths('2027-01-31', i + 3)]),
    ]);
  });

  test('the row due today is paid at checkout, the others charged on their day', () => {
    const methods = enrollmentSchedule(plan, '2027-01-31', today).map((r) => r.captureMethod);
    expect(methods).toStrictEqual(['MANUAL', ...Array<string>(12).fill('AUTOMATIC')]);
    const monthly = { ...plan, deposit: 0, count: 3 };
    expect(enrollmentSchedule(monthly, '2027-01-31', today).map((r) => r.captureMethod)).toEqual([
      'MANUAL',
      'AUTOMATIC',
      'AUTOMATIC',
    ]);
  });

  test('its rows are the terms the plan step offered, to the cent', () => {
    const terms = offeredTerms({
      tuition: 600_000,
      discount: 35_000,
      deposit: 60_000,
      count: 12,
      rateBps: 500,
    });
    const rows = enrollmentSchedule(plan, '2027-01-31', today);
    const due = rows.filter((r) => r.dueDate <= today);
    expect(sum(due.map((r) => r.amountDue + r.interestAmount))).toBe(terms.amountDue);
    expect(rows[1]!.amountDue + rows[1]!.interestAmount).toBe(terms.installmentAmount);
    expect(rows[12]!.amountDue + rows[12]!.interestAmount).toBe(terms.lastInstallmentAmount);
    expect(sum(rows.map((r) => r.amountDue + r.interestAmount))).toBe(terms.totalOwed);
    // The interest: 5 % a year on the $5,050 financed over 12 months.
    expect(sum(rows.map((r) => r.interestAmount))).toBe(25_250);
  });

  test('without a deposit the first installment is due today', () => {
    const inFull = { tuition: 600_000, discount: 0, deposit: 0, count: 1, rateBps: 0 };
    expect(enrollmentSchedule(inFull, '2027-01-31', today)).toStrictEqual([
      {
        installment: 1,
        dueDate: today,
        amountDue: 600_000,
        interestAmount: 0,
        captureMethod: 'MANUAL',
      },
    ]);
    const monthly = { ...inFull, count: 3 };
    expect(enrollmentSchedule(monthly, '2027-01-31', today).map((r) => r.dueDate)).toStrictEqual([
      today,
      '2027-02-28',
      '2027-03-31',
    ]);
  });

  test('a cohort already under way: only the deposit is due today, the installments from next month', () => {
    const rows = enrollmentSchedule(plan, '2026-01-05', today);
    expect(rows.filter((r) => r.dueDate <= today).map((r) => r.installment)).toStrictEqual([0]);
    expect(rows[1]!.dueDate).toBe(addMonths(today, 1));
  });
});

describe('a day some months later', () => {
  test('keeps the day of the month, or the month’s last day when it is shorter', () => {
    expect(addMonths('2026-11-23', 1)).toBe('2026-12-23');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 0)).toBe('2026-12-15');
  });
});
