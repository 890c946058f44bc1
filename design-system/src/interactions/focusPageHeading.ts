/**
 * Focuses the page's h1 (within `root`, the document by default) when it is there, and returns it;
 * null while the page's chunk still loads.
 */
export function focusPageHeading(root: ParentNode = document): HTMLElement | null {
  const heading =
    root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return heading;
}
