// The coach app's public pages, rendered at build time for a signed-out visitor in each language
// (scripts/prerender.mjs writes them; the static server picks one; main.tsx hydrates it).
import { pagePrerenderer } from '@hci/app-frame';
import { coachApp } from './app/App';
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

export const renderPage = pagePrerenderer(coachApp);
