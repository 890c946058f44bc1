// The tokens as files for consumers who do not use vanilla-extract: `tokens.css` (the themes as
// plain CSS, the same `--hci-*` properties the components read) and `tokens.json` (the Design
// Tokens Community Group format, for design tools and token pipelines). The package build writes
// both (build/tokenFiles.ts) from the same data the themes are built from.
import { darkTokens, lightTokens, themeValues, tokenVariable, type ThemeTokens } from './tokens';

type TokenTree = { readonly [key: string]: string | TokenTree };

/** Every token of `tree` with its path, in the tree's order. */
function leaves(tree: TokenTree, path: readonly string[] = []): [string[], string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[[...path, key], value]] : leaves(value, [...path, key]),
  );
}

function declarations(tree: TokenTree, indent: string, path: readonly string[] = []): string {
  return leaves(tree, path)
    .map(([tokenPath, value]) => `${indent}${tokenVariable(tokenPath)}: ${value};`)
    .join('\n');
}

function rule(selector: string, body: string, indent = ''): string {
  return `${indent}${selector} {\n${body}\n${indent}}`;
}

const colours = (tokens: ThemeTokens): TokenTree => ({
  color: tokens.color as unknown as TokenTree,
  shadow: tokens.shadow as unknown as TokenTree,
});
const noMotion: TokenTree = {
  duration: { quick: '0ms', standard: '0ms', slow: '0ms' },
};

/**
 * A theme's selector: its class, and the root's `data-theme` that the script run before the first
 * paint sets (`themeBeforePaintScript`). Inside `:where()`, so it weighs nothing and any rule of
 * the page's own (`:root { --hci-radius-medium: 0 }`) wins over it.
 */
const themeSelector = (...names: string[]) =>
  `:where(${names.map((name) => `.${name}, :root[data-theme="${name}"]`).join(', ')})`;

/** Light on a root no theme names, so the page is styled before (and without) any script. */
export const lightSelector = `:where(:root:not([data-theme]), .light, :root[data-theme="light"])`;
export const darkSelector = themeSelector('dark');
export const systemSelector = themeSelector('system');

/**
 * The themes as plain CSS: light on `:root` and `.light`, dark on `.dark`, and `.system` (light,
 * dark when the operating system asks for it), each also by the root's `data-theme`. As with the
 * theme classes, a page prints in the light colours, and durations are zero for people who prefer
 * reduced motion.
 */
export function tokensCss(): string {
  const themes = `:where(:root, .light, .dark, .system)`;
  return [
    '/* @hci/design-system tokens: set any of these properties on an element to re-theme it. */',
    rule(
      lightSelector,
      `  color-scheme: light;\n${declarations(themeValues(lightTokens) as unknown as TokenTree, '  ')}`,
    ),
    rule(
      darkSelector,
      `  color-scheme: dark;\n${declarations(themeValues(darkTokens) as unknown as TokenTree, '  ')}`,
    ),
    rule(
      systemSelector,
      `  color-scheme: light dark;\n${declarations(themeValues(lightTokens) as unknown as TokenTree, '  ')}`,
    ),
    rule(
      '@media (prefers-color-scheme: dark)',
      rule(systemSelector, declarations(colours(darkTokens), '    '), '  '),
    ),
    rule(
      '@media print',
      rule(
        themeSelector('dark', 'system'),
        `    color-scheme: light;\n${declarations(colours(lightTokens), '    ')}`,
        '  ',
      ),
    ),
    rule(
      '@media (prefers-reduced-motion: reduce)',
      rule(themes, declarations(noMotion, '    ', ['motion']), '  '),
    ),
    '',
  ].join('\n');
}

interface DesignToken {
  $type: string;
  $value: unknown;
}
type DesignTokenGroup = { [key: string]: DesignToken | DesignTokenGroup | string };

/** `rgba(22, 20, 18, 0.5)` → `#16141280`; hex colours as they are. */
function hexColour(colour: string): string {
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(colour);
  if (!rgba) return colour;
  const [red, green, blue, alpha] = rgba.slice(1).map(Number) as [number, number, number, number];
  return `#${[red, green, blue, Math.round(alpha * 255)]
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

const dimension = (value: string) => (value === '0' ? '0px' : value);

/** Splits at the commas outside parentheses (the layers of a shadow, a font stack). */
function topLevelList(value: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of value) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (character === ',' && depth === 0) {
      items.push(current.trim());
      current = '';
    } else current += character;
  }
  items.push(current.trim());
  return items;
}

/** `0 4px 8px rgba(…)` → the composite value of one shadow layer. */
function shadowLayer(layer: string) {
  const colourStart = layer.indexOf('rgba(');
  const lengths = layer.slice(0, colourStart).trim().split(/\s+/).map(dimension);
  const [offsetX, offsetY, blur, spread = '0px'] = lengths;
  return { color: hexColour(layer.slice(colourStart)), offsetX, offsetY, blur, spread };
}

function cubicBezier(value: string): number[] {
  return topLevelList(value.replace(/^cubic-bezier\(|\)$/g, '')).map(Number);
}

/** The DTCG type and value of a token, by where it sits in the tree. */
function designToken(path: readonly string[], value: string): DesignToken {
  const [group, subgroup] = path;
  if (group === 'color') return { $type: 'color', $value: hexColour(value) };
  if (group === 'shadow') return { $type: 'shadow', $value: topLevelList(value).map(shadowLayer) };
  if (group === 'font' && subgroup === 'family')
    return {
      $type: 'fontFamily',
      $value: topLevelList(value).map((name) => name.replace(/^"|"$/g, '')),
    };
  if (group === 'font' && subgroup === 'weight')
    return { $type: 'fontWeight', $value: Number(value) };
  if (group === 'motion' && subgroup === 'duration') return { $type: 'duration', $value: value };
  if (group === 'motion' && subgroup === 'easing')
    return { $type: 'cubicBezier', $value: cubicBezier(value) };
  if (group === 'zIndex') return { $type: 'number', $value: Number(value) };
  return { $type: 'dimension', $value: dimension(value) };
}

function designTokens(tree: TokenTree, path: readonly string[] = []): DesignTokenGroup {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? designToken([...path, key], value)
        : designTokens(value, [...path, key]),
    ]),
  );
}

/**
 * The tokens in the Design Tokens Community Group format: two groups, `light` and `dark`, each a
 * whole theme nested by the token's path in `vars` (`light.color.surface.brand`). Colours are hex
 * (with alpha where translucent), dimensions and durations strings with their unit.
 */
export function tokensJson(): string {
  const theme = (tokens: ThemeTokens, description: string) => ({
    $description: description,
    ...designTokens(themeValues(tokens) as unknown as TokenTree),
  });
  const document = {
    light: theme(lightTokens, 'The light theme (the default).'),
    dark: theme(darkTokens, 'The dark theme.'),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
