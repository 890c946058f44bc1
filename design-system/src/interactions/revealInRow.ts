/**
 * Scrolls a row that scrolls sideways (a navigation row, a row of tabs) so that `item`, just
 * reached by Tab, is wholly in it, clear of the row's scroll padding (a faded edge). The browser
 * scrolls only to an item out of sight, and leaves one that the row's edge cuts as it is. Only the
 * row scrolls, never the page. An item wider than the row keeps its start in view.
 */
export function revealInRow(row: Element, item: Element): void {
  const rowBox = row.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const padding = getComputedStyle(row);
  const before = itemBox.left - (rowBox.left + (parseFloat(padding.scrollPaddingInlineStart) || 0));
  const after = itemBox.right - (rowBox.right - (parseFloat(padding.scrollPaddingInlineEnd) || 0));
  if (before < 0) row.scrollLeft += before;
  else if (after > 0) row.scrollLeft += Math.min(after, before);
}
