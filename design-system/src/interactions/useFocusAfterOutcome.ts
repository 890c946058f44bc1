import { useEffect, useRef } from 'react';
import { focusPageHeading } from './focusPageHeading';

/**
 * For a form that gives way to its outcome (a link sent, a password saved, an agreement signed):
 * the focused field or button goes with the form, and focus would fall to the page itself, so the
 * next Tab starts over from the top. When `outcome` turns set, focus lost so goes to `target` (the
 * heading of what the form belonged to), else to the page's heading, from where the outcome and
 * its links come next. An outcome already there on the first render moves nothing, and focus the
 * person has put elsewhere stays there.
 */
export function useFocusAfterOutcome(outcome: unknown, target?: () => HTMLElement | null): void {
  const shown = Boolean(outcome);
  const shownBefore = useRef(shown);
  useEffect(() => {
    const appeared = shown && !shownBefore.current;
    shownBefore.current = shown;
    const active = document.activeElement;
    if (!appeared || (active && active !== document.body)) return;
    const element = target?.();
    if (!element) {
      focusPageHeading();
      return;
    }
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  }, [shown, target]);
}
