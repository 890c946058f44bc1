import { describe, expect, test } from 'vitest';
import { paymentTypeValues } from '@hci/api-schema';
import { refusal, refused } from './test/refusal';
import { row, today } from './test/schedule-rows';
import {
  acceptedCooldownMs,
  amountDueNow,
  applyInTurn,
  applyToSchedule,
  balance,
  chargedAmount,
  checkCardNotExpired,
  checkNoPaymentUnderway,
  checkPaymentShown,
  minimumPayment,
  minimumPaymentCents,
  namesAmount,
  nextPayment,
  openRowStatus,
  paymentAmount,
  rowOutstanding,
  settledStatus,
  settlementCutoff,
  settlementMs,
  type PaymentRequest,
} from './payments';

const now = Date.parse(`${today}T12:00:00.000Z`);

describe('a schedule row', () => {
  test('owes its amount and tax less what was paid, never below zero', () => {
    expect(rowOutstanding(row())).toBe(10_700);
    expect(rowOutstanding(row({ amountPaid: 700 }))).toBe(10_000);
    expect(rowOutstanding(row({ amountPaid: 20_000 }))).toBe(0);
  });

  test('a cancelled or transferred row owes nothing', () => {
    for (const status of ['CANCELLED', 'TRANSFERRED'] as const) {
      expect(rowOutstanding(row({ status }))).toBe(0);
    }
  });

  test('a failed row (its automatic charge declined) still owes what was not paid', () => {
    expect(rowOutstanding(row({ status: 'FAILED' }))).toBe(10_700);
    expect(rowOutstanding(row({ status: 'FAILED', amountPaid: 10_700 }))).toBe(0);
  });

  test('an open row is paid once nothing is outstanding, past due after its due date, else pending', () => {
    expect(openRowStatus(row({ amountPaid: 10_700, dueDate: '2026-01-01' }), today)).toBe('PAID');
    expect(openRowStatus(row({ dueDate: '2026-11-22' }), today)).toBe('PAST_DUE');
    expect(openRowStatus(row({ dueDate: today }), today)).toBe('PENDING');
    expect(openRowStatus(row({ dueDate: '2026-12-23' }), today)).toBe('PENDING');
  });
});

describe('what is owed', () => {
  const schedule = [
    row({ dueDate: '2026-10-23', amountPaid: 10_700 }),
    row({ dueDate: '2026-11-10', amountPaid: 700 }),
    row({ dueDate: today }),
    row({ dueDate: '2026-12-23' }),
    row({ dueDate: '2026-09-23', status: 'CANCELLED' }),
    row({ dueDate: '2026-09-24', status: 'FAILED', amountPaid: 700 }),
  ];

  test('today: every outstanding row due on or before today, a failed one too', () => {
    expect(amountDueNow(schedule, today)).toBe(10_000 + 10_700 + 10_000);
  });

  test('in all: every outstanding row', () => {
    expect(balance(schedule)).toBe(10_000 + 10_700 + 10_700 + 10_000);
  });
});

describe('what the student pays next', () => {
  test('with something due today or overdue: all of it, due now (no date)', () => {
    const schedule = [
      row({ dueDate: '2026-11-10', amountPaid: 700 }),
      row({ dueDate: '2026-12-23' }),
    ];
    const dueNow = amountDueNow(schedule, today);
    expect(nextPayment(dueNow, schedule)).toEqual({ amount: 10_000 });
  });

  test('with nothing due: what the next row still owes after a partial payment, on its date', () => {
    // An installment of $553.00 of which $250.50 was paid leaves $302.50, not the installment.
    const schedule = [
      row({ dueDate: '2026-10-23', amountDue: 55_300, taxAmount: 0, amountPaid: 55_300 }),
      row({ dueDate: '2027-01-23', amountDue: 55_300, taxAmount: 0 }),
      row({ dueDate: '2026-12-23', amountDue: 55_300, taxAmount: 0, amountPaid: 25_050 }),
    ];
    const dueNow = amountDueNow(schedule, today);
    expect(dueNow).toBe(0);
    expect(nextPayment(dueNow, schedule)).toEqual({ amount: 30_250, dueDate: '2026-12-23' });
    // The installment payment charges exactly what is shown as due next.
    expect(paymentAmount({ type: 'INSTALLMENT' }, schedule, today)).toBe(30_250);
  });

  test('skips closed rows, and is nothing once nothing is owed', () => {
    const closed = row({ dueDate: '2026-12-01', status: 'CANCELLED' });
    const open = row({ dueDate: '2026-12-23' });
    expect(nextPayment(0, [closed, open])).toEqual({ amount: 10_700, dueDate: '2026-12-23' });
    expect(nextPayment(0, [closed, row({ amountPaid: 10_700 })])).toBeUndefined();
  });
});

describe('the smallest payment', () => {
  test('any payment names at least $1.00; a pre-payment at least what is due today', () => {
    expect(minimumPaymentCents).toBe(100);
    expect(minimumPayment('CUSTOM', 5_000)).toBe(100);
    expect(minimumPayment('PRE_PAY', 5_000)).toBe(5_000);
    expect(minimumPayment('PRE_PAY', 0)).toBe(100);
  });
});

describe('one payment at a time', () => {
  const createdAgo = (ms: number) => new Date(now - ms).toISOString();

  test('none while the last one is being processed, however long ago it was made', () => {
    const latest = { status: 'IN_PROGRESS' as const, createdAt: createdAgo(3_600_000) };
    expect(refusal(() => checkNoPaymentUnderway(latest, now))).toMatchObject(
      refused('paymentStatusInProgress', 'A payment is being processed', 409),
    );
  });

  test('after an accepted one, none until settlement and the cooldown have both passed', () => {
    const wait = settlementMs + acceptedCooldownMs;
    const justAccepted = { status: 'ACCEPTED' as const, createdAt: createdAgo(wait - 1) };
    expect(refusal(() => checkNoPaymentUnderway(justAccepted, now))).toMatchObject(
      refused('paymentStatusAccepted', 'A payment was just accepted; retry in a few seconds', 409),
    );
    const cooled = { status: 'ACCEPTED' as const, createdAt: createdAgo(wait) };
    expect(() => checkNoPaymentUnderway(cooled, now)).not.toThrow();
  });

  test('with no payment yet, or the last one refused, a payment may be made', () => {
    expect(() => checkNoPaymentUnderway(undefined, now)).not.toThrow();
    const invalid = { status: 'INVALID' as const, createdAt: createdAgo(0) };
    expect(() => checkNoPaymentUnderway(invalid, now)).not.toThrow();
  });
});

describe('what a payment charges', () => {
  // Due today: 10,000 left on a partly paid row and a whole row of 10,700; 10,700 more next month.
  const schedule = () => [
    row({ dueDate: '2026-10-23', amountPaid: 10_700 }),
    row({ dueDate: '2026-11-10', amountPaid: 700 }),
    row({ dueDate: today }),
    row({ dueDate: '2026-12-23' }),
  ];
  const dueToday = 10_000 + 10_700;
  const owed = dueToday + 10_700;
  const charge = (request: PaymentRequest, rows = schedule()) =>
    paymentAmount(request, rows, today);

  test('PAY_OFF: the whole balance, whatever amount is named', () => {
    expect(charge({ type: 'PAY_OFF' })).toBe(owed);
    expect(charge({ type: 'PAY_OFF', amount: 100 })).toBe(owed);
  });

  test('before its checks, as the pay dialog shows it: the balance, the installment, or the amount named', () => {
    expect(chargedAmount({ type: 'PAY_OFF', amount: 100 }, dueToday, schedule())).toBe(owed);
    expect(chargedAmount({ type: 'INSTALLMENT' }, dueToday, schedule())).toBe(dueToday);
    expect(chargedAmount({ type: 'CUSTOM', amount: 250 }, dueToday, schedule())).toBe(250);
    expect(chargedAmount({ type: 'PRE_PAY' }, dueToday, schedule())).toBeUndefined();
    expect(paymentTypeValues.filter(namesAmount)).toEqual(['CUSTOM', 'PRE_PAY']);
  });

  test('INSTALLMENT: everything due today', () => {
    expect(charge({ type: 'INSTALLMENT', amount: 100 })).toBe(dueToday);
  });

  test('INSTALLMENT with nothing due today: what the next open row still owes', () => {
    const ahead = [
      row({ dueDate: '2026-10-23', amountPaid: 10_700 }),
      row({ dueDate: '2026-12-23', amountPaid: 200 }),
      row({ dueDate: '2027-01-23' }),
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
    const ahead = [row({ dueDate: '2026-12-23' })];
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
    const paid = [row({ amountPaid: 10_700 }), row({ status: 'CANCELLED' })];
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
    const later = row({ dueDate: '2026-12-23' });
    const oldest = row({ dueDate: '2026-10-23' });
    const middle = row({ dueDate: '2026-11-23' });
    expect(applyToSchedule([later, oldest, middle], 15_000)).toStrictEqual([
      { id: oldest.id, amount: 10_700 },
      { id: middle.id, amount: 15_000 - 10_700 },
    ]);
  });

  test('an older due date comes first even with a higher installment number', () => {
    const first = row({ installment: 1, dueDate: '2026-12-01' });
    const moved = row({ installment: 5, dueDate: '2026-11-01' });
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
    const paid = row({ dueDate: '2026-09-23', amountPaid: 10_700 });
    const cancelled = row({ dueDate: '2026-09-24', status: 'CANCELLED' });
    const partly = row({ dueDate: '2026-10-23', amountPaid: 700 });
    const next = row({ dueDate: '2026-11-23' });
    expect(applyToSchedule([paid, cancelled, partly, next], 12_000)).toStrictEqual([
      { id: partly.id, amount: 10_000 },
      { id: next.id, amount: 2_000 },
    ]);
  });

  test('an amount that ends with a row touches no further row', () => {
    const first = row({ dueDate: '2026-10-23' });
    const second = row({ dueDate: '2026-11-23' });
    expect(applyToSchedule([first, second], 10_700)).toStrictEqual([
      { id: first.id, amount: 10_700 },
    ]);
  });

  test('what exceeds the open rows is left unapplied: no row is overpaid', () => {
    const first = row({ dueDate: '2026-10-23' });
    const second = row({ dueDate: '2026-11-23', amountPaid: 200 });
    expect(applyToSchedule([first, second], 30_000)).toStrictEqual([
      { id: first.id, amount: 10_700 },
      { id: second.id, amount: 10_500 },
    ]);
  });
});

describe('payments settling together', () => {
  test('are spread one after another: each starts where the one before it stopped', () => {
    const first = row({ dueDate: '2026-10-23' });
    const second = row({ dueDate: '2026-11-23', amountPaid: 700 });
    const third = row({ dueDate: '2026-12-23' });
    expect(
      applyInTurn(
        [third, second, first],
        [
          { id: 1, amount: 5_000 },
          { id: 2, amount: 10_000 },
          { id: 3, amount: 12_000 },
        ],
      ),
    ).toStrictEqual([
      { paymentId: 1, id: first.id, amount: 5_000 },
      { paymentId: 2, id: first.id, amount: 5_700 },
      { paymentId: 2, id: second.id, amount: 4_300 },
      { paymentId: 3, id: second.id, amount: 5_700 },
      { paymentId: 3, id: third.id, amount: 6_300 },
    ]);
  });

  test('leave the rows given as they were', () => {
    const open = row();
    applyInTurn([open], [{ id: 1, amount: 500 }]);
    expect(open.amountPaid).toBe(0);
  });

  test('a payment that finds nothing owing pays no row', () => {
    const only = row();
    expect(
      applyInTurn(
        [only],
        [
          { id: 1, amount: 10_700 },
          { id: 2, amount: 500 },
        ],
      ),
    ).toStrictEqual([{ paymentId: 1, id: only.id, amount: 10_700 }]);
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
