import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { focusPageHeading } from '@hci/design-system';

/** Nothing has focus: it is on the page itself. */
const focusIsLost = () => {
  const active = document.activeElement;
  return !active || active === document.body;
};

/**
 * History-mode navigation keeps the document, so nothing resets the scroll position or tells
 * assistive technology that the page changed. After each navigation this scrolls to the top, as
 * every navigation should, and moves focus to the new page's h1; on the first load too, unless the
 * person has already put focus somewhere. It waits for the heading while the page's chunk loads,
 * and follows it while the page settles (a heading shown over a skeleton, then again over the
 * content): a heading that goes takes focus to its successor, until the person moves focus on.
 */
export function NavigationFocus({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const firstLoad = useRef(true);

  useLayoutEffect(() => {
    const isFirstLoad = firstLoad.current;
    firstLoad.current = false;
    if (isFirstLoad && !focusIsLost()) return;
    if (!isFirstLoad) window.scrollTo(0, 0);
    let heading: HTMLElement | null = null;
    const follow = () => {
      if (heading?.isConnected) return;
      if (heading && !focusIsLost()) return stop();
      heading = focusPageHeading();
    };
    const observer = new MutationObserver(follow);
    // Focus on anything but a page heading (this follow's own moves) is the person's.
    const movedOn = (event: FocusEvent) => {
      if (heading && !(event.target instanceof Element && event.target.matches('h1'))) stop();
    };
    function stop() {
      observer.disconnect();
      document.removeEventListener('focusin', movedOn);
    }
    follow();
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', movedOn);
    return stop;
  }, [location]);

  return children;
}
