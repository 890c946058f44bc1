import * as analyticsData from '../data/analytics.js';
import type { Handlers } from '../http/operation.js';
import { accepted } from '../http/operation.js';
import { analyticsPolicy } from '../http/request-quota.js';
import type { Services } from '../services.js';

/** Usage events, counted against a per-caller quota. */
export function analyticsHandlers(services: Services) {
  const { db } = services;

  return {
    async trackEvents(input) {
      const { events } = input.body;
      // Anyone may send events, so each caller (a user, else a client address) has a quota of
      // events per minute.
      const caller = input.principal
        ? `user:${input.principal.userId}`
        : `address:${input.clientAddress}`;
      await services.quota.take(`analytics:${caller}`, events.length, analyticsPolicy);
      await analyticsData.insertEvents(db, events);
      return accepted();
    },
  } satisfies Partial<Handlers>;
}
