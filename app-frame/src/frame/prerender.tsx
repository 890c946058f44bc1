// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the apps type-check this file from source, without the package's ambient files
/// <reference path="./react-dom-server-browser.d.ts" />
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { parse as parsePattern } from 'regexparam';
import { Router } from 'wouter';
import { createPrerenderApi, type AppApi } from '../app/appApi';
import {
  loadLanguage,
  type CompiledMessages,
  type LoadedLanguage,
  type Locale,
} from '@hci/design-system';
import { DocumentTitleSink } from './PageHeading';
import { preloadRoute, type RouteTable } from './RouteOutlet';

export interface PrerenderOptions {
  path: string;
  search: string;
  locale: Locale;
  /** The app's own catalogue for a language. */
  loadMessages: (locale: Locale) => Promise<CompiledMessages>;
  /** Loads the page's lazily loaded parts, so the HTML has them. */
  preload: () => Promise<void>;
  /** The app as its browser entry renders it, in the language given. */
  app: (language: LoadedLanguage) => ReactNode;
}

/**
 * An app's page as HTML for a signed-out visitor, and the document title the page asks for: what
 * the build writes for the static server to send before any script runs, and what the browser
 * then hydrates. The tree must be the browser entry's (StrictMode, then the Router), or the ids
 * React generates would differ.
 */
export async function renderToHtml({
  path,
  search,
  locale,
  loadMessages,
  preload,
  app,
}: PrerenderOptions): Promise<{ html: string; title?: string }> {
  const [messages] = await Promise.all([loadLanguage(locale, loadMessages), preload()]);
  const sink: { title?: string } = {};
  const stream = await renderToReadableStream(
    <DocumentTitleSink.Provider value={sink}>
      <StrictMode>
        <Router ssrPath={path} ssrSearch={search}>
          {app({ locale, messages })}
        </Router>
      </StrictMode>
    </DocumentTitleSink.Provider>,
  );
  // Read once everything has rendered: the HTML then has no fallbacks and no inline scripts.
  await stream.allReady;
  return { html: await new Response(stream).text(), title: sink.title };
}

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
