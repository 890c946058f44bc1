import { currentRequestId, inRequest, type Logger } from '../log.js';

/**
 * A job's data as sent: what it acts on, and the id of the request (or job) that sent it, when
 * there is one, so the job's log lines can be followed back to it.
 */
export function withSender<Data extends object>(data: Data): Data & { requestId?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? data : { ...data, requestId };
}

/** One try of a job, as the queue hands it over. */
export interface JobRun {
  queue: string;
  id: string;
  data: object;
  /** Tries made before this one. */
  retryCount: number;
  /** Tries after the first the queue allows before the job goes to the dead-letter queue. */
  retryLimit: number;
}

/**
 * Runs one try of a job as part of the request that sent it, so every line it logs, and every job
 * it sends, names that request. A job sent by no request (the schedules' sweep and housekeeping)
 * is its own: `job:<queue>:<id>`. Its start is logged, and its failure, as the last one when the
 * queue will keep it in the dead-letter queue rather than try again.
 */
export function runJob(
  log: Logger,
  run: JobRun,
  handler: (data: object) => Promise<void>,
): Promise<void> {
  const { requestId, ...data } = run.data as { requestId?: unknown };
  const id = typeof requestId === 'string' ? requestId : `job:${run.queue}:${run.id}`;
  return inRequest(id, async () => {
    const fields = { queue: run.queue, job: run.id, attempt: run.retryCount + 1 };
    log.info('job started', fields);
    try {
      await handler(data);
    } catch (error) {
      const last = run.retryCount >= run.retryLimit;
      log.error(
        last ? 'job failed; kept in the dead-letter queue' : 'job failed; tried again later',
        {
          ...fields,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        },
      );
      throw error;
    }
  });
}
