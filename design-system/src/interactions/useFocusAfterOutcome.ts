import { useEffect, useRef } from 'react';
import { focusPageHeading } from './focusPageHeading';

/**
 * For a form that gives way to its outcome (a link sent, a password saved, an agreement signed,
 * the next step of a form in steps): the focused field or button goes with the form, and focus
 * would fall to the page itself, so the next Tab starts over from the top. When `outcome` changes
 * to another set value (a flag, a step's name, an address; compared as is), focus lost so goes to
 * `target` (the heading of what the form belonged to), else to the page's heading, from where the
 * outcome and its links come next. The first render moves nothing, and focus the person has put
 * elsewhere stays there.
 */
export function useFocusAfterOutcome(outcome: unknown, target?: () => HTMLElement | null): void {
  const before = useRef(outcome);
  useEffect(() => {
    const changed = outcome !== before.current;
    before.current = outcome;
    const active = document.activeElement;
    if (!changed || !outcome || (active && active !== document.body)) return;
    const element = target?.();
    if (!element) {
      focusPageHeading();
      return;
    }
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  }, [outcome, target]);
}
