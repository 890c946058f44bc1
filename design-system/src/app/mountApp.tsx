import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  loadLanguage,
  readLocale,
  type CompiledMessages,
  type LoadedLanguage,
  type Locale,
} from '../i18n';

/**
 * The visitor's language with its catalogues, loaded alongside the rest of the start-up so that a
 * prerendered page hydrates in one pass; undefined when they would not load (the app then loads
 * them itself once it renders).
 */
export function loadStartLanguage(
  loadMessages: (locale: Locale) => Promise<CompiledMessages>,
): Promise<LoadedLanguage | undefined> {
  const locale = readLocale();
  return loadLanguage(locale, loadMessages).then(
    (messages) => ({ locale, messages }),
    () => undefined,
  );
}

/**
 * Puts the app into its container. The static server prerenders public pages for a signed-out
 * visitor in the language it guessed: such a page is hydrated; anyone else (signed in, another
 * language, a page not prerendered) gets the app rendered afresh.
 */
export function mountApp(
  container: HTMLElement,
  app: ReactNode,
  { language, signedIn }: { language: LoadedLanguage | undefined; signedIn: boolean },
): void {
  const prerendered =
    container.hasChildNodes() &&
    language !== undefined &&
    document.documentElement.lang === language.locale &&
    !signedIn;
  if (prerendered) {
    hydrateRoot(container, app);
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app);
}
