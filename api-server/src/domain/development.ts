import type { Handlers } from '../http/operation.js';
import { ok } from '../http/operation.js';
import { isoAt } from '../clock.js';
import { notFound } from '../http/errors.js';
import { runDueJobs } from '../jobs/index.js';
import { mayReadDevMailbox } from '../mail/dev-mailbox-access.js';
import type { Services } from '../services.js';

/**
 * The development mailbox (codes and links) and clock, for demos and tests on this machine only.
 */
export function developmentHandlers(services: Services) {
  return {
    async readDevMailbox(input) {
      if (!services.devMailbox || !mayReadDevMailbox(input.context)) throw notFound();
      return ok(await services.mailbox.list(input.query.email));
    },

    async readDevClock(input) {
      const { devClock } = services;
      if (!devClock || !mayReadDevMailbox(input.context)) throw notFound();
      return { status: 200 as const, body: { now: isoAt(devClock.now()) } };
    },

    // Moving time runs what falls due before answering, so a demo or a test sees it at once.
    async advanceDevClock(input) {
      const { devClock } = services;
      if (!devClock || !mayReadDevMailbox(input.context)) throw notFound();
      devClock.advance(input.body.advanceMs);
      await runDueJobs(services);
      return { status: 200 as const, body: { now: isoAt(devClock.now()) } };
    },
  } satisfies Partial<Handlers>;
}
