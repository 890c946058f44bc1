// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the apps type-check this file from source, without the package's ambient files
/// <reference path="./react-dom-server-browser.d.ts" />
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import { parse as parsePattern } from 'regexparam';
import { Router } from 'wouter';
import { createPrerenderApi } from '../app/appApi';
import { AppRoot, type AppDefinition } from '../app/AppRoot';
import {
  loadLanguage,
  type CompiledMessages,
  type LoadedLanguage,
  type Locale,
} from '@hci/design-system';
import { DocumentTitleSink } from './PageHeading';
import { preloadRoute } from './RouteOutlet';

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

/**
 * Renders an app's public pages at build time for a signed-out visitor in each language
 * (scripts/prerender.mjs writes them; the static server picks one; `startApp` hydrates it, with
 * the same AppRoot). Each page's route chunk and layout are loaded first, so the HTML has no
 * fallback in it.
 */
export function pagePrerenderer<Layout extends string>(app: AppDefinition<Layout>) {
  return (path: string, search: string, locale: Locale) => {
    const api = createPrerenderApi();
    return renderToHtml({
      path,
      search,
      locale,
      loadMessages: app.loadMessages,
      preload: () => preloadRoute(app.routeTable, path, parsePattern),
      app: (language) => <AppRoot app={app} api={api} language={language} />,
    });
  };
}
