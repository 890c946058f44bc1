import { purchaseStatusValues, type PurchaseStatus, type PurchaseStatusTotal } from '../schema';

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
