/** How long jobs may run, and how often the queue looks after them. */
export interface QueueTiming {
  /** How long a job may run before another worker takes it over (a worker that died holds it). */
  expireInSeconds: number;
  /** How often expired jobs are looked for and the queue tidied. */
  maintenanceIntervalSeconds: number;
  /** How often an idle worker asks for work. */
  pollingIntervalSeconds: number;
}

export const defaultQueueTiming: QueueTiming = {
  expireInSeconds: 60,
  maintenanceIntervalSeconds: 30,
  pollingIntervalSeconds: 2,
};

/**
 * The timing for jobs that may run `expireInSeconds` (JOB_EXPIRE_SECONDS): expired jobs are
 * looked for at least twice as often, so a dead worker's job is taken over within about one and
 * a half times that.
 */
export function queueTimingFor(expireInSeconds: number): QueueTiming {
  return {
    ...defaultQueueTiming,
    expireInSeconds,
    maintenanceIntervalSeconds: Math.max(
      1,
      Math.min(defaultQueueTiming.maintenanceIntervalSeconds, Math.ceil(expireInSeconds / 2)),
    ),
    pollingIntervalSeconds: Math.min(defaultQueueTiming.pollingIntervalSeconds, expireInSeconds),
  };
}
