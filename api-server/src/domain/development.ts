import type { Handlers } from '../http/operation.js';
import { ok } from '../http/operation.js';
import { notFound } from '../http/errors.js';
import { mayReadDevMailbox } from '../mail/dev-mailbox-access.js';
import type { Services } from '../services.js';

/** The development mailbox: codes and links, for demos and tests on this machine only. */
export function developmentHandlers(services: Services) {
  return {
    async readDevMailbox(input) {
      if (!services.devMailbox || !mayReadDevMailbox(input.context)) throw notFound();
      return ok(await services.mailbox.list(input.query.email));
    },
  } satisfies Partial<Handlers>;
}
