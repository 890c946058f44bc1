/**
 * The height toasts take at the foot of the window (from the top of the stack to the window's
 * bottom edge), while any show; modal dialogs keep clear of it so toasts never cover their buttons.
 */
export const toastSpaceProperty = '--hci-toast-space';

/** Keeps `toastSpaceProperty` on the document up to date with `region`, until it is removed. */
export function reserveToastSpace(region: HTMLElement): () => void {
  const root = region.ownerDocument.documentElement;
  const update = () => {
    const { top, height } = region.getBoundingClientRect();
    if (height === 0) root.style.removeProperty(toastSpaceProperty);
    else root.style.setProperty(toastSpaceProperty, `${Math.max(0, window.innerHeight - top)}px`);
  };
  // Test DOMs (jsdom) have no ResizeObserver: the window's resize still keeps the space right.
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
  observer?.observe(region);
  window.addEventListener('resize', update);
  update();
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', update);
    root.style.removeProperty(toastSpaceProperty);
  };
}
