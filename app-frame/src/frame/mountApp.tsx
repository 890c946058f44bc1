import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  loadLanguage,
  readLocale,
  type CompiledMessages,
  type LoadedLanguage,
  type Locale,
} from '@hci/design-system';

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
 * The mark a prerendered page's early script (scripts-after-paint.js, written by the prerender
 * build) puts on a button pressed before the app started, and on the container once it has.
 */
const pressRequestedAttribute = 'data-press-requested';
const appStartedAttribute = 'data-app-started';

/**
 * Carries out, once the page is hydrated, the presses made on its buttons before the app started
 * (the language switch, a password's Show), so that none is lost on a slow connection. Each is
 * pressed once however often it was pressed before.
 */
function EarlyPresses({ buttons, children }: { buttons: HTMLElement[]; children: ReactNode }) {
  useEffect(() => {
    // Pressed in a task of their own, outside React's commit: a part of the page not hydrated yet
    // (React hydrates what sits inside a Suspense boundary after the rest) is then hydrated first
    // and the press handled, as React does for a person's click.
    const timer = setTimeout(() => {
      for (const button of buttons) if (button.isConnected) button.click();
    });
    return () => clearTimeout(timer);
  }, [buttons]);
  return children;
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
  // From here on React receives the page's events, even before it has hydrated.
  container.setAttribute(appStartedAttribute, '');
  if (prerendered) {
    // Unmarked before hydrating, so that the page is exactly as it was rendered.
    const pressed = [
      ...container.querySelectorAll<HTMLElement>(`button[${pressRequestedAttribute}]`),
    ];
    for (const button of pressed) button.removeAttribute(pressRequestedAttribute);
    hydrateRoot(container, <EarlyPresses buttons={pressed}>{app}</EarlyPresses>);
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app);
}
