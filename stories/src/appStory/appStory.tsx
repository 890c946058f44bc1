// Renders an app at one path, the way it ships: its routes, guards, layouts, catalogues and API,
// on a memory location, with the API answered by the reference API itself (./referenceApi),
// reached through MSW's service worker (msw-storybook-addon, see .storybook/preview.tsx). The
// worker, not a fetch inside the page, because it runs for every story anyway (it answers
// pictures) and it also answers the coach app's uploads, which go by XMLHttpRequest. A story
// picks the path (`args.path`), who is signed in (`parameters.signedInAs`), what puts the demo
// world in its state (`parameters.arrange`), and the few answers no state gives: loading, empty
// and error (`answers(...)`).
import type { Loader, Meta } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { getWorker } from 'msw-storybook-addon';
import { useState, type ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createSessionStore, queryClientFor, type AuthSession } from '@hci/api-schema';
import { createAppApi, type AppApi } from '@hci/app-frame';
import { DEFAULT_MOCK_BASE_URL, mediaHandler } from '@hci/mock-api';
import { defaultLocale, isLocale, toast, type Locale } from '@hci/design-system';
import { demoInstant } from '@hci/demo-world';
import { freezeClock } from './demoClock';
import {
  arrangementOf,
  forwardToReferenceApi,
  seededReferenceApi,
  type DemoSignIn,
  type DemoArrangement,
} from '@hci/page-harness';
import { settleForSnapshot } from './waiting';

export type { DemoArrangement };

/** What tells one app's stories from the other's. */
export interface StoryApp {
  /** The whole app, inside the story's router. */
  App: ComponentType<{ api: AppApi; locale?: Locale }>;
  /** Who is signed in unless a story says otherwise. */
  person: DemoSignIn | null;
  /** Whether an answer the API keeps refusing sends the user to confirm the password. */
  reverify?: boolean;
}

export interface AppStoryArgs {
  /** Where the app opens: path, query string and route parameters. */
  path: string;
}

export interface AppStoryParameters {
  /** Who is signed in when the app starts (nobody when `null`); the app's person when absent. */
  signedInAs?: DemoSignIn | null;
  /** That session pointed at another demo person's record, as a tampered one would be. */
  recordOf?: DemoSignIn;
  /**
   * Puts the reference API's demo world in the story's state, after the reset and before the app
   * starts: by the API's own requests where one makes the state, by SQL where none does.
   */
  arrange?: DemoArrangement;
}

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

interface AppStoryProps {
  app: StoryApp;
  path: string;
  locale: Locale;
  session: AuthSession | null;
}

/** The app in memory history, with its own session store and API. */
function AppStory({ app: { App, reverify }, path, locale, session }: AppStoryProps) {
  const [visit] = useState(() => {
    const location = memoryLocation({ path, record: true });
    const store = createSessionStore({ storage: memoryStorage(), events: null });
    if (session) store.signIn(session);
    const api = createAppApi(
      { apiBaseUrl: DEFAULT_MOCK_BASE_URL },
      {
        session: store,
        ...(reverify && {
          reverify: {
            navigate: (to, options) => location.navigate(to, options),
            currentPath: () => location.history.at(-1) ?? path,
          },
        }),
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
    <Router hook={visit.location.hook} searchHook={visit.location.searchHook}>
      <App api={visit.api} locale={locale} />
    </Router>
  );
}

/**
 * The reference API behind the story's own answers, which msw-storybook-addon has just applied:
 * the demo world as seeded, put in the story's state, so a change one story makes never shows in
 * another; the demo people's sessions come along.
 */
const answerWithReferenceApi: Loader<AppStoryArgs> = async ({ parameters }) => {
  const { arrange } = parameters as AppStoryParameters;
  const worker = getWorker();
  const storyAnswers = worker.listHandlers();
  worker.resetHandlers();
  const reference = await seededReferenceApi();
  const visit = await arrange?.(arrangementOf(reference));
  worker.use(...storyAnswers, forwardToReferenceApi());
  return { sessions: reference.sessions, ...(visit && { path: visit.path }) };
};

/** What every page story file of an app shares: the app at `args.path`, on the demo day. */
export function appStoryMeta(app: StoryApp) {
  return {
    render: ({ path }, { globals, parameters, loaded }) => {
      const { signedInAs, recordOf } = parameters as AppStoryParameters;
      const sessions = loaded.sessions as Record<DemoSignIn, AuthSession>;
      const arrangedPath = loaded.path as string | undefined;
      const person = signedInAs === undefined ? app.person : signedInAs;
      return (
        <AppStory
          app={app}
          path={arrangedPath ?? path}
          locale={isLocale(globals.locale) ? globals.locale : defaultLocale}
          session={
            person && {
              ...sessions[person],
              ...(recordOf && { studentId: sessions[recordOf].studentId }),
            }
          }
        />
      );
    },
    parameters: { padded: false },
    loaders: [answerWithReferenceApi],
    beforeEach: () => {
      const thawClock = freezeClock(demoInstant);
      toast.clear();
      return () => {
        toast.clear();
        thawClock();
      };
    },
    afterEach: ({ canvasElement }) => settleForSnapshot(canvasElement.ownerDocument),
  } satisfies Meta<AppStoryArgs>;
}

/** Story parameters that answer some calls differently (loading, empty, error, refusals). */
export function answers(...handlers: HttpHandler[]) {
  return { msw: { handlers: { story: handlers } } };
}

/**
 * The API works again: the reference API answers before the story's failing answers. Pictures
 * stay the placeholders the story started with, so one loaded before and one after look alike.
 */
export function recoverApi() {
  getWorker().use(mediaHandler(), forwardToReferenceApi());
}
