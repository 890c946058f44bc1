export { ThemeProvider, themes, type ThemeProviderProps } from './ThemeProvider';
export { themeBeforePaintScript, themeStorageKey } from './themeBeforePaint';
export {
  readThemePreference,
  themeNames,
  useThemePreference,
  writeThemePreference,
  type ThemeName,
} from './themePreference';
