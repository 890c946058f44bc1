import { applyInTurn, settledStatus, settlementCutoff } from '@hci/rules';
import { isoAt } from '../clock.js';
import * as paymentData from '../data/payments.js';
import type { Queryable } from '../db/database.js';
import { mailJob } from '../jobs/mail.js';
import type { Services } from '../services.js';
import { scheduleEntries } from '../shared/payment-plans.js';
import { today } from '../shared/rows.js';

/**
 * Settles the plans' charges whose processing time has passed: ACCEPTED and applied to the
 * schedule, or INVALID when the plan stopped being active meanwhile. Answers whether there were
 * any to settle.
 */
export async function settlePayments(
  services: Services,
  planIds: readonly number[],
): Promise<boolean> {
  if (planIds.length === 0) return false;
  const cutoff = settlementCutoff(services.clock.now());
  // Most reads find nothing to settle: they should not pay for a transaction to learn it.
  if (!(await paymentData.hasPaymentsDue(services.db, planIds, cutoff))) return false;
  await services.db.transaction(async (tx) =>
    settleInTransaction(tx, services, await paymentData.lockPaymentsDue(tx, planIds, cutoff)),
  );
  return true;
}

/**
 * Settles payments whose processing is over, locked by the caller: ACCEPTED and spread over the
 * schedule, each with its receipt mailed, or INVALID when the plan stopped being active meanwhile.
 */
export async function settleInTransaction(
  tx: Queryable,
  services: Services,
  due: readonly paymentData.DuePaymentRow[],
): Promise<void> {
  const settled = due.map((payment) => ({
    ...payment,
    status: settledStatus(payment.plan_status),
  }));
  await paymentData.settlePaymentsAs(tx, settled, isoAt(services.clock.now()));
  const accepted = settled.filter((p) => p.status === 'ACCEPTED');
  if (accepted.length === 0) return;
  await services.queue.sendIn(
    tx,
    accepted.map((p) => mailJob({ kind: 'receipt', paymentId: p.id })),
  );
  const acceptedPlans = [...new Set(accepted.map((p) => p.plan_id))];
  const openRows = await paymentData.lockOpenScheduleRows(tx, acceptedPlans);
  const day = today(services);
  // Each payment is spread over what the ones settled before it left, oldest first, so its
  // receipt says which rows it paid.
  const allocations = acceptedPlans.flatMap((planId) =>
    applyInTurn(
      scheduleEntries(
        openRows.filter((row) => row.plan_id === planId),
        day,
      ),
      accepted.filter((p) => p.plan_id === planId),
    ),
  );
  if (allocations.length === 0) return;
  await paymentData.insertAllocations(tx, allocations);
  // One update per row: a row two payments went to takes their sum.
  const paidByRow = new Map<number, number>();
  for (const { id, amount } of allocations) paidByRow.set(id, (paidByRow.get(id) ?? 0) + amount);
  await paymentData.addToAmountsPaid(
    tx,
    [...paidByRow].map(([id, amount]) => ({ id, amount })),
  );
}
