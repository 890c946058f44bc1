// Renders the coach app at one path, the way it ships: its routes, guards, layouts, catalogues and
// services, on a memory location, with the API answered by MSW's service worker from the
// contract's handlers (msw-storybook-addon, see .storybook/preview.tsx). A story picks the path,
// the signed-in session and the answers that put the page in the state it shows.
import type { Meta, StoryContext } from '@storybook/react-vite';
import MockDate from 'mockdate';
import type { HttpHandler } from 'msw';
import { getWorker } from 'msw-storybook-addon';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SESSION_STORAGE_KEY, type AuthSession } from '@hci/api-schema';
import { createHandlers, DEFAULT_MOCK_BASE_URL, fixtures } from '@hci/api-schema/msw';
import { CoachApp, createCoachServices } from '@hci/coach/pages';
import { defaultLocale, isLocale, toast, type Locale } from '@hci/design-system';

export interface CoachPageProps {
  /** Where the app opens: path, query string and route parameters. */
  path: string;
  locale?: Locale;
}

/** The app in memory history; its services are created once, after the session was seeded. */
export function CoachPage({ path, locale = defaultLocale }: CoachPageProps) {
  const [app] = useState(() => {
    const location = memoryLocation({ path, record: true });
    const services = createCoachServices({
      config: { apiBaseUrl: DEFAULT_MOCK_BASE_URL },
      navigate: (to, options) => location.navigate(to, options),
      currentPath: () => location.history?.at(-1) ?? path,
    });
    // The error state at once, not after the app's one silent retry a second later.
    const defaults = services.queryClient.getDefaultOptions();
    services.queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, retry: false },
    });
    return { location, services };
  });
  return (
    <Router hook={app.location.hook} searchHook={app.location.searchHook}>
      <CoachApp services={app.services} locale={locale} />
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

/** The mocks' demo day: the footer's year and the schedule's default dates never move. */
const demoInstant = `${fixtures.demoToday}T12:00:00Z`;

/**
 * What every coach page story file shares. Each call makes its own copy of the mocked data, so a
 * change made by one file's stories never shows in another's.
 */
export function coachPageMeta() {
  return {
    component: CoachPage,
    render: (args: CoachPageProps, { globals }: StoryContext) => (
      <CoachPage {...args} locale={isLocale(globals.locale) ? globals.locale : defaultLocale} />
    ),
    parameters: {
      padded: false,
      session: null,
      // Story answers come first: the first handler that matches a request answers it.
      msw: { handlers: { story: [] as HttpHandler[], contract: createHandlers() } },
    },
    beforeEach: ({ parameters }: StoryContext) => {
      const { session } = parameters as CoachPageParameters;
      MockDate.set(demoInstant);
      toast.clear();
      if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      else localStorage.removeItem(SESSION_STORAGE_KEY);
      return () => {
        localStorage.removeItem(SESSION_STORAGE_KEY);
        toast.clear();
        MockDate.reset();
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

/** Waits for the page's h1: the route's chunk and the catalogue load first. */
export function findPageHeading(canvas: Canvas, name: string | RegExp) {
  return canvas.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
}

/** Waits until `count` pictures are shown (loaded), so the snapshot never catches a placeholder. */
export async function picturesShown(canvasElement: HTMLElement, count: number) {
  await waitFor(() => {
    const pictures = [...canvasElement.querySelectorAll('img')];
    expect(pictures).toHaveLength(count);
    for (const picture of pictures) expect(picture.complete && picture.naturalWidth > 0).toBe(true);
  });
}

/** The page body outside the canvas, where toasts and dialogs render. */
export const pageBody = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
