import { describe, expect, test } from 'vitest';
import type { PurchaseStatus } from '@hci/api-schema';
import {
  checkTestCallAvailable,
  isSettledPurchase,
  purchaseStatusTotals,
  purchasesOfProduct,
  purchaseTotals,
  sortStatusTotals,
  testCallRefusal,
  testCallStanding,
} from './purchases';

// The demo coach's twelve sales: $3,477 in all, of which $2,318 was paid.
const demoSales: { status: PurchaseStatus; amount: number }[] = [
  { status: 'PAID', amount: 96000 },
  { status: 'PAID', amount: 4900 },
  { status: 'PAID', amount: 15000 },
  { status: 'PENDING', amount: 0 },
  { status: 'REFUNDED', amount: 96000 },
  { status: 'PAID', amount: 4900 },
  { status: 'FAILED', amount: 15000 },
  { status: 'PAID', amount: 0 },
  { status: 'PAID', amount: 96000 },
  { status: 'CANCELLED', amount: 4900 },
  { status: 'PAID', amount: 15000 },
  { status: 'PAID', amount: 0 },
];

describe('purchase totals', () => {
  test('only a paid purchase is settled money', () => {
    expect(isSettledPurchase('PAID')).toBe(true);
    for (const status of ['PENDING', 'REFUNDED', 'CANCELLED', 'FAILED'] as const)
      expect(isSettledPurchase(status)).toBe(false);
  });

  test('the demo sales add up to $2,318 paid, the other statuses apart', () => {
    const byStatus = purchaseStatusTotals(demoSales);
    expect(byStatus).toEqual([
      { status: 'PENDING', count: 1, amount: 0 },
      { status: 'PAID', count: 8, amount: 231800 },
      { status: 'REFUNDED', count: 1, amount: 96000 },
      { status: 'CANCELLED', count: 1, amount: 4900 },
      { status: 'FAILED', count: 1, amount: 15000 },
    ]);
    const { settled, unsettled } = purchaseTotals(byStatus);
    expect(settled).toBe(231800);
    expect(unsettled.map((total) => [total.status, total.amount])).toEqual([
      ['PENDING', 0],
      ['REFUNDED', 96000],
      ['CANCELLED', 4900],
      ['FAILED', 15000],
    ]);
  });

  test('totals grouped elsewhere (in SQL) come back in the order of statuses', () => {
    expect(
      sortStatusTotals([
        { status: 'FAILED', count: 1, amount: 1 },
        { status: 'PAID', count: 2, amount: 2 },
      ]).map((total) => total.status),
    ).toEqual(['PAID', 'FAILED']);
  });

  test('nothing bought adds up to nothing', () => {
    expect(purchaseTotals(purchaseStatusTotals([]))).toEqual({ settled: 0, unsettled: [] });
  });
});

describe('one free test call per client and coach', () => {
  const testCall = { testCall: true };

  test('a first test call is allowed, a second refused with testCallTaken', () => {
    expect(testCallRefusal(testCall, [])).toBeUndefined();
    expect(testCallRefusal(testCall, ['PAID'])).toBe('testCallTaken');
    expect(() => checkTestCallAvailable(testCall, ['PAID'])).toThrow(
      expect.objectContaining({ key: 'testCallTaken', status: 409 }),
    );
    expect(() => checkTestCallAvailable(testCall, [])).not.toThrow();
  });

  test('a test call called off (cancelled or failed) leaves the client one still', () => {
    expect(testCallRefusal(testCall, ['CANCELLED', 'FAILED'])).toBeUndefined();
    expect(testCallRefusal(testCall, ['CANCELLED', 'REFUNDED'])).toBe('testCallTaken');
  });

  test('any other offer is bought as often as the client likes', () => {
    expect(testCallRefusal({ testCall: false }, ['PAID', 'PAID'])).toBeUndefined();
    expect(testCallRefusal({}, ['PAID'])).toBeUndefined();
  });

  test("the client's earlier purchases of the test call are those of its product", () => {
    const purchases = [
      { product: { id: 6 }, status: 'PAID' as const },
      { product: { id: 2 }, status: 'PAID' as const },
      { product: { id: 6 }, status: 'CANCELLED' as const },
    ];
    expect(purchasesOfProduct(purchases, 6)).toEqual(['PAID', 'CANCELLED']);
    expect(purchasesOfProduct(purchases, 3)).toEqual([]);
  });
});

describe('how a client stands with a free test call', () => {
  const testCall = { id: 9, testCall: true };
  const now = '2027-03-01T12:00:00Z';
  const bought = (status: PurchaseStatus, startsAt: string, sessionStatus = 'SCHEDULED') => ({
    id: 40,
    product: { id: 9 },
    status,
    sessions: [{ startsAt, endsAt: startsAt.replace('T10', 'T10:20'), status: sessionStatus }],
  });

  test('none bought, or only one called off: still to book', () => {
    expect(testCallStanding(testCall, [], now)).toEqual({ kind: 'open' });
    expect(testCallStanding(testCall, [bought('CANCELLED', '2027-03-05T10:00:00Z')], now)).toEqual({
      kind: 'open',
    });
  });

  test('booked and still ahead: upcoming, with its time; once started or over: had', () => {
    expect(testCallStanding(testCall, [bought('PAID', '2027-03-05T10:00:00Z')], now)).toEqual(
      expect.objectContaining({
        kind: 'upcoming',
        purchaseId: 40,
        startsAt: '2027-03-05T10:00:00Z',
      }),
    );
    expect(testCallStanding(testCall, [bought('PAID', '2027-02-25T10:00:00Z')], now)).toEqual({
      kind: 'had',
    });
    expect(
      testCallStanding(testCall, [bought('PAID', '2027-03-05T10:00:00Z', 'COMPLETED')], now),
    ).toEqual({ kind: 'had' });
  });
});
