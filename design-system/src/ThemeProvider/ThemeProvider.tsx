import { useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme, systemTheme } from '../tokens/theme.css';

export const themes = { light: lightTheme, dark: darkTheme, system: systemTheme } as const;

export type ThemeName = keyof typeof themes;

export interface ThemeProviderProps {
  /** `system` follows the operating system's light or dark preference. */
  theme?: ThemeName;
  children: ReactNode;
}

/**
 * Puts the theme class on the document root, so that overlays react-aria renders in portals
 * (dialogs, popovers, toasts) get the tokens too, not only the app's own tree.
 */
export function ThemeProvider({ theme = 'system', children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const className = themes[theme];
    root.classList.add(className);
    return () => root.classList.remove(className);
  }, [theme]);
  return children;
}
