export { OverlaysInside, type OverlaysInsideProps } from './OverlaysInside';
export { ThemeProvider, themes, type ThemeProviderProps } from './ThemeProvider';
export { themeBeforePaintScript, themeStorageKey } from './themeBeforePaint';
export { themeNames, useThemePreference, type ThemeName } from './themePreference';
