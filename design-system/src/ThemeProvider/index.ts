export { ThemeProvider, themes, type ThemeProviderProps } from './ThemeProvider';
export { themeStorageKey } from './themeBeforePaint';
export { themeNames, useThemePreference, type ThemeName } from './themePreference';
