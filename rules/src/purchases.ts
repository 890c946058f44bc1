import {
  purchaseStatusValues,
  type PurchaseStatus,
  type PurchaseStatusTotal,
} from '@hci/api-schema';
import { Temporal } from 'temporal-polyfill';
import { refuse, RuleRefusal } from './refusal';

/** Which purchases are money the coach has, and how a list of purchases adds up. */

/** Only a paid purchase is money received: pending may still fail, the others never arrive or went back. */
export function isSettledPurchase(status: PurchaseStatus): boolean {
  return status === 'PAID';
}

/** Status totals in the contract's order of statuses. */
export function sortStatusTotals(totals: readonly PurchaseStatusTotal[]): PurchaseStatusTotal[] {
  const rank = (total: PurchaseStatusTotal) => purchaseStatusValues.indexOf(total.status);
  return [...totals].sort((a, b) => rank(a) - rank(b));
}

/** The count and amount of each status present, in the contract's order of statuses. */
export function purchaseStatusTotals(
  purchases: readonly { status: PurchaseStatus; amount: number }[],
): PurchaseStatusTotal[] {
  return purchaseStatusValues.flatMap((status) => {
    const ofStatus = purchases.filter((purchase) => purchase.status === status);
    if (ofStatus.length === 0) return [];
    const amount = ofStatus.reduce((sum, purchase) => sum + purchase.amount, 0);
    return [{ status, count: ofStatus.length, amount }];
  });
}

/** The settled amount, and every other status's total apart (never added to it). */
export function purchaseTotals(byStatus: readonly PurchaseStatusTotal[]): {
  settled: number;
  unsettled: PurchaseStatusTotal[];
} {
  return {
    settled: byStatus
      .filter((total) => isSettledPurchase(total.status))
      .reduce((sum, total) => sum + total.amount, 0),
    unsettled: byStatus.filter((total) => !isSettledPurchase(total.status)),
  };
}

/** A coach does not buy their own offer. */
export function checkNotOwnOffer(buyerCoachId: number | null | undefined, sellerCoachId: number) {
  if (buyerCoachId === sellerCoachId)
    throw refuse('forbidden', 'A coach does not buy their own offer', 403);
}

/**
 * A purchase request names what its offer needs: a service one of its free times, a priced offer
 * the card that pays it.
 */
export function checkPurchaseRequest(
  product: { type: string; price: number },
  request: { startsAt?: string; paymentMethodId?: number },
): void {
  if (product.type === 'SERVICE' && request.startsAt === undefined)
    throw new RuleRefusal(400, 'badRequest', 'A service is booked at one of its free times', [
      { path: 'startsAt', message: 'is required for a service' },
    ]);
  if (product.price > 0 && request.paymentMethodId === undefined)
    throw new RuleRefusal(400, 'badRequest', 'A priced offer is paid by card', [
      { path: 'paymentMethodId', message: 'is required when the price is above zero' },
    ]);
}

/**
 * Whether an earlier purchase of a coach's free test call used it up: one the coach or the
 * processor called off (cancelled, failed) leaves the client still to have one.
 */
const usesUpTestCall = (status: PurchaseStatus) => status !== 'CANCELLED' && status !== 'FAILED';

/**
 * Why this client may not book the offer as a test call, if they may not: a client has one free
 * test call per coach. `earlier` are the statuses of the client's earlier purchases of this
 * coach's test call (the coach has one test call product, so per product is per coach).
 */
export function testCallRefusal(
  product: { testCall?: boolean },
  earlier: readonly PurchaseStatus[],
): 'testCallTaken' | undefined {
  return product.testCall && earlier.some(usesUpTestCall) ? 'testCallTaken' : undefined;
}

/** Refuses a second free test call with the same coach (see `testCallRefusal`). */
export function checkTestCallAvailable(
  product: { testCall?: boolean },
  earlier: readonly PurchaseStatus[],
): void {
  const key = testCallRefusal(product, earlier);
  if (key) throw refuse(key, 'This client already had a free test call with this coach', 409);
}

/** The statuses of the client's purchases of this product, from the client's purchase list. */
export const purchasesOfProduct = (
  purchases: readonly { product: { id: number }; status: PurchaseStatus }[],
  productId: number,
): PurchaseStatus[] =>
  purchases.filter((purchase) => purchase.product.id === productId).map((p) => p.status);

/** How a client stands with a coach's free test call, as the coach's page tells them. */
export type TestCallStanding =
  | { kind: 'open' }
  | { kind: 'upcoming'; purchaseId: number; startsAt: string; endsAt: string }
  | { kind: 'had' };

/**
 * Whether the client may still book this coach's free test call, has it booked and still ahead
 * (a scheduled session that has not started), or had it: `purchases` are the client's own, each
 * with its sessions; `now` an ISO instant.
 */
export function testCallStanding(
  product: { id: number; testCall?: boolean },
  purchases: readonly {
    id: number;
    product: { id: number };
    status: PurchaseStatus;
    sessions?: readonly { startsAt: string; endsAt: string; status: string }[];
  }[],
  now: string,
): TestCallStanding {
  const ofTestCall = purchases.filter((purchase) => purchase.product.id === product.id);
  if (
    !testCallRefusal(
      product,
      ofTestCall.map((purchase) => purchase.status),
    )
  )
    return { kind: 'open' };
  for (const purchase of ofTestCall) {
    if (!usesUpTestCall(purchase.status)) continue;
    const ahead = purchase.sessions?.find(
      (session) =>
        session.status === 'SCHEDULED' && Temporal.Instant.compare(session.startsAt, now) > 0,
    );
    if (ahead)
      return {
        kind: 'upcoming',
        purchaseId: purchase.id,
        startsAt: ahead.startsAt,
        endsAt: ahead.endsAt,
      };
  }
  return { kind: 'had' };
}
