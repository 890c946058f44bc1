import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { loadLanguage, type CompiledMessages, type LoadedLanguage, type Locale } from '../i18n';
import { DocumentTitleSink } from './PageHeading';

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
  const { prelude } = await prerender(
    <DocumentTitleSink value={sink}>
      <StrictMode>
        <Router ssrPath={path} ssrSearch={search}>
          {app({ locale, messages })}
        </Router>
      </StrictMode>
    </DocumentTitleSink>,
  );
  return { html: await new Response(prelude).text(), title: sink.title };
}
