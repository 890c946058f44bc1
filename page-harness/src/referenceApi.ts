// The reference API itself answers page stories and the apps' page tests: its browser build
// (@hci/api-server/browser), started once per page from the demo world seeded on the demo day
// (served beside the page by `demoDataDirPlugin`) and reached through MSW. What a story or a test
// changes is put back before the next one starts; reads change nothing and cost nothing.
import { http, type HttpHandler } from 'msw';
import { createPublicClient, unwrap, type ApiClient, type AuthSession } from '@hci/api-schema';
import { demoWorldFileName, startBrowserApi, type BrowserApi } from '@hci/api-server/browser';
import { demoCirclePeers, demoEmails, demoInstant, demoPassword } from '@hci/demo-world';
import { DEFAULT_MOCK_BASE_URL } from '@hci/mock-api';
import { referenceApiStartedMark } from './marks';

/**
 * Someone who has signed up and verified the e-mail address, and applied to nothing yet: the
 * demo world has no such student, so the API's own sign-up makes one when it starts.
 */
export const newApplicant = {
  email: 'applicant@demo.test',
  firstName: 'Avery',
  lastName: 'Quinn',
} as const;

/** A coach who signed up the day before and has not confirmed the e-mail address yet. */
export const newCoach = {
  email: 'new.coach@demo.test',
  firstName: 'Nadia',
  lastName: 'Brandt',
  role: 'COACH',
} as const;

/** The demo people a story or a test can be signed in as: where they sign in, with which e-mail. */
const demoSignIns = {
  student: { route: '/auth/signin/student', email: demoEmails.student },
  unverified: { route: '/auth/signin/student', email: demoEmails.unverified },
  coach: { route: '/auth/signin/coach', email: demoEmails.coach },
  /** A member of the demo student's coaching circle, which she leads. */
  circleMember: { route: '/auth/signin/student', email: demoCirclePeers[0]!.email },
  applicant: { route: '/auth/signin/student', email: newApplicant.email },
  newCoach: { route: '/auth/signin/coach', email: newCoach.email },
} as const;

export type DemoSignIn = keyof typeof demoSignIns;

export interface ReferenceApi {
  api: BrowserApi;
  sessions: Record<DemoSignIn, AuthSession>;
}

let started: Promise<ReferenceApi> | undefined;

async function start(): Promise<ReferenceApi> {
  const sessions: Partial<Record<DemoSignIn, AuthSession>> = {};
  const served = await fetch(`${import.meta.env.BASE_URL}${demoWorldFileName}`);
  if (!served.ok) throw new Error(`The demo world's data directory is missing: ${served.status}`);
  const api = await startBrowserApi({
    baseUrl: DEFAULT_MOCK_BASE_URL,
    appOrigins: [location.origin],
    clock: { now: () => apiTime },
    dataDir: await served.blob(),
    // Signed up and in before the seeded copy is kept, so the sessions hold through every reset.
    async prepare({ fetch, query }) {
      const post = (route: string, body: object) =>
        fetch(
          new Request(`${DEFAULT_MOCK_BASE_URL}${route}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }),
        );
      // The day before, so the code each was mailed has expired and a new one may be sent.
      apiTime = Date.parse(demoInstant) - 24 * 60 * 60_000;
      for (const person of [newApplicant, newCoach]) {
        const signedUp = await post('/auth/signup', { ...person, password: demoPassword });
        if (!signedUp.ok) throw new Error(`${person.email} cannot sign up: ${signedUp.status}`);
      }
      apiTime = Date.parse(demoInstant);
      // The applicant's code is gone with the day; the address counts as verified.
      await query('UPDATE users SET email_verified = true WHERE email = $1', [newApplicant.email]);
      for (const [person, { route, email }] of Object.entries(demoSignIns)) {
        const response = await post(route, { email, password: demoPassword });
        if (!response.ok) throw new Error(`The demo ${person} cannot sign in: ${response.status}`);
        sessions[person as DemoSignIn] = (
          (await response.json()) as { content: AuthSession }
        ).content;
      }
    },
  });
  // Read by the built Storybook's runner, which gives the story that starts the API more time.
  performance.mark(referenceApiStartedMark);
  return { api, sessions: sessions as Record<DemoSignIn, AuthSession> };
}

/** The reference API, started on the first call, and the sessions of the demo people. */
export function startedReferenceApi(): Promise<ReferenceApi> {
  started ??= start();
  return started;
}

/**
 * The API's time: the demo instant, stopped, so what a story or a test makes is dated the same on
 * every run, unless it moves the clock on (`advanceApiClock`).
 */
let apiTime = Date.parse(demoInstant);

/**
 * Moves the API's clock on by `ms` until the next story or test, for what the API does once time has
 * passed (a payment settles a few seconds after it is made). The page's own clock stays put.
 */
export function advanceApiClock(ms: number) {
  apiTime += ms;
}

/** The reference API with the demo world as seeded, on the demo instant. */
export async function seededReferenceApi(): Promise<ReferenceApi> {
  const reference = await startedReferenceApi();
  await reference.api.reset();
  apiTime = Date.parse(demoInstant);
  return reference;
}

/** What puts the demo world in a story's or a test's state. */
export interface Arrangement {
  /** The API as a demo person calls it, signed in: typed by the contract. */
  as(person: DemoSignIn): ApiClient;
  /** The demo people's sessions (their ids among them). */
  sessions: Record<DemoSignIn, AuthSession>;
  /** SQL on the API's database, for a state no request makes. */
  query: BrowserApi['query'];
}

/**
 * What puts the reference API's demo world in a story's state (`parameters.arrange`). It may
 * answer where the app opens instead of `args.path`, when that depends on what it made (a link
 * the API mailed).
 */
export type DemoArrangement = (demo: Arrangement) => Promise<void | { path: string }>;

/**
 * `request` as the page sends it to another origin's API, with its origin (the service worker's
 * copy leaves it out), and signed with `token` when given.
 */
function fromPage(request: Request, token?: string): Request {
  const headers = new Headers(request.headers);
  headers.set('origin', location.origin);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return new Request(request, { headers });
}

export function arrangementOf({ api, sessions }: ReferenceApi): Arrangement {
  return {
    as: (person) =>
      createPublicClient(DEFAULT_MOCK_BASE_URL, {
        fetch: (request) => api.fetch(fromPage(request, sessions[person].accessToken)),
      }),
    sessions,
    query: api.query,
  };
}

/**
 * The path of the newest link the API mailed to `email` (`/verify-email-address/…`, say): where a
 * person who clicks it lands in the app.
 */
export async function mailedPath({ query }: Arrangement, email: string): Promise<string> {
  const [mail] = await query<{ link: string | null }>(
    'SELECT link FROM mailbox WHERE to_email = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  if (!mail?.link) throw new Error(`No link was mailed to ${email}`);
  const { pathname, search } = new URL(mail.link);
  return `${pathname}${search}`;
}

/**
 * `person` asks for a new verification code, and the app opens at the link they were mailed, as
 * when they click it.
 */
export function openMailedVerificationLink(person: DemoSignIn): DemoArrangement {
  return async (demo) => {
    await unwrap(demo.as(person).POST('/auth/resend_verification'));
    return { path: await mailedPath(demo, demo.sessions[person].email) };
  };
}

/** Sends every call to the mocked API's address to the reference API. */
export function forwardToReferenceApi(): HttpHandler {
  return http.all(`${DEFAULT_MOCK_BASE_URL}/*`, async ({ request }) => {
    const { api } = await startedReferenceApi();
    return api.fetch(fromPage(request));
  });
}
