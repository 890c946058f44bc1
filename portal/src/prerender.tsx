// The portal's public pages, rendered at build time for a signed-out visitor in each language
// (scripts/prerender.mjs writes them; the static server picks one; main.tsx hydrates it).
import { pagePrerenderer } from '@hci/app-frame';
import { portalApp } from './app/App';
import { paths } from './paths';

/**
 * Each public page, with the query parameters its content depends on: a value is rendered with,
 * null rendered without. The static server sends the prerendered page only to a request that has
 * (or lacks) the same ones: a sign-in page after an expired session says so, a reset link without
 * its token says it is broken.
 */
export const publicPages = [
  { path: paths.login, query: { reason: null } },
  { path: paths.forgotPassword },
  { path: paths.resetPassword, query: { token: 'prerendered' } },
  { path: paths.getStarted },
];

export const renderPage = pagePrerenderer(portalApp);
