// Renders the whole portal at a path, in real Chromium, with the API answered by the MSW
// handlers of the contract (no service worker: the clients' fetch resolves against them).
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { getResponse, type HttpHandler } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createSessionStore, SESSION_STORAGE_KEY, type AuthSession } from '@hci/api-schema';
import { createHandlers, DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/api-schema/msw';
import { toast } from '@hci/design-system';
import { App } from '../App';
import { createPortalApi } from '../app/api';
import { portalHandlers } from '../mocks';

export const mockConfig = {
  apiBaseUrl: DEFAULT_MOCK_BASE_URL,
  mediaBaseUrl: DEFAULT_MOCK_BASE_URL,
};

export interface RenderPortalOptions {
  /** Handlers that answer before the default ones (empty, error, loading states). */
  handlers?: HttpHandler[];
  /** The stored session; the demo student by default, `null` for a signed-out visitor. */
  session?: AuthSession | null;
  locale?: 'en-US' | 'es';
  /** More localStorage entries, as an earlier visit left them. */
  stored?: Record<string, string>;
}

export function renderPortal(path: string, options: RenderPortalOptions = {}) {
  const {
    handlers = [],
    session = fixtures.demoStudentSession,
    locale = 'en-US',
    stored = {},
  } = options;
  localStorage.clear();
  sessionStorage.clear();
  toast.clear();
  localStorage.setItem('hci.language', locale);
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  const all = [...handlers, ...portalHandlers(), ...createHandlers()];
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request.clone());
    const response = await getResponse(all, request);
    if (!response) throw new Error(`No mock answers ${request.method} ${request.url}`);
    return response;
  };
  const store = createSessionStore();
  const api = createPortalApi(mockConfig, store, { fetch });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <App api={api} queryClient={queryClient} />
    </Router>,
  );
  return {
    ...view,
    api,
    session: store,
    requests,
    location,
    /** The path and query the memory router is on. */
    currentPath: () => location.history.at(-1) ?? path,
  };
}
