import { useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme, systemTheme } from '../tokens/themeClasses.css';
import { useThemePreference, type ThemeName } from './themePreference';

export const themes = { light: lightTheme, dark: darkTheme, system: systemTheme } as const;

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
 */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const [preference] = useThemePreference();
  const active = theme ?? preference;
  useLayoutEffect(() => {
    const root = document.documentElement;
    const className = themes[active];
    root.classList.add(className);
    root.dataset.theme = active;
    return () => {
      root.classList.remove(className);
      delete root.dataset.theme;
    };
  }, [active]);
  return children;
}
