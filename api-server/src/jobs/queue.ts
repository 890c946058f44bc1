import PgBoss from 'pg-boss';
import type { Database, Queryable, SqlValue } from '../db/database.js';
import type { Logger } from '../log.js';
import { runJob, withSender } from './job-runs.js';
import type { QueueTiming } from './queue-timing.js';
import { defaultQueueTiming } from './queue-timing.js';

/**
 * The queues of the work the product does on its own. `sweep` looks for what has fallen due by
 * the API's clock and sends the rest their jobs; `housekeeping` removes what has outlived its use;
 * each of the others acts on one business event.
 */
export const queueNames = ['sweep', 'housekeeping', 'auto-pay', 'renewal', 'mail'] as const;
export type QueueName = (typeof queueNames)[number];

/** The queues pg-boss sends a job on a schedule (UTC), kept once across instances. */
const schedules: Partial<Record<QueueName, string>> = {
  sweep: '* * * * *',
  housekeeping: '17 * * * *',
};

/** Where a queue's jobs go after their last failed try: kept, listed and counted, never lost. */
export const deadLetterQueue = 'dead-letter';

/**
 * One job to send: its queue, what it acts on, and the business event it is for. Two jobs of one
 * key never wait in a queue together: a sweep that finds the same due installment again while its
 * job waits sends nothing.
 */
export interface JobRequest<Data extends object = object> {
  queue: QueueName;
  data: Data;
  key: string;
}

export type JobWork = Record<QueueName, (data: never) => Promise<void>>;

/**
 * Jobs one process runs at once, per queue: a job waits mostly on the database (a charge's
 * transaction, a mail), so a few at once keep a worker busy.
 */
const jobsAtOnce = 4;

/** The adapter pg-boss runs its SQL through: the database's own, or a transaction's. */
function through(tx: Queryable) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      return { rows: await tx.query<Record<string, unknown>>(text, values as SqlValue[]) };
    },
  };
}

/**
 * Another instance created the same object first (a unique-index violation, "already exists"), or
 * PostgreSQL broke a deadlock between the two by failing this one.
 */
function isInstallRace(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (
    code === '40P01' ||
    code === '23505' ||
    code === '42P06' ||
    code === '42710' ||
    /already exists/.test(message ?? '')
  );
}

/**
 * The job queue: pg-boss on the API's own database (PGlite or PostgreSQL, through the same
 * adapter), in a schema of its own. Jobs are sent inside the transaction that makes them due, so
 * a rolled-back change sends nothing. Failed jobs are tried again with growing delays, then kept
 * in the dead-letter queue.
 */
/** What the rest of the API asks of the job queue. */
export type Queue = Pick<
  JobQueue,
  'prepare' | 'sendIn' | 'send' | 'work' | 'runDue' | 'figures' | 'stop'
>;

export class JobQueue {
  private boss: PgBoss;
  private working = false;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    /** Whether this process works jobs (and keeps the queue's upkeep), or only sends them. */
    private readonly worker: boolean,
    private readonly timing: QueueTiming = defaultQueueTiming,
  ) {
    this.boss = this.newBoss();
  }

  private newBoss(): PgBoss {
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => this.db.executeSql(text, values) },
      schema: 'jobs',
      migrate: true,
      // Upkeep (expired jobs back to their queue) and the minute's sweep run in workers only.
      supervise: this.worker,
      schedule: this.worker,
      maintenanceIntervalSeconds: this.timing.maintenanceIntervalSeconds,
    } as PgBoss.ConstructorOptions);
    boss.on('error', (error) =>
      this.log.error('job queue error', { error: error.stack ?? error.message }),
    );
    return boss;
  }

  /** Creates the queue's tables and queues (once, whichever instance comes first). */
  async prepare(): Promise<void> {
    try {
      await this.boss.start();
    } catch (error) {
      // Two instances installing the queue at one moment: pg-boss makes the second wait for the
      // first, but PostgreSQL's catalogue cache can still show it no schema, and its CREATE fails
      // on the first's. Started again (a failed pg-boss cannot be), it finds the queue installed.
      if (!isInstallRace(error)) throw error;
      this.log.info('the job queue was installed by another instance at the same moment');
      this.boss = this.newBoss();
      await this.boss.start();
    }
    const queues = await this.boss.getQueues();
    const existing = new Set(queues.map((queue) => queue.name));
    if (!existing.has(deadLetterQueue)) await this.createQueue(deadLetterQueue);
    for (const { name, expireInSeconds } of queues) {
      // A queue's jobs take its expiry when sent: one configured anew holds for jobs sent next.
      if (!queueNames.includes(name as QueueName)) continue;
      if (expireInSeconds === this.timing.expireInSeconds) continue;
      await this.boss.updateQueue(name, {
        name,
        policy: 'short',
        expireInSeconds: this.timing.expireInSeconds,
      } as PgBoss.Queue);
    }
    for (const name of queueNames) {
      if (existing.has(name)) continue;
      await this.createQueue(name, {
        name,
        policy: 'short',
        // A scheduled job that did not run is overtaken by the next; every other job is a business
        // event.
        retryLimit: name in schedules ? 0 : 5,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: this.timing.expireInSeconds,
        deadLetter: deadLetterQueue,
      } as PgBoss.Queue);
    }
  }

  /**
   * Two instances creating queues at one moment can deadlock on the job table's partitions, and
   * PostgreSQL then fails one of them. That one tries again; a queue already there is left as is.
   */
  private async createQueue(name: string, options?: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(name, options);
        return;
      } catch (error) {
        if (attempt >= 5 || !isInstallRace(error)) throw error;
      }
    }
  }

  /** Sends jobs inside `tx`: they exist once it commits, never without it. */
  async sendIn(tx: Queryable, jobs: readonly JobRequest[]): Promise<void> {
    if (jobs.length === 0) return;
    const rows = jobs.map(({ queue, data, key }) => ({
      name: queue,
      data: withSender(data),
      singletonKey: key,
    }));
    await this.boss.insert(rows, { db: through(tx) } as PgBoss.InsertOptions);
  }

  async send(jobs: readonly JobRequest[]): Promise<void> {
    await this.sendIn(this.db, jobs);
  }

  /**
   * Works the queues in this process until stopped: each queue polled, a job's failure retried
   * later, the sweep sent every minute and the housekeeping every hour (pg-boss keeps one schedule
   * across instances).
   */
  async work(handlers: JobWork): Promise<void> {
    if (this.working) return;
    this.working = true;
    for (const [name, cron] of Object.entries(schedules))
      await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
    for (const name of queueNames) {
      // pg-boss runs one job at a time per worker: a business queue gets several.
      const workers = name in schedules ? 1 : jobsAtOnce;
      for (let i = 0; i < workers; i += 1) {
        await this.boss.work(
          name,
          {
            pollingIntervalSeconds: this.timing.pollingIntervalSeconds,
            batchSize: 1,
            includeMetadata: true,
          },
          async ([job]) => {
            if (job) await this.perform(handlers, name, job);
          },
        );
      }
    }
  }

  /** Runs one try of a job, logged under the request that sent it (the queue retries a failure). */
  private perform(handlers: JobWork, name: QueueName, job: PgBoss.JobWithMetadata<unknown>) {
    const handler = handlers[name] as (data: object) => Promise<void>;
    return runJob(this.log, { ...job, queue: name, data: job.data as object }, handler);
  }

  /**
   * Runs every job that can run now in this process, then waits for those other workers hold,
   * until none is left (bounded): what moving the development clock, and the tests, rely on to
   * see a due date's effects at once. A job that fails here is left to the queue's retries.
   */
  async runDue(handlers: JobWork, { maxMs = 60_000 } = {}): Promise<number> {
    const until = Date.now() + maxMs;
    let ran = 0;
    while (Date.now() < until) {
      let fetched = 0;
      for (const name of queueNames) {
        const jobs = (await this.boss.fetch(name, { batchSize: 100, includeMetadata: true })) ?? [];
        fetched += jobs.length;
        for (let i = 0; i < jobs.length; i += jobsAtOnce) {
          const done: string[] = [];
          await Promise.all(
            jobs.slice(i, i + jobsAtOnce).map(async (job) => {
              try {
                await this.perform(handlers, name, job);
                done.push(job.id);
              } catch (error) {
                await this.boss.fail(name, job.id, { message: String(error) });
              }
            }),
          );
          if (done.length > 0) await this.boss.complete(name, done);
          ran += done.length;
        }
      }
      if (fetched > 0) continue;
      if ((await this.activeCount()) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return ran;
  }

  /** Jobs a worker holds right now, in any of the product's queues. */
  private async activeCount(): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM jobs.job WHERE state = 'active' AND name = ANY($1::text[])`,
      [[...queueNames]],
    );
    return row?.count ?? 0;
  }

  /** Each queue's jobs by state, and how long the oldest job ready to run has waited. */
  async figures(): Promise<QueueFigures[]> {
    const rows = await this.db.query<{
      name: string;
      state: string;
      count: number;
      lag: number;
    }>(
      `SELECT name, state::text AS state, count(*)::int AS count,
         coalesce(extract(epoch FROM now() - min(created_on)
           FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0)::float8 AS lag
       FROM jobs.job GROUP BY name, state`,
    );
    return rows.map((row) => ({
      queue: row.name,
      state: row.state,
      count: row.count,
      lagSeconds: Math.max(0, row.lag),
    }));
  }

  async stop(): Promise<void> {
    await this.boss.stop({
      graceful: true,
      close: false,
      wait: true,
      timeout: 10_000,
    } as PgBoss.StopOptions);
  }
}

export interface QueueFigures {
  queue: string;
  state: string;
  count: number;
  lagSeconds: number;
}
