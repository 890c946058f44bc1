import { settlementCutoff } from '@hci/rules';
import { settlePayments } from '../payments/settlement.js';
import type { Services } from '../services.js';
import { dueAutoCharges } from './auto-pay.js';
import { advanceApplications, recallUnsignedDocuments } from './enrollment.js';
import { sendPaymentReminders } from './payment-reminders.js';
import type { JobRequest } from './queue.js';
import { dueRenewals, sendRenewalNotices } from './renewal.js';
import { sendSessionReminders } from './session-reminders.js';

/** How many due events one sweep sends at most; the next sweep takes the rest. */
const sweepLimit = 20_000;
/** How many reminders, or applications moved along, one sweep takes at most; the next the rest. */
const reminderLimit = 500;
/** Jobs sent per statement. */
const batch = 500;

/** The plans with a charge whose processing is over by the API's clock. */
async function plansSettling(services: Services): Promise<number[]> {
  const rows = await services.db.query<{ plan_id: number }>(
    `SELECT DISTINCT plan_id FROM payments WHERE status = 'IN_PROGRESS' AND created_at <= $1`,
    [settlementCutoff(services.clock.now())],
  );
  return rows.map((row) => row.plan_id);
}

/**
 * What has fallen due by the API's clock, each sent its job: run every minute by one worker, and
 * at once when the development clock moves. Charges settle here too, so money never waits for
 * someone to read it.
 */
export async function sweep(services: Services): Promise<void> {
  await settlePayments(services, await plansSettling(services));
  const due: JobRequest[] = [
    ...(await dueAutoCharges(services, sweepLimit)),
    ...(await dueRenewals(services, sweepLimit)),
  ];
  for (let i = 0; i < due.length; i += batch) {
    await services.queue.send(due.slice(i, i + batch));
  }
  await sendPaymentReminders(services, reminderLimit);
  await advanceApplications(services, reminderLimit);
  await recallUnsignedDocuments(services, reminderLimit);
  await sendRenewalNotices(services, reminderLimit);
  await sendSessionReminders(services, sweepLimit);
}
