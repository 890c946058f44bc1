import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AnalyticsEvent } from '../schema';
import { createSessionStore } from '../session/session-store';
import { startReferenceApi } from '../test/referenceApi';
import { coachSession } from '../test/sessions';
import { analyticsSender, createAnalytics } from './analytics';
import { createPublicClient } from './clients';

const baseUrl = 'http://analytics.test';
const reference = startReferenceApi(baseUrl);
const server = setupServer(reference.handler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const now = () => '2026-03-31T12:00:00Z';

describe('createAnalytics', () => {
  test('sends the event with the session e-mail as identity', () => {
    const sent: AnalyticsEvent[][] = [];
    const session = createSessionStore({ storage: null, events: null });
    session.signIn(coachSession);
    const analytics = createAnalytics({
      send: async (events) => void sent.push(events),
      session,
      now,
    });
    analytics.track('session_deleted', { path: '/my-sessions', properties: { sessionId: 7 } });
    expect(sent).toEqual([
      [
        {
          name: 'session_deleted',
          occurredAt: '2026-03-31T12:00:00Z',
          path: '/my-sessions',
          identity: { email: coachSession.email },
          properties: { sessionId: 7 },
        },
      ],
    ]);
  });

  test('leaves the identity out when signed out, and swallows a failing sink', async () => {
    let failed: Promise<void> | undefined;
    const analytics = createAnalytics({
      send: (events) => {
        expect(events[0]).toEqual({ name: 'page_view', occurredAt: '2026-03-31T12:00:00Z' });
        failed = Promise.reject(new Error('offline'));
        return failed;
      },
      session: createSessionStore({ storage: null, events: null }),
      now,
    });
    expect(() => analytics.track('page_view')).not.toThrow();
    await expect(failed).rejects.toThrow('offline');
  });

  test('an event carries only what is known: no path, properties or session means none sent', () => {
    const sent: AnalyticsEvent[] = [];
    createAnalytics({ send: async (events) => void sent.push(...events), now }).track('page_view');
    expect(sent).toStrictEqual([{ name: 'page_view', occurredAt: '2026-03-31T12:00:00Z' }]);
  });

  test('stamps each event with the time it happened', () => {
    const sent: AnalyticsEvent[] = [];
    const before = Date.now();
    createAnalytics({ send: async (events) => void sent.push(...events) }).track('page_view');
    const occurredAt = Date.parse(sent[0]?.occurredAt ?? '');
    expect(occurredAt).toBeGreaterThanOrEqual(before - 1000);
    expect(occurredAt).toBeLessThanOrEqual(Date.now());
  });

  test('analyticsSender posts a batch to the contract sink', async () => {
    const send = analyticsSender(createPublicClient(baseUrl));
    const event = { name: 'page_view', occurredAt: now(), path: '/courses' } as const;
    await expect(send([event])).resolves.toBeUndefined();
    const stored = await reference.api.query<{ properties: unknown }>(
      'SELECT properties FROM analytics_events',
    );
    expect(stored.map((row) => row.properties)).toEqual([event]);
  });
});
