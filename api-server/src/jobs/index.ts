import type { Services } from '../services.js';
import { chargeInstallment } from './auto-pay.js';
import { housekeeping } from './housekeeping.js';
import { sendMail } from './mail.js';
import type { JobWork } from './queue.js';
import { renewSubscription } from './renewal.js';
import { sweep } from './sweep.js';

/** What each queue's job does. */
export function jobWork(services: Services): JobWork {
  return {
    sweep: () => sweep(services),
    housekeeping: () => housekeeping(services),
    'auto-pay': (data) => chargeInstallment(services, data),
    renewal: (data) => renewSubscription(services, data),
    mail: (data) => sendMail(services, data),
  };
}

/**
 * Runs what is due now, and every job that follows from it, before returning: the sweep, then the
 * queues until they are empty. The development clock and the tests call it after moving time.
 */
export async function runDueJobs(services: Services): Promise<number> {
  await sweep(services);
  return services.queue.runDue(jobWork(services));
}
