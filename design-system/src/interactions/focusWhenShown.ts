/**
 * Keeps the keyboard's place when a dialog saves an item of a list (a new one, or one the list
 * draws again): the dialog's buttons go when it closes, and focus would fall to the page itself or
 * go back to the button that opened the dialog ("Add"), away from what was saved. Once `find`
 * returns the saved item's control, in the page and no longer behind the closing modal, focus
 * moves to it, unless the person has put focus somewhere else meanwhile. Focus on the page itself,
 * on the control that had it when this was called (the dialog's Save) or on `returnedTo` (where
 * the dialog gives focus back) counts as not placed yet. Call it as the save succeeds; the function
 * it returns stops the wait, which also ends by itself after `within` milliseconds (a list that
 * never shows the item).
 */
export function focusWhenShown(
  find: () => HTMLElement | null | undefined,
  returnedTo?: Element | null,
  within = 10_000,
): () => void {
  const starter = document.activeElement;
  const notPlaced = (active: Element | null) =>
    !active ||
    active === document.body ||
    !active.isConnected ||
    active === starter ||
    active === returnedTo;
  const attempt = () => {
    const target = find();
    // A modal that has just closed leaves the rest of the page inert until its clean-up runs.
    if (!target?.isConnected || target.closest('[inert]')) return;
    stop();
    if (notPlaced(document.activeElement)) target.focus();
  };
  const observer = new MutationObserver(attempt);
  const timer = setTimeout(() => stop(), within);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['inert'],
  });
  attempt();
  return stop;
}
