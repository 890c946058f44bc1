import type { Queue } from '../jobs/queue.js';

/**
 * The browser API's job queue, which sends nothing on: stories and page tests see what a request
 * answers, and what the API does later on its own (charges, renewals, mail) is tested against
 * the API on Node, where pg-boss works the queue.
 */
export class DroppedJobs implements Queue {
  async prepare(): Promise<void> {}
  async sendIn(): Promise<void> {}
  async send(): Promise<void> {}
  async work(): Promise<void> {}
  async runDue(): Promise<number> {
    return 0;
  }
  async figures() {
    return [];
  }
  async stop(): Promise<void> {}
}
