import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { focusPageHeading } from '../interactions/focusPageHeading';

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
