import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';

/** Focuses the page's h1 when it is in the document; false while the page's chunk still loads. */
function focusPageHeading(): boolean {
  const heading =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * History-mode navigation keeps the document, so nothing resets the scroll position or tells
 * assistive technology that the page changed. After each navigation (not the first load) this
 * scrolls to the top, as every navigation should, and moves focus to the new page's h1, waiting for
 * it if needed.
 */
export function NavigationFocus({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const previous = useRef(location);

  useLayoutEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo(0, 0);
    if (focusPageHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusPageHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [location]);

  return children;
}
