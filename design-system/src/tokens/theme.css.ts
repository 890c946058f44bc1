// The theme contract (`vars`) and its themes. Components style only through `vars`; a theme is a
// class that assigns the contract, so a subtree can switch theme by class name alone.
import {
  assignVars,
  createTheme,
  createThemeContract,
  globalStyle,
  style,
} from '@vanilla-extract/css';
import {
  borderWidth,
  darkTokens,
  fontFamily,
  fontWeight,
  lightTokens,
  motion,
  radius,
  size,
  space,
  typeScale,
  zIndex,
  type ThemeTokens,
} from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function contractOf<T extends object>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : contractOf(value as object),
    ]),
  ) as Contract<T>;
}

const sharedTokens = {
  font: { family: fontFamily, weight: fontWeight, scale: typeScale },
  space,
  radius,
  borderWidth,
  size,
  motion,
  zIndex,
};

function themeValues(tokens: ThemeTokens) {
  return { ...sharedTokens, ...tokens };
}

export const vars = createThemeContract(contractOf(themeValues(lightTokens)));

const reducedMotion = {
  duration: { quick: '0ms', standard: '0ms', slow: '0ms' },
  easing: motion.easing,
};

export const lightTheme = createTheme(vars, themeValues(lightTokens), 'light');

export const darkTheme = createTheme(vars, themeValues(darkTokens), 'dark');

/** Light, or dark when the operating system asks for it. */
export const systemTheme = style({
  vars: assignVars(vars, themeValues(lightTokens)),
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: assignVars({ color: vars.color, shadow: vars.shadow }, darkTokens),
    },
  },
});

// The page's colours before the app renders, from the root's `data-theme` that the script run
// before the first paint sets: no light flash for someone who chose dark, or whose system is.
globalStyle(':root[data-theme="light"]', {
  colorScheme: 'light',
  backgroundColor: lightTokens.color.surface.page,
});
globalStyle(':root[data-theme="dark"]', {
  colorScheme: 'dark',
  backgroundColor: darkTokens.color.surface.page,
});
globalStyle(':root[data-theme="system"]', {
  colorScheme: 'light dark',
  backgroundColor: lightTokens.color.surface.page,
  '@media': {
    '(prefers-color-scheme: dark)': { backgroundColor: darkTokens.color.surface.page },
  },
});

globalStyle(lightTheme, { colorScheme: 'light' });
globalStyle(darkTheme, { colorScheme: 'dark' });

for (const theme of [lightTheme, darkTheme, systemTheme]) {
  globalStyle(theme, {
    backgroundColor: vars.color.surface.page,
    color: vars.color.text.primary,
    fontFamily: vars.font.family,
    fontSize: vars.font.scale.standard.fontSize,
    lineHeight: vars.font.scale.standard.lineHeight,
    '@media': {
      '(prefers-reduced-motion: reduce)': { vars: assignVars(vars.motion, reducedMotion) },
    },
  });
}
