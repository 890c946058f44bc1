import type { AnalyticsEvent } from '../schema';
import type { SessionStore } from '../session/session-store';
import { unwrap } from './api-error';
import type { ApiClient } from './clients';

export type AnalyticsProperties = NonNullable<AnalyticsEvent['properties']>;
export type SendAnalyticsEvents = (events: AnalyticsEvent[]) => Promise<void>;

export interface AnalyticsOptions {
  send: SendAnalyticsEvents;
  /** Supplies the identity: usage is tracked with the session e-mail. */
  session?: SessionStore;
  /**
   * The current instant as an ISO string. Date rather than Temporal here: the sink loads with the
   * first screen, and the Temporal polyfill would add ~19 KB to it.
   */
  now?: () => string;
}

export interface TrackOptions {
  path?: string;
  properties?: AnalyticsProperties;
}

export interface Analytics {
  /** Records one event. Never throws and never waits: usage tracking must not break a screen. */
  track(name: string, options?: TrackOptions): void;
}

export function createAnalytics({
  send,
  session,
  now = () => new Date().toISOString(),
}: AnalyticsOptions): Analytics {
  return {
    track(name, { path, properties } = {}) {
      const email = session?.getSnapshot().email;
      const event: AnalyticsEvent = {
        name,
        occurredAt: now(),
        ...(path === undefined ? {} : { path }),
        ...(email ? { identity: { email } } : {}),
        ...(properties === undefined ? {} : { properties }),
      };
      send([event]).catch(() => undefined);
    },
  };
}

/** Sends events to the contract's sink, `POST /analytics/events`, of the given client's origin. */
export function analyticsSender(client: ApiClient): SendAnalyticsEvents {
  return async (events) => {
    await unwrap(client.POST('/analytics/events', { body: { events } }));
  };
}
