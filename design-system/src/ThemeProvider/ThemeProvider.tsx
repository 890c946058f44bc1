import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { AriaLocaleFromIntl } from '../i18n/AriaLocaleFromIntl';
import { darkTheme, lightTheme, systemTheme } from '../tokens/themeClasses.css';
import { useThemePreference, type ThemeName } from './themePreference';

export const themes = { light: lightTheme, dark: darkTheme, system: systemTheme } as const;

/** The theme of the outermost provider, which owns the document root. */
const EnclosingTheme = createContext<ThemeName | null>(null);

export interface ThemeProviderProps {
  /**
   * A fixed theme (stories, tests); without one, the user's stored choice, which is `system`
   * (the operating system's light or dark preference) until they choose.
   */
  theme?: ThemeName;
  children: ReactNode;
}

/**
 * Puts the theme class on the document root, so that overlays react-aria renders in portals
 * (dialogs, popovers, toasts) get the tokens too, not only the app's own tree. The root's
 * `data-theme` follows, as the script run before the first paint left it.
 *
 * The document has one theme: a provider inside another (an app's own, in a story or a test that
 * fixes the theme around it) follows the outer one and leaves the root alone. Two classes on the
 * root would leave the theme to the order of the style sheet, and portals would show it while the
 * app's own tree showed the other.
 *
 * Below it react-aria speaks react-intl's language: the IntlProvider around it sets both.
 *
 * Overlays render in portals at the end of the body, outside a re-themed element: `OverlaysInside`
 * renders those opened below it inside the element around it instead.
 */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const enclosing = useContext(EnclosingTheme);
  const [preference] = useThemePreference();
  const active = enclosing ?? theme ?? preference;
  const ownsRoot = enclosing === null;
  useLayoutEffect(() => {
    if (!ownsRoot) return;
    const root = document.documentElement;
    const className = themes[active];
    root.classList.add(className);
    root.dataset.theme = active;
    return () => {
      root.classList.remove(className);
      delete root.dataset.theme;
    };
  }, [active, ownsRoot]);
  return (
    <EnclosingTheme.Provider value={active}>
      <AriaLocaleFromIntl>{children}</AriaLocaleFromIntl>
    </EnclosingTheme.Provider>
  );
}
