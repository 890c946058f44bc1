import { focusPageHeading } from './focusPageHeading';

/** What takes focus in an item: its first control, or an element made focusable (tabindex). */
const focusable =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]';

/**
 * Keeps the keyboard's place when an action takes `item` out of its list (messages archived, a
 * bookmark removed from a list of bookmarks). Focus that went with the item, or with the control
 * that started the action (disabled since, or in a dialog that has closed), would fall to the page
 * itself, and the next Tab would start over from the top. Once the item has gone, focus moves to
 * the item that took its place, else to the list's last item, else to the page's heading. Call it
 * as the action starts; the function it returns stops the wait (the action failed).
 */
export function focusAfterRemoval(item: Element): () => void {
  let stopWaitingForPage = () => {};
  const list = item.parentElement;
  // The list's items are its children of the item's kind: rows of a table, entries, sections.
  const items = () => [...(list?.children ?? [])].filter((child) => child.tagName === item.tagName);
  const index = items().indexOf(item);
  const page = item.closest('main') ?? document.body;
  const starter = document.activeElement;
  const observer = new MutationObserver(() => {
    if (item.isConnected) return;
    const active = document.activeElement;
    // Lost: on the page itself, or on a disabled control (where some browsers leave it).
    const lost = !active || active === document.body || active.matches(':disabled');
    // A dialog's confirm button keeps focus until the dialog closes; then focus is lost.
    if (!lost && active === starter) return;
    observer.disconnect();
    // Focus elsewhere is where the person has put it since.
    if (!lost) return;
    const left = list?.isConnected ? items() : [];
    const next = left[index] ?? left.at(-1);
    const target = next?.matches(focusable) ? next : next?.querySelector(focusable);
    const moveFocus = () => {
      if (target instanceof HTMLElement) target.focus();
      else if (page.isConnected) focusPageHeading(page);
    };
    // A modal that has just closed leaves the rest of the page inert until its clean-up runs, a
    // moment later; nothing there can take focus before.
    if (!page.closest('[inert]')) return moveFocus();
    const inertLifted = new MutationObserver(() => {
      if (page.closest('[inert]')) return;
      inertLifted.disconnect();
      const active = document.activeElement;
      if (!active || active === document.body) moveFocus();
    });
    inertLifted.observe(document.body, {
      attributes: true,
      attributeFilter: ['inert'],
      subtree: true,
    });
    stopWaitingForPage = () => inertLifted.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    stopWaitingForPage();
  };
}
