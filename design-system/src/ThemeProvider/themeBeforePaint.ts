// Imports nothing: the apps' build configuration reads this file to write the script.

/** Where the chosen theme is kept: `light`, `dark` or `system`. */
export const themeStorageKey = 'hci.theme';

/**
 * A classic script each app's page runs in its head, before the first paint: it marks the root
 * with the stored theme (`data-theme`), so the page starts in the right colours instead of
 * flashing light while the app loads. A file of the app's own origin, so a strict
 * Content-Security-Policy allows it without hashes or nonces.
 */
export const themeBeforePaintScript = `try {
  var theme = localStorage.getItem(${JSON.stringify(themeStorageKey)});
  document.documentElement.dataset.theme = theme === 'light' || theme === 'dark' ? theme : 'system';
} catch (error) {
  document.documentElement.dataset.theme = 'system';
}
`;
