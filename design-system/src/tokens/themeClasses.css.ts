// The themes: each a class that assigns the theme contract (`vars`, theme.css.ts).
import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { darkTokens, lightTokens, motion, themeValues } from './tokens';

const reducedMotion = {
  duration: { quick: '0ms', standard: '0ms', slow: '0ms' },
  easing: motion.easing,
};

// Each theme applies through its class (the document root once the app runs; any element in a
// story or a test) and through the root's `data-theme`, which the script run before the first
// paint sets: a page prerendered or still loading starts in the chosen colours, with its fonts and
// spacing, instead of flashing unstyled or light.
export const lightTheme = style({}, 'light');
export const darkTheme = style({}, 'dark');
/** Light, or dark when the operating system asks for it. */
export const systemTheme = style({}, 'system');

const themed = (className: string, name: string) => `.${className}, :root[data-theme="${name}"]`;

globalStyle(themed(lightTheme, 'light'), {
  vars: assignVars(vars, themeValues(lightTokens)),
  colorScheme: 'light',
});
// Paper is white and browsers print no backgrounds: whatever the screen shows, a page prints in
// the light theme's colours, so light text never lands on white.
const printed = {
  vars: assignVars({ color: vars.color, shadow: vars.shadow }, lightTokens),
  colorScheme: 'light',
};

globalStyle(themed(darkTheme, 'dark'), {
  vars: assignVars(vars, themeValues(darkTokens)),
  colorScheme: 'dark',
  '@media': { print: printed },
});
globalStyle(themed(systemTheme, 'system'), {
  vars: assignVars(vars, themeValues(lightTokens)),
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: assignVars({ color: vars.color, shadow: vars.shadow }, darkTokens),
    },
    // After the colour scheme's rule, so that printing wins over it.
    print: printed,
  },
});

for (const [className, name] of [
  [lightTheme, 'light'],
  [darkTheme, 'dark'],
  [systemTheme, 'system'],
] as const) {
  globalStyle(themed(className, name), {
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
