import type { Logger } from '../log.js';
import { afterThisTurn } from '../shared/timers.js';

/**
 * Work a request starts and does not wait for: its answer goes out first, so how long the answer
 * takes says nothing about what the work found (whether an account exists). The work lives in
 * this process only; the server waits for it before closing the database.
 */
export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  /** Starts `work` once the current request's code has yielded; a failure is logged, not thrown. */
  run(what: string, work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => afterThisTurn(resolve))
      .then(work)
      .catch((error: unknown) => {
        this.log.error('work after the answer failed', {
          what,
          error: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves once every piece of work started so far (and any it started) has ended. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
