/**
 * A custom property every theme assigns (`vars.space.medium`): named here rather than read from
 * `vars`, so that a page's first script does not carry the whole theme contract for this check.
 */
export const themedProperty = '--hci-space-medium';

let warned = false;

/**
 * Warns once per page when `element` renders where no theme assigns the design tokens: without
 * `ThemeProvider` (or the package's tokens.css) every component shows unstyled, silently.
 */
export function warnIfUnthemed(element: Element | null) {
  if (warned || !element?.isConnected) return;
  if (getComputedStyle(element).getPropertyValue(themedProperty).trim()) return;
  warned = true;
  console.warn(
    '@hci/design-system: a component rendered without a theme, so it shows unstyled. Wrap the ' +
      'app in <ThemeProvider>, or link @hci/design-system/tokens.css and put a theme class ' +
      '(light, dark or system) on an ancestor.',
  );
}
