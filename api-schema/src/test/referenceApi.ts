// The reference API itself answers the tests of the clients and the query factories: its browser
// build (@hci/api-server/browser) in this Node process, on the demo world the global setup seeded
// (./global-setup.ts), reached through MSW. One API per test file; every test starts from the
// world as seeded, on the demo instant.
import { readFile } from 'node:fs/promises';
import { http, type HttpHandler } from 'msw';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { startBrowserApi, type BrowserApi } from '@hci/api-server/browser';
import { demoEmails, demoInstant, demoPassword } from '@hci/demo-world';
import type { AuthSession } from '../schema';

/** The app the tests' calls come from, one of the origins the API allows. */
const appOrigin = 'http://app.test';

/** The demo people signed in when the API starts, and where each signs in. */
const signIns = {
  student: { route: '/auth/signin/student', email: demoEmails.student },
  /** Signed up, the e-mail address not verified yet. */
  unverified: { route: '/auth/signin/student', email: demoEmails.unverified },
  /** A coach who is a student of the institute too. */
  coach: { route: '/auth/signin/coach', email: demoEmails.coach },
} as const;

export type DemoSignIn = keyof typeof signIns;

export interface ReferenceApi {
  /** The API as started for this file. */
  readonly api: BrowserApi;
  /** The demo people's sessions, signed in before the seeded copy was kept: valid after a reset. */
  readonly sessions: Readonly<Record<DemoSignIn, AuthSession>>;
  /** Answers every call under the file's base URL with the reference API, as the app sends it. */
  readonly handler: HttpHandler;
  /** Moves the API's clock on until the next test, for what it does once time passed. */
  advanceClock(ms: number): void;
}

/**
 * Starts the reference API for this test file (before its first test, stopped after its last)
 * at `baseUrl`, and puts its world back as seeded, on the demo instant, before each test.
 */
export function startReferenceApi(baseUrl: string): ReferenceApi {
  let started: { api: BrowserApi; sessions: Record<DemoSignIn, AuthSession> } | undefined;
  // The demo instant, stopped, so what a test makes is dated the same on every run.
  let time = Date.parse(demoInstant);
  const need = () => {
    if (!started) throw new Error('The reference API is used before it started (beforeAll).');
    return started;
  };

  beforeAll(async () => {
    const file = inject('demoDataDirFile');
    if (!file) throw new Error('No demo world to load: src/test/global-setup.ts did not run.');
    const sessions: Partial<Record<DemoSignIn, AuthSession>> = {};
    const api = await startBrowserApi({
      baseUrl,
      appOrigins: [appOrigin],
      clock: { now: () => time },
      dataDir: new Blob([await readFile(file)]),
      async prepare({ fetch }) {
        for (const [person, { route, email }] of Object.entries(signIns)) {
          const response = await fetch(
            new Request(`${baseUrl}${route}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: appOrigin },
              body: JSON.stringify({ email, password: demoPassword }),
            }),
          );
          if (!response.ok)
            throw new Error(`The demo ${person} cannot sign in: ${response.status}`);
          sessions[person as DemoSignIn] = (
            (await response.json()) as { content: AuthSession }
          ).content;
        }
      },
    });
    started = { api, sessions: sessions as Record<DemoSignIn, AuthSession> };
  });

  beforeEach(async () => {
    time = Date.parse(demoInstant);
    await need().api.reset();
  });

  afterAll(() => started?.api.close());

  return {
    get api() {
      return need().api;
    },
    get sessions() {
      return need().sessions;
    },
    handler: http.all(`${baseUrl}/*`, ({ request }) => {
      // As a page of the app sends it, with its origin (Node's fetch names none).
      const headers = new Headers(request.headers);
      headers.set('origin', appOrigin);
      return need().api.fetch(new Request(request, { headers }));
    }),
    advanceClock(ms) {
      time += ms;
    },
  };
}
