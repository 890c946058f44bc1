import type { Database } from '../db/database.js';
import type { ObjectStorage } from '../files/object-storage.js';
import type { Logger } from '../log.js';

/** How long each dependency gets to answer before it counts as down. */
export const readinessTimeoutMs = 2_000;

type State = 'up' | 'down';

export interface Readiness {
  ready: boolean;
  checks: { database: State; files: State };
}

/**
 * Whether `check` succeeds within `ms`; why it failed, if it did. A check still running when
 * time is up is left to end on its own (its outcome is ignored).
 */
async function probe(check: (signal: AbortSignal) => Promise<unknown>, ms: number) {
  const signal = AbortSignal.timeout(ms);
  const timedOut = new Promise<string>((resolve) =>
    signal.addEventListener('abort', () => resolve(`no answer within ${ms} ms`), { once: true }),
  );
  const outcome = check(signal).then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  return Promise.race([outcome, timedOut]);
}

/**
 * Whether this instance can serve requests now: the database answers `SELECT 1` and the file
 * storage is reachable. Unlike /health (the process is alive), this is what a load balancer
 * asks before sending requests. Only a change of state is logged, not every probe.
 */
export function readinessCheck({
  db,
  storage,
  log,
  timeoutMs = readinessTimeoutMs,
}: {
  db: Pick<Database, 'query'>;
  storage: Pick<ObjectStorage, 'check'>;
  log: Logger;
  timeoutMs?: number;
}): () => Promise<Readiness> {
  let wasReady = true;
  return async () => {
    const [database, files] = await Promise.all([
      probe(() => db.query('SELECT 1'), timeoutMs),
      probe((signal) => storage.check(signal), timeoutMs),
    ]);
    const ready = database === undefined && files === undefined;
    if (ready !== wasReady) {
      if (ready) log.info('ready: the database and the file storage answer');
      else log.error('not ready', { database, files });
    }
    wasReady = ready;
    return {
      ready,
      checks: { database: database ? 'down' : 'up', files: files ? 'down' : 'up' },
    };
  };
}
