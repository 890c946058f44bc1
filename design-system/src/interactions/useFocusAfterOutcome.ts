import { useEffect } from 'react';
import { focusPageHeading } from './focusPageHeading';

/**
 * For a form that gives way to its outcome (a link sent, a password saved, an expired link): the
 * focused field or button goes with the form, and focus would fall to the page itself, so the next
 * Tab starts over from the top. Once `outcome` is set, focus lost so goes to the page's heading,
 * from where the outcome (announced as it appears) and its links come next. Focus the person has
 * put elsewhere stays there.
 */
export function useFocusAfterOutcome(outcome: unknown): void {
  const shown = Boolean(outcome);
  useEffect(() => {
    if (!shown) return;
    const active = document.activeElement;
    if (!active || active === document.body) focusPageHeading();
  }, [shown]);
}
