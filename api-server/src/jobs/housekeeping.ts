import { unverifiedAccountDays } from '@hci/rules';
import { isoAt } from '../clock.js';
import * as housekeepingData from '../data/housekeeping.js';
import { idempotencyKeyMs } from '../http/idempotency.js';
import type { Services } from '../services.js';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Removes what has outlived its use, by the API's clock: answers to idempotency keys past their
 * day, codes and links and refresh tokens a day after they expired (counts of recent codes stay
 * right), and idle accounts whose address was never verified. Run every hour by one worker.
 */
export async function housekeeping(services: Services): Promise<void> {
  const { db, clock, log } = services;
  const now = clock.now();
  const removed = {
    idempotencyKeys: await housekeepingData.deleteIdempotentRequests(
      db,
      isoAt(now - idempotencyKeyMs),
    ),
    codes: await housekeepingData.deleteExpiredCodes(db, isoAt(now - dayMs)),
    refreshTokens: await housekeepingData.deleteExpiredRefreshTokens(db, isoAt(now - dayMs)),
    unverifiedAccounts: await housekeepingData.deleteIdleUnverifiedAccounts(
      db,
      isoAt(now - unverifiedAccountDays * dayMs),
    ),
  };
  if (Object.values(removed).some((n) => n > 0)) log.info('housekeeping', removed);
}
