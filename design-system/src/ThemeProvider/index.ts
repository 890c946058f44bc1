export { ThemeProvider, themes, type ThemeName, type ThemeProviderProps } from './ThemeProvider';
