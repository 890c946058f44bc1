// Imports nothing: the apps' build configuration reads this file to write the script.

/** Where the chosen theme is kept: `light`, `dark` or `system`. */
export const themeStorageKey = 'hci.theme';

/**
 * A classic script a page runs in its head, before the first paint: it marks the root with the
 * stored theme (`data-theme`), so a server-rendered or still-loading page starts in the right
 * colours instead of flashing light while the app loads. Inline it in a `<script>` (a strict
 * Content-Security-Policy then needs its hash or a nonce) or serve it as a file of the page's own
 * origin, as the institute's apps do.
 */
export const themeBeforePaintScript = `try {
  var theme = localStorage.getItem(${JSON.stringify(themeStorageKey)});
  document.documentElement.dataset.theme = theme === 'light' || theme === 'dark' ? theme : 'system';
} catch (error) {
  document.documentElement.dataset.theme = 'system';
}
`;
