import { createPrerenderApi, type AppApi } from '@hci/api-schema';
import type { CompiledMessages, LoadedLanguage, Locale } from '@hci/design-system';
import { renderToHtml } from '@hci/design-system/app';
import type { ReactNode } from 'react';
import { parse as parsePattern } from 'regexparam';
import { preloadRoute, type RouteTable } from './RouteOutlet';

export interface PagePrerendererOptions<Layout extends string> {
  routeTable: RouteTable<Layout>;
  loadMessages: (locale: Locale) => Promise<CompiledMessages>;
  /** The app as its browser entry renders it, with the API a signed-out visitor's page gets. */
  app: (api: AppApi, language: LoadedLanguage) => ReactNode;
}

/**
 * Renders an app's public pages at build time for a signed-out visitor in each language
 * (scripts/prerender.mjs writes them; the static server picks one; the app's entry hydrates it).
 * Each page's route chunk and layout are loaded first, so the HTML has no fallback in it.
 */
export function pagePrerenderer<Layout extends string>({
  routeTable,
  loadMessages,
  app,
}: PagePrerendererOptions<Layout>) {
  return (path: string, search: string, locale: Locale) => {
    const api = createPrerenderApi();
    return renderToHtml({
      path,
      search,
      locale,
      loadMessages,
      preload: () => preloadRoute(routeTable, path, parsePattern),
      app: (language) => app(api, language),
    });
  };
}
