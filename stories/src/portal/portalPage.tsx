// Renders a portal page as the app does, without the app: the API answered by the contract's
// MSW handlers (resolved in the page, no service worker), a signed-in demo student, client-side
// navigation on a memory location and a fresh query cache per story.
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getResponse, type HttpHandler } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  ApiProvider,
  createAppApi,
  createSessionStore,
  type AuthSession,
  type FinancialStatus,
} from '@hci/api-schema';
import { createHandlers, DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/api-schema/msw';
import { AriaRouterProvider } from '@hci/design-system/app';

export { loadPortalMessages } from '@hci/portal/app';

/** A Storage kept in memory, so stories never touch the browser's real session. */
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

export interface PortalPageOptions {
  /** The address the page is on (route parameters, query string). */
  path?: string;
  /** Answers before the default ones: loading, empty and error states. */
  handlers?: HttpHandler[];
  /** The signed-in session; `null` for signed-out pages. */
  session?: AuthSession | null;
  /** How the demo student's plan stands (paid up by default). */
  financialStatus?: FinancialStatus;
}

function PortalPageFrame({
  path = '/',
  handlers = [],
  session = fixtures.demoStudentSession,
  financialStatus,
  children,
}: PortalPageOptions & { children: ReactNode }) {
  const [frame] = useState(() => {
    const all = [...handlers, ...createHandlers(financialStatus ? { financialStatus } : {})];
    const store = createSessionStore({ storage: memoryStorage(), events: null });
    if (session) store.signIn(session);
    const api = createAppApi(
      { apiBaseUrl: DEFAULT_MOCK_BASE_URL, mediaBaseUrl: DEFAULT_MOCK_BASE_URL },
      {
        session: store,
        fetch: async (request) =>
          (await getResponse(all, request)) ??
          Response.json({ key: 'notFound', status: 404, message: 'No mock' }, { status: 404 }),
      },
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return { api, queryClient, location: memoryLocation({ path }) };
  });
  return (
    <Router hook={frame.location.hook} searchHook={frame.location.searchHook}>
      <AriaRouterProvider>
        <ApiProvider api={frame.api}>
          <QueryClientProvider client={frame.queryClient}>{children}</QueryClientProvider>
        </ApiProvider>
      </AriaRouterProvider>
    </Router>
  );
}

export function portalPage(options: PortalPageOptions = {}): Decorator {
  return (Story) => (
    <PortalPageFrame {...options}>
      <Story />
    </PortalPageFrame>
  );
}
