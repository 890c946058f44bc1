// The coach app's public pages, rendered at build time for a signed-out visitor in each language
// (scripts/prerender.mjs writes them; the static server picks one; main.tsx hydrates it).
import { createPrerenderApi } from '@hci/api-schema';
import type { Locale } from '@hci/design-system';
import { renderToHtml } from '@hci/design-system/app';
import { parse as parsePattern } from 'regexparam';
import { CoachApp } from './app/App';
import { preloadRoute } from '@hci/app-frame';
import { routeTable } from './app/routes';
import { loadCoachMessages } from './app/catalogues';
import { paths } from './paths';

/** Each public page; none depends on its query. */
export const publicPages = [
  { path: paths.home },
  { path: paths.faq },
  { path: paths.privacyPolicy },
  { path: paths.termsOfService },
  { path: paths.schedulingPolicy },
  { path: paths.login },
  { path: paths.signUp },
];

export function renderPage(path: string, search: string, locale: Locale) {
  const api = createPrerenderApi();
  return renderToHtml({
    path,
    search,
    locale,
    loadMessages: loadCoachMessages,
    preload: () => preloadRoute(routeTable, path, parsePattern),
    app: (language) => <CoachApp api={api} language={language} />,
  });
}
