// Renders the coach app at one path, the way it ships: its routes, guards, layouts, catalogues and
// API, on a memory location, with the API answered by MSW's service worker from the
// contract's handlers (msw-storybook-addon, see .storybook/preview.tsx). A story picks the path,
// the signed-in session (`parameters.session`) and the answers that put the page in the state it
// shows.
import type { Meta } from '@storybook/react-vite';
import MockDate from 'mockdate';
import type { HttpHandler } from 'msw';
import { getWorker } from 'msw-storybook-addon';
import { useState } from 'react';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { Temporal } from 'temporal-polyfill';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  createAppApi,
  createSessionStore,
  queryClientFor,
  type AuthSession,
} from '@hci/api-schema';
import { createHandlers, DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/api-schema/msw';
import { CoachApp } from '@hci/coach/app';
import { defaultLocale, isLocale, toast, type Locale } from '@hci/design-system';

/**
 * A Storage kept in memory. Story files run side by side in iframes of one origin, so a session
 * in localStorage would leak into (and, through `storage` events, sign out) another file's app.
 */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

export interface CoachPageProps {
  /** Where the app opens: path, query string and route parameters. */
  path: string;
  locale?: Locale;
  /** Who is signed in when the app starts; nobody when absent. */
  session?: AuthSession | null;
}

/** The app in memory history, with its own session store and API. */
export function CoachPage({ path, locale = defaultLocale, session = null }: CoachPageProps) {
  const [app] = useState(() => {
    const location = memoryLocation({ path, record: true });
    const store = createSessionStore({ storage: memoryStorage(), events: null });
    if (session) store.signIn(session);
    const api = createAppApi(
      { apiBaseUrl: DEFAULT_MOCK_BASE_URL },
      {
        session: store,
        reverify: {
          navigate: (to, options) => location.navigate(to, options),
          currentPath: () => location.history?.at(-1) ?? path,
        },
      },
    );
    // The error state at once, not after the app's one silent retry a second later.
    const queryClient = queryClientFor(store);
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, retry: false },
    });
    return { location, api };
  });
  return (
    <Router hook={app.location.hook} searchHook={app.location.searchHook}>
      <CoachApp api={app.api} locale={locale} />
    </Router>
  );
}

interface CoachPageParameters {
  /** Who is signed in when the page opens; nobody by default. */
  session?: AuthSession | null;
}

/** The demo coach of the fixtures, signed in with a verified e-mail. */
export const signedIn: CoachPageParameters = { session: fixtures.demoCoachSession };

/** The demo coach before confirming the e-mail address (held on the pending-verification page). */
export const signedInUnverified: CoachPageParameters = {
  session: { ...fixtures.demoCoachSession, isVerifiedEmail: false },
};

/** The story's path, in the toolbar's language, with the session its parameters name. */
const renderCoachPage: NonNullable<Meta<typeof CoachPage>['render']> = (
  args,
  { globals, parameters },
) => (
  <CoachPage
    {...args}
    locale={isLocale(globals.locale) ? globals.locale : defaultLocale}
    session={(parameters as CoachPageParameters).session ?? null}
  />
);

/** The mocks' demo day: the footer's year and the schedule's default dates never move. */
const demoInstant = `${fixtures.demoToday}T12:00:00Z`;

/**
 * Stops the clock at `at` for `Date` and for `Temporal.Now`: Chromium has Temporal built in, so
 * temporal-polyfill hands the app the native one, which does not read `Date`. Returns the undo.
 */
function freezeClock(at: string): () => void {
  MockDate.set(at);
  const instant = Temporal.Instant.from(at);
  const zoned = (timeZone: Temporal.TimeZoneLike = Temporal.Now.timeZoneId()) =>
    instant.toZonedDateTimeISO(timeZone);
  const spies = [
    spyOn(Temporal.Now, 'instant').mockImplementation(() => instant),
    spyOn(Temporal.Now, 'zonedDateTimeISO').mockImplementation(zoned),
    spyOn(Temporal.Now, 'plainDateTimeISO').mockImplementation((timeZone) =>
      zoned(timeZone).toPlainDateTime(),
    ),
    spyOn(Temporal.Now, 'plainDateISO').mockImplementation((timeZone) =>
      zoned(timeZone).toPlainDate(),
    ),
    spyOn(Temporal.Now, 'plainTimeISO').mockImplementation((timeZone) =>
      zoned(timeZone).toPlainTime(),
    ),
  ];
  return () => {
    for (const spy of spies) spy.mockRestore();
    MockDate.reset();
  };
}

/** Transitions and other finite animations; skeletons pulse for ever and are left alone. */
const isFinishing = (animation: Animation) =>
  animation.playState === 'running' &&
  animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY;

/**
 * Puts the page in the same place before every snapshot: a press far down the page scrolls it (and
 * a page taller than the viewport is captured differently once scrolled), and a field or checkbox
 * that just changed may still be fading to its colour.
 */
async function settleForSnapshot(document: Document) {
  document.defaultView?.scrollTo(0, 0);
  await waitFor(
    () => expect(document.getAnimations().filter(isFinishing)).toHaveLength(0),
    patiently,
  );
}

/**
 * What every coach page story file shares. Each call makes its own copy of the mocked data, so a
 * change made by one file's stories never shows in another's.
 */
export function coachPageMeta() {
  return {
    component: CoachPage,
    render: renderCoachPage,
    parameters: {
      padded: false,
      session: null,
      // Story answers come first: the first handler that matches a request answers it.
      msw: { handlers: { story: [] as HttpHandler[], contract: createHandlers() } },
    },
    afterEach: ({ canvasElement }) => settleForSnapshot(canvasElement.ownerDocument),
    beforeEach: () => {
      const thawClock = freezeClock(demoInstant);
      toast.clear();
      return () => {
        toast.clear();
        thawClock();
      };
    },
  } satisfies Meta<typeof CoachPage>;
}

/** Story parameters that answer some calls differently (loading, empty, error, refusals). */
export function answers(...handlers: HttpHandler[]) {
  return { msw: { handlers: { story: handlers } } };
}

/** The API works again: the contract's handlers answer before the story's failing ones. */
export function recoverApi() {
  getWorker().use(...createHandlers());
}

type Canvas = ReturnType<typeof within>;

/**
 * How long `find*` queries wait for a whole app: a route's chunk, the catalogue and the mocked
 * answers come first, and the shared machines that run these stories are often busy.
 */
export const patiently = { timeout: 10_000 };

/** Waits for the page's h1. */
export function findPageHeading(canvas: Canvas, name: string | RegExp) {
  return canvas.findByRole('heading', { level: 1, name }, patiently);
}

/** Waits for a dialog or alert dialog to be open and done fading in. */
export async function findOpenDialog(canvasElement: HTMLElement, role = 'dialog') {
  const dialog = await pageBody(canvasElement).findByRole(role, {}, patiently);
  // Done fading in means shown: the entering animation may not have started when it mounts.
  await waitFor(() => {
    expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull();
    expect(dialog).toBeVisible();
  }, patiently);
  return dialog;
}

/** Waits until `count` pictures are shown (loaded), so the snapshot never catches a placeholder. */
export async function picturesShown(canvasElement: HTMLElement, count: number) {
  await waitFor(() => {
    const pictures = [...canvasElement.querySelectorAll('img')];
    expect(pictures).toHaveLength(count);
    for (const picture of pictures) expect(picture.complete && picture.naturalWidth > 0).toBe(true);
  }, patiently);
}

/** The page body outside the canvas, where toasts and dialogs render. */
export const pageBody = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
