import { describe, expect, test } from 'vitest';
import type { PaymentRequest } from './payment-rules.js';
import {
  acceptedCooldownMs,
  applyToSchedule,
  checkCardNotExpired,
  checkNoPaymentUnderway,
  checkPaymentShown,
  checkTransferConfirmable,
  checkTransferPending,
  maxTransfers,
  minimumPaymentCents,
  nextTransferFee,
  paymentAmount,
  settledStatus,
  settlementCutoff,
  settlementMs,
  transferFee,
  transferTerms,
} from './payment-rules.js';
import { refusal, refused } from '../../test/refusal.js';
import { row, today } from '../../test/schedule-rows.js';

const now = Date.parse(`${today}T12:00:00.000Z`);

describe('one payment at a time', () => {
  const createdAgo = (ms: number) => new Date(now - ms).toISOString();

  test('none while the last one is being processed, however long ago it was made', () => {
    const latest = { status: 'IN_PROGRESS' as const, created_at: createdAgo(3_600_000) };
    expect(refusal(() => checkNoPaymentUnderway(latest, now))).toMatchObject(
      refused('paymentStatusInProgress', 'A payment is being processed', 409),
    );
  });

  test('after an accepted one, none until settlement and the cooldown have both passed', () => {
    const wait = settlementMs + acceptedCooldownMs;
    const justAccepted = { status: 'ACCEPTED' as const, created_at: createdAgo(wait - 1) };
    expect(refusal(() => checkNoPaymentUnderway(justAccepted, now))).toMatchObject(
      refused('paymentStatusAccepted', 'A payment was just accepted; retry in a few seconds', 409),
    );
    const cooled = { status: 'ACCEPTED' as const, created_at: createdAgo(wait) };
    expect(() => checkNoPaymentUnderway(cooled, now)).not.toThrow();
  });

  test('with no payment yet, or the last one refused, a payment may be made', () => {
    expect(() => checkNoPaymentUnderway(undefined, now)).not.toThrow();
    const invalid = { status: 'INVALID' as const, created_at: createdAgo(0) };
    expect(() => checkNoPaymentUnderway(invalid, now)).not.toThrow();
  });
});

describe('what a payment charges', () => {
  // Due today: 10,000 left on a partly paid row and a whole row of 10,700; 10,700 more next month.
  const schedule = () => [
    row({ due_date: '2026-10-23', amount_paid: 10_700 }),
    row({ due_date: '2026-11-10', amount_paid: 700 }),
    row({ due_date: today }),
    row({ due_date: '2026-12-23' }),
  ];
  const dueToday = 10_000 + 10_700;
  const owed = dueToday + 10_700;
  const charge = (request: PaymentRequest, rows = schedule()) =>
    paymentAmount(request, rows, today);

  test('PAY_OFF: the whole balance, whatever amount is named', () => {
    expect(charge({ type: 'PAY_OFF' })).toBe(owed);
    expect(charge({ type: 'PAY_OFF', amount: 100 })).toBe(owed);
  });

  test('INSTALLMENT: everything due today', () => {
    expect(charge({ type: 'INSTALLMENT', amount: 100 })).toBe(dueToday);
  });

  test('INSTALLMENT with nothing due today: what the next open row still owes', () => {
    const ahead = [
      row({ due_date: '2026-10-23', amount_paid: 10_700 }),
      row({ due_date: '2026-12-23', amount_paid: 200 }),
      row({ due_date: '2027-01-23' }),
    ];
    expect(charge({ type: 'INSTALLMENT' }, ahead)).toBe(10_500);
  });

  test('an amount the student names: at least $1.00', () => {
    expect(charge({ type: 'CUSTOM', amount: minimumPaymentCents })).toBe(100);
    expect(refusal(() => charge({ type: 'CUSTOM', amount: 99 }))).toMatchObject(
      refused('paymentAmountLower', 'The minimum payment is $1.00', 400),
    );
  });

  test('a CUSTOM amount may be less than what is due today', () => {
    expect(charge({ type: 'CUSTOM', amount: dueToday - 1 })).toBe(dueToday - 1);
  });

  test('PRE_PAY covers at least what is due today', () => {
    expect(charge({ type: 'PRE_PAY', amount: dueToday })).toBe(dueToday);
    const lower = refused('paymentAmountLower', 'The amount is lower than the amount due', 400);
    expect(refusal(() => charge({ type: 'PRE_PAY', amount: dueToday - 1 }))).toMatchObject(lower);
    // Below both floors, the student hears about what is due.
    expect(refusal(() => charge({ type: 'PRE_PAY', amount: 99 }))).toMatchObject(lower);
  });

  test('PRE_PAY with nothing due today still has the $1.00 minimum', () => {
    const ahead = [row({ due_date: '2026-12-23' })];
    expect(charge({ type: 'PRE_PAY', amount: 100 }, ahead)).toBe(100);
    expect(refusal(() => charge({ type: 'PRE_PAY', amount: 99 }, ahead))).toMatchObject(
      refused('paymentAmountLower', 'The minimum payment is $1.00', 400),
    );
  });

  test('a named amount may equal the balance, not exceed it by a cent', () => {
    expect(charge({ type: 'CUSTOM', amount: owed })).toBe(owed);
    for (const type of ['CUSTOM', 'PRE_PAY'] as const) {
      expect(refusal(() => charge({ type, amount: owed + 1 }))).toMatchObject(
        refused('paymentBalanceExceeded', 'The amount is more than the balance', 400),
      );
    }
  });

  test('an amount is required for the types that name one', () => {
    for (const type of ['CUSTOM', 'PRE_PAY'] as const) {
      expect(refusal(() => charge({ type })).toBody()).toStrictEqual({
        key: 'badRequest',
        status: 400,
        message: 'An amount is required',
        fields: [{ path: 'amount', message: 'This field is required' }],
      });
    }
  });

  test('nothing owed: refused for every type, before the amount is looked at', () => {
    const paid = [row({ amount_paid: 10_700 }), row({ state: 'CANCELLED' })];
    for (const type of ['PAY_OFF', 'INSTALLMENT', 'CUSTOM', 'PRE_PAY'] as const) {
      expect(refusal(() => charge({ type }, paid))).toMatchObject(
        refused('paymentNoBalance', 'Nothing is owed on this plan', 400),
      );
    }
  });
});

describe('settling a payment', () => {
  test('a charge has settled once the processing time has passed, to the millisecond', () => {
    expect(Date.parse(settlementCutoff(now))).toBe(now - settlementMs);
  });

  test('it is accepted while its plan is active, else it was for nothing', () => {
    expect(settledStatus('ACTIVE')).toBe('ACCEPTED');
    expect(settledStatus('TRANSFERRED')).toBe('INVALID');
    expect(settledStatus('CONCLUDED')).toBe('INVALID');
  });
});

describe('applying a payment to the schedule', () => {
  test('pays the oldest due date first, whatever order the rows come in', () => {
    const later = row({ due_date: '2026-12-23' });
    const oldest = row({ due_date: '2026-10-23' });
    const middle = row({ due_date: '2026-11-23' });
    expect(applyToSchedule([later, oldest, middle], 15_000)).toStrictEqual([
      { id: oldest.id, amount: 10_700 },
      { id: middle.id, amount: 15_000 - 10_700 },
    ]);
  });

  test('an older due date comes first even with a higher installment number', () => {
    const first = row({ installment: 1, due_date: '2026-12-01' });
    const moved = row({ installment: 5, due_date: '2026-11-01' });
    expect(applyToSchedule([first, moved], 100)).toStrictEqual([{ id: moved.id, amount: 100 }]);
    expect(applyToSchedule([moved, first], 100)).toStrictEqual([{ id: moved.id, amount: 100 }]);
  });

  test('on the same due date, the lower installment first', () => {
    const second = row({ installment: 2 });
    const first = row({ installment: 1 });
    expect(applyToSchedule([second, first], 100)).toStrictEqual([{ id: first.id, amount: 100 }]);
    expect(applyToSchedule([first, second], 100)).toStrictEqual([{ id: first.id, amount: 100 }]);
  });

  test('skips rows already paid or closed, and pays a partly paid row only what it still owes', () => {
    const paid = row({ due_date: '2026-09-23', amount_paid: 10_700 });
    const cancelled = row({ due_date: '2026-09-24', state: 'CANCELLED' });
    const partly = row({ due_date: '2026-10-23', amount_paid: 700 });
    const next = row({ due_date: '2026-11-23' });
    expect(applyToSchedule([paid, cancelled, partly, next], 12_000)).toStrictEqual([
      { id: partly.id, amount: 10_000 },
      { id: next.id, amount: 2_000 },
    ]);
  });

  test('an amount that ends with a row touches no further row', () => {
    const first = row({ due_date: '2026-10-23' });
    const second = row({ due_date: '2026-11-23' });
    expect(applyToSchedule([first, second], 10_700)).toStrictEqual([
      { id: first.id, amount: 10_700 },
    ]);
  });

  test('what exceeds the open rows is left unapplied: no row is overpaid', () => {
    const first = row({ due_date: '2026-10-23' });
    const second = row({ due_date: '2026-11-23', amount_paid: 200 });
    expect(applyToSchedule([first, second], 30_000)).toStrictEqual([
      { id: first.id, amount: 10_700 },
      { id: second.id, amount: 10_500 },
    ]);
  });
});

describe('reading a payment', () => {
  test('an active payment is shown, in progress or accepted', () => {
    expect(() => checkPaymentShown({ active: true, status: 'IN_PROGRESS' })).not.toThrow();
    expect(() => checkPaymentShown({ active: true, status: 'ACCEPTED' })).not.toThrow();
  });

  test('a withdrawn payment is gone, whatever became of it', () => {
    for (const status of ['ACCEPTED', 'INVALID'] as const) {
      expect(refusal(() => checkPaymentShown({ active: false, status }))).toMatchObject(
        refused('paymentDeleted', 'The payment is no longer active', 410),
      );
    }
  });

  test('a payment refused when it settled is gone', () => {
    expect(refusal(() => checkPaymentShown({ active: true, status: 'INVALID' }))).toMatchObject(
      refused('paymentStatusInvalid', 'The payment was not valid', 410),
    );
  });
});

describe('changing a card’s expiry', () => {
  const expired = refused('invalidPaymentMethodDetails', 'The card has expired', 400);

  test('a card is good through its expiry month', () => {
    expect(() => checkCardNotExpired(11, 2026, now)).not.toThrow();
    expect(() => checkCardNotExpired(11, 2026, Date.parse('2026-11-30T23:59:59Z'))).not.toThrow();
    expect(
      refusal(() => checkCardNotExpired(11, 2026, Date.parse('2026-12-01T00:00:00Z'))),
    ).toMatchObject(expired);
  });

  test('an earlier month, or the same month of an earlier year, has expired', () => {
    expect(refusal(() => checkCardNotExpired(10, 2026, now))).toMatchObject(expired);
    expect(refusal(() => checkCardNotExpired(12, 2025, now))).toMatchObject(expired);
    expect(refusal(() => checkCardNotExpired(11, 2025, now))).toMatchObject(expired);
  });

  test('a later month or year is good', () => {
    expect(() => checkCardNotExpired(12, 2026, now)).not.toThrow();
    expect(() => checkCardNotExpired(1, 2027, now)).not.toThrow();
  });
});

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
        refused('statusInvalid', 'The transfer is no longer pending', 409),
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
    ).toBe('statusInvalid');
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
});
