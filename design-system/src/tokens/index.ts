export { vars } from './theme.css';
export { darkTheme, lightTheme, systemTheme } from './themeClasses.css';
export {
  breakpoints,
  contrastPairs,
  darkTokens,
  foregroundColor,
  foregroundName,
  lightTokens,
  mediaQueries,
  minimumContrast,
  stateColours,
  tokenVariable,
  typeScale,
  space as spaceScale,
  type Breakpoint,
  type ContrastPair,
  type ThemeTokens,
} from './tokens';
export { contrastRatio } from './contrast';
