import {
  createAppApi,
  createSessionStore,
  queryClientFor,
  SESSION_STORAGE_KEY,
} from '@hci/api-schema';
import { DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/api-schema/msw';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Locale } from '@hci/design-system';
import { CoachApp } from '../app/App';

export interface RenderAppOptions {
  /** Start signed in as the demo coach of the fixtures. */
  signedIn?: boolean;
  locale?: Locale;
}

/** The whole app at `path`, in memory history, against the MSW handlers. */
export function renderApp(
  path: string,
  { signedIn = false, locale = 'en-US' }: RenderAppOptions = {},
) {
  if (signedIn)
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(fixtures.demoCoachSession));
  const location = memoryLocation({ path, record: true });
  const api = createAppApi(
    { apiBaseUrl: DEFAULT_MOCK_BASE_URL },
    {
      session: createSessionStore(),
      reverify: {
        navigate: (to, options) => location.navigate(to, options),
        currentPath: () => location.history?.at(-1) ?? path,
      },
    },
  );
  queryClientFor(api.session).setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <CoachApp api={api} locale={locale} />
    </Router>,
  );
  return { ...view, location, api };
}

/** The current path of the memory history, query included. */
export const currentPath = (location: ReturnType<typeof memoryLocation>) =>
  location.history?.at(-1) ?? '';
