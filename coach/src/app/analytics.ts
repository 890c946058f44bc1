/**
 * Usage tracking: page views and key actions, with the signed-in user's e-mail as the identity
 * property. Events go to one sink (an HTTP endpoint); without a sink nothing is sent at all, so a
 * deployment opts in by configuring one. Tracking never breaks the app: failures are dropped.
 */
export type AnalyticsProperties = Record<string, string | number | boolean>;

/** One event as the contract's `AnalyticsEvent` describes it. */
export interface AnalyticsEvent {
  name: string;
  path: string;
  occurredAt: string;
  properties?: AnalyticsProperties;
  identity?: { email: string };
}

export interface Analytics {
  page(path: string): void;
  track(name: string, properties?: AnalyticsProperties): void;
  identify(email: string | undefined): void;
}

export interface AnalyticsOptions {
  /**
   * The sink's full URL (the reference API's is `<api>/analytics/events`); events are POSTed as
   * `{ events: AnalyticsEvent[] }`. Undefined disables tracking.
   */
  endpoint: string | undefined;
  fetcher?: typeof fetch;
  now?: () => string;
  currentPath?: () => string;
}

export function createAnalytics({
  endpoint,
  fetcher = (...args) => fetch(...args),
  now = () => new Date().toISOString(),
  currentPath = () => window.location.pathname,
}: AnalyticsOptions): Analytics {
  let email: string | undefined;
  let queue: AnalyticsEvent[] = [];

  // Events of one task (a page view and the action that caused it) travel in one request.
  function flush() {
    const events = queue;
    queue = [];
    if (!endpoint || events.length === 0) return;
    fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events }),
      keepalive: true,
    }).catch(() => undefined);
  }

  function record(event: Pick<AnalyticsEvent, 'name' | 'path' | 'properties'>) {
    if (!endpoint) return;
    queue.push({ ...event, occurredAt: now(), ...(email ? { identity: { email } } : {}) });
    // The contract accepts at most 50 events per request.
    if (queue.length === 50) flush();
    else if (queue.length === 1) queueMicrotask(flush);
  }

  return {
    page: (path) => record({ name: 'pageView', path }),
    track: (name, properties) =>
      record({ name, path: currentPath(), ...(properties ? { properties } : {}) }),
    identify: (next) => {
      email = next;
    },
  };
}
