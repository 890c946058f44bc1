// The themes: each a class that assigns the theme contract (`vars`, theme.css.ts).
import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { assignedVars as vars } from './theme.css';
import { assignedTokens, darkTokens, lightTokens, motion, sharedTokens } from './tokens';

const reducedMotion = {
  duration: { quick: '0ms', standard: '0ms', slow: '0ms' },
  easing: motion.easing,
};

// Each theme applies through its class (the document root once the app runs; any element in a
// story or a test) and through the root's `data-theme`, which the script run before the first
// paint sets: a page prerendered or still loading starts in the chosen colours, with its fonts and
// spacing, instead of flashing unstyled or light.
//
// Inside `:where()`, so the themes weigh nothing: a consumer's `:root { --hci-radius-medium: 0 }`
// (or any rule on the themed element itself) overrides them whatever the order of the style
// sheets.
export const lightTheme = style({}, 'light');
export const darkTheme = style({}, 'dark');
/** Light, or dark when the operating system asks for it. */
export const systemTheme = style({}, 'system');

const themed = (className: string, name: string) =>
  `:where(.${className}, :root[data-theme="${name}"])`;
const anyTheme = [
  themed(lightTheme, 'light'),
  themed(darkTheme, 'dark'),
  themed(systemTheme, 'system'),
].join(', ');

const colours = { color: vars.color, shadow: vars.shadow };
const light = assignedTokens(lightTokens);
const dark = assignedTokens(darkTokens);
const { color: _color, shadow: _shadow, ...sharedVars } = vars;

// What all themes share, assigned once for all of them (the public names are long: repeating them
// per theme would cost the first page bytes for nothing).
globalStyle(anyTheme, {
  vars: assignVars(sharedVars, sharedTokens),
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.primary,
  fontFamily: vars.font.family,
  fontSize: vars.font.scale.standard.fontSize,
  lineHeight: vars.font.scale.standard.lineHeight,
  '@media': {
    '(prefers-reduced-motion: reduce)': { vars: assignVars(vars.motion, reducedMotion) },
  },
});

globalStyle(themed(lightTheme, 'light'), {
  vars: assignVars(colours, light),
  colorScheme: 'light',
});
// Paper is white and browsers print no backgrounds: whatever the screen shows, a page prints in
// the light theme's colours, so light text never lands on white.
const printed = { vars: assignVars(colours, light), colorScheme: 'light' };

globalStyle(themed(darkTheme, 'dark'), {
  vars: assignVars(colours, dark),
  colorScheme: 'dark',
  '@media': { print: printed },
});
globalStyle(themed(systemTheme, 'system'), {
  vars: assignVars(colours, light),
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(colours, dark) },
    // After the colour scheme's rule, so that printing wins over it.
    print: printed,
  },
});
