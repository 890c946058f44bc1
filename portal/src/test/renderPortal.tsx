// Renders the whole portal at a path, in real Chromium, with the API answered by the MSW
// handlers of the contract (no service worker: the clients' fetch resolves against them).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { getResponse, type HttpHandler } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  ApiProvider,
  createAppApi,
  createSessionStore,
  SESSION_STORAGE_KEY,
  type AuthSession,
  type FinancialStatus,
} from '@hci/api-schema';
import { createHandlers, DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/api-schema/msw';
import { errorMessage } from '@hci/app-frame';
import {
  I18nProvider,
  lightTheme,
  ServerErrorMessageProvider,
  toast,
  ToastRegion,
} from '@hci/design-system';
import { App } from '../app/App';
import { AriaRouterProvider } from '@hci/design-system/app';
import { loadPortalMessages } from '../app/catalogues';

export const mockConfig = {
  apiBaseUrl: DEFAULT_MOCK_BASE_URL,
  mediaBaseUrl: DEFAULT_MOCK_BASE_URL,
  coachAppUrl: 'http://coach.example.test',
};

export interface RenderPortalOptions {
  /** Handlers that answer before the default ones (empty, error, loading states). */
  handlers?: HttpHandler[];
  /** The stored session; the demo student by default, `null` for a signed-out visitor. */
  session?: AuthSession | null;
  locale?: 'en-US' | 'es';
  /** More localStorage entries, as an earlier visit left them. */
  stored?: Record<string, string>;
  /** sessionStorage entries, as an earlier visit in the same tab left them (a reload). */
  tabStored?: Record<string, string>;
  /** How the demo student's plan stands (paid up by default). */
  financialStatus?: FinancialStatus;
}

/** The browser state, the mocked API and a memory router as a visit at `path` finds them. */
function mockVisit(path: string, options: RenderPortalOptions) {
  const {
    handlers = [],
    session = fixtures.demoStudentSession,
    locale = 'en-US',
    stored = {},
    tabStored = {},
    financialStatus,
  } = options;
  localStorage.clear();
  sessionStorage.clear();
  toast.clear();
  localStorage.setItem('hci.language', locale);
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(tabStored)) sessionStorage.setItem(key, value);
  const all = [...handlers, ...createHandlers(financialStatus ? { financialStatus } : {})];
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    const response = await getResponse(all, request);
    if (!response) throw new Error(`No mock answers ${request.method} ${request.url}`);
    return response;
  };
  const store = createSessionStore();
  const api = createAppApi(mockConfig, { session: store, fetch });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const location = memoryLocation({ path, record: true });
  return { api, store, requests, queryClient, location };
}

function renderVisit(visit: ReturnType<typeof mockVisit>, path: string, ui: ReactNode) {
  const view = render(
    <Router hook={visit.location.hook} searchHook={visit.location.searchHook}>
      {ui}
    </Router>,
  );
  return {
    ...view,
    api: visit.api,
    session: visit.store,
    requests: visit.requests,
    location: visit.location,
    /** The path and query the memory router is on. */
    currentPath: () => visit.location.history.at(-1) ?? path,
  };
}

export function renderPortal(path: string, options: RenderPortalOptions = {}) {
  const visit = mockVisit(path, options);
  // The app's pages use this cache (with retries off) instead of creating their own.
  return renderVisit(
    visit,
    path,
    <QueryClientProvider client={visit.queryClient}>
      <App api={visit.api} />
    </QueryClientProvider>,
  );
}

/**
 * Renders one page (with the layout the test puts around it) as the app would at `path`, for
 * pages whose route is not in the route table.
 */
export function renderPage(ui: ReactNode, path: string, options: RenderPortalOptions = {}) {
  const visit = mockVisit(path, options);
  return renderVisit(
    visit,
    path,
    <ApiProvider api={visit.api}>
      <QueryClientProvider client={visit.queryClient}>
        <I18nProvider loadMessages={loadPortalMessages}>
          <ServerErrorMessageProvider messageOf={errorMessage}>
            <AriaRouterProvider>
              <div className={lightTheme}>{ui}</div>
              <ToastRegion />
            </AriaRouterProvider>
          </ServerErrorMessageProvider>
        </I18nProvider>
      </QueryClientProvider>
    </ApiProvider>,
  );
}
