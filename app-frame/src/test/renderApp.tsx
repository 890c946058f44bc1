// Renders an app, or one of its pages, at a path in real Chromium: a memory location, the browser
// state a visit finds and the API answered through MSW (see ./worker): by the reference API in the
// page (@hci/page-harness), but for the handlers a test puts first.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { beforeAll, onTestFinished } from 'vitest';
import { getResponse, type HttpHandler, type RequestHandler } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  navigate,
  useBrowserLocation,
  useSearch as useBrowserSearch,
} from 'wouter/use-browser-location';
import {
  createSessionStore,
  queryClientFor,
  SESSION_STORAGE_KEY,
  type AuthSession,
} from '@hci/api-schema';
import { ApiProvider } from '../app/ApiProvider';
import { createAppApi, type AppApi } from '../app/appApi';
import { SessionQueries } from '../app/SessionQueries';
import { DEFAULT_MOCK_BASE_URL } from '@hci/mock-api';
import {
  I18nProvider,
  lightTheme,
  ServerErrorMessageProvider,
  ToastRegion,
  type I18nProviderProps,
  type Locale,
} from '@hci/design-system';
import { AriaRouterProvider } from '../frame/AriaRouterProvider';
import { errorMessage } from '../errors';
import { worker } from './worker';

export const mockConfig = {
  apiBaseUrl: DEFAULT_MOCK_BASE_URL,
  mediaBaseUrl: DEFAULT_MOCK_BASE_URL,
  coachAppUrl: 'http://coach.example.test',
};

export interface RenderAppOptions {
  /** Handlers that answer before the API (empty, error, loading states). */
  handlers?: HttpHandler[];
  /** The stored session; the app's demo user by default, `null` for a signed-out visitor. */
  session?: AuthSession | null;
  locale?: Locale;
  /** More localStorage entries, as an earlier visit left them. */
  stored?: Record<string, string>;
  /** sessionStorage entries, as an earlier visit in the same tab left them (a reload). */
  tabStored?: Record<string, string>;
  /**
   * The tab's own history instead of a memory location, for what only it has: the browser's Back
   * and Forward. The address the test frame had comes back when the test ends.
   */
  browserHistory?: boolean;
}

/** What an app gives its harness: the differences between the apps' frames. */
export interface AppUnderTest {
  /** The whole app on the API the harness made (inside the harness's router). */
  app: (api: AppApi) => ReactNode;
  /** Its catalogues, for a page rendered without the app. */
  loadMessages: NonNullable<I18nProviderProps['loadMessages']>;
  /** Who is signed in unless a test says otherwise (asked for each visit). */
  session: () => AuthSession;
  /** Whether an answer the API keeps refusing sends the user to confirm the password. */
  reverify?: boolean;
  /**
   * Whether MSW's service worker answers (it also sees uploads sent with XMLHttpRequest and
   * pictures, but every module the page loads passes through it too, which slows lazy chunks);
   * otherwise the worker's handlers answer the API clients' fetch inside the page.
   */
  serviceWorker?: boolean;
}

/** The listener that records the current visit's calls (one visit records at a time). */
let recording: ((event: { request: Request }) => void) | undefined;

/** The browser state, the API's handlers and a memory router as a visit at `path` finds them. */
function mockVisit(path: string, under: AppUnderTest, options: RenderAppOptions) {
  const {
    handlers = [],
    session = under.session(),
    locale = 'en-US',
    stored = {},
    tabStored = {},
    browserHistory = false,
  } = options;
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('hci.language', locale);
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(tabStored)) sessionStorage.setItem(key, value);
  worker.use(...handlers);
  // The calls the page makes to the API from now on, as the service worker sees them.
  const requests: Request[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.url.startsWith(mockConfig.apiBaseUrl)) requests.push(request.clone());
  };
  if (recording) worker.events.removeListener('request:start', recording);
  recording = under.serviceWorker ? record : undefined;
  if (recording) worker.events.on('request:start', recording);
  const fetch = async (request: Request) => {
    record({ request });
    const handlers = worker.listHandlers() as RequestHandler[];
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`No handler answers ${request.method} ${request.url}`);
    return response;
  };
  const memory = browserHistory ? undefined : memoryLocation({ path, record: true });
  const location = memory ?? tabLocation(path);
  const currentPath = memory
    ? () => memory.history.at(-1) ?? path
    : () => window.location.pathname + window.location.search;
  const store = createSessionStore();
  const api = createAppApi(mockConfig, {
    session: store,
    ...(!under.serviceWorker && { fetch }),
    ...(under.reverify && {
      reverify: { navigate: (to, how) => location.navigate(to, how), currentPath },
    }),
  });
  // The app's own cache, with a failed load shown at once instead of after a silent retry.
  queryClientFor(store).setDefaultOptions({
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
  return { api, session: store, requests, location, currentPath };
}

/** The tab's history at `path`, as wouter's browser location reads it. */
function tabLocation(path: string) {
  const before = window.location.href;
  onTestFinished(() => history.replaceState(null, '', before));
  history.pushState(null, '', path);
  return {
    hook: useBrowserLocation,
    searchHook: useBrowserSearch,
    navigate: (to: string, how?: { replace?: boolean }) => navigate(to, how),
  };
}

function renderVisit(visit: ReturnType<typeof mockVisit>, ui: ReactNode) {
  const view = render(
    <Router hook={visit.location.hook} searchHook={visit.location.searchHook}>
      {ui}
    </Router>,
  );
  return { ...view, ...visit };
}

/** The test harness of an app: `renderApp` for the whole app, `renderPage` for one page. */
export function createAppHarness(under: AppUnderTest) {
  // Started for the first file that imports the harness and left running: every file of a run
  // shares one page and this module (`isolate: false`), so no later file would start it again.
  if (under.serviceWorker)
    beforeAll(async () => {
      await worker.start({ onUnhandledRequest: 'error', quiet: true });
    });
  return {
    /** The whole app at `path`. */
    renderApp(path: string, options: RenderAppOptions = {}) {
      const visit = mockVisit(path, under, options);
      return renderVisit(visit, under.app(visit.api));
    },
    /**
     * One page (with the layout the test puts around it) as the app would show it at `path`, for
     * pages whose route is not in the route table.
     */
    renderPage(ui: ReactNode, path: string, options: RenderAppOptions = {}) {
      const visit = mockVisit(path, under, options);
      return renderVisit(
        visit,
        <ApiProvider api={visit.api}>
          <SessionQueries>
            <I18nProvider loadMessages={under.loadMessages}>
              <ServerErrorMessageProvider messageOf={errorMessage}>
                <AriaRouterProvider>
                  <div className={lightTheme}>{ui}</div>
                  <ToastRegion />
                </AriaRouterProvider>
              </ServerErrorMessageProvider>
            </I18nProvider>
          </SessionQueries>
        </ApiProvider>,
      );
    },
  };
}
