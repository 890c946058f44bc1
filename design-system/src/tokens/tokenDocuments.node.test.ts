import { describe, expect, test } from 'vitest';
import {
  darkSelector,
  lightSelector,
  systemSelector,
  tokensCss,
  tokensJson,
} from './tokenDocuments';
import { darkTokens, lightTokens, themeValues, tokenVariable } from './tokens';

type Tree = { [key: string]: string | Tree };

function paths(tree: Tree, path: string[] = []): string[][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[...path, key]] : paths(value, [...path, key]),
  );
}

const allPaths = paths(themeValues(lightTokens) as unknown as Tree);

describe('tokenVariable', () => {
  test.each([
    [['color', 'surface', 'brand'], '--hci-color-surface-brand'],
    [['color', 'text', 'onBrand'], '--hci-color-text-on-brand'],
    [['font', 'scale', 'large', 'fontSize'], '--hci-font-scale-large-font-size'],
    [['space', 'medium'], '--hci-space-medium'],
    [['zIndex', 'toast'], '--hci-z-index-toast'],
  ])('%j is %s', (path, name) => {
    expect(tokenVariable(path)).toBe(name);
  });

  test('every token has a name of its own', () => {
    const names = allPaths.map(tokenVariable);
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^--hci(-[a-z0-9]+)+$/);
  });
});

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarationsOf(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {\n`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(start + selector.length + 3, css.indexOf('}', start));
  return new Map(
    body
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon), line.slice(colon + 1).trim()];
      }),
  );
}

describe('tokens.css', () => {
  const css = tokensCss();

  test('the light theme on :root and .light, the dark on .dark, every token named', () => {
    const light = declarationsOf(css, lightSelector);
    const dark = declarationsOf(css, darkSelector);
    for (const path of allPaths) {
      expect(light.has(tokenVariable(path)), path.join('.')).toBe(true);
      expect(dark.has(tokenVariable(path)), path.join('.')).toBe(true);
    }
    expect(light.get('--hci-color-surface-brand')).toBe(lightTokens.color.surface.brand);
    expect(dark.get('--hci-color-surface-brand')).toBe(darkTokens.color.surface.brand);
    expect(light.get('--hci-space-medium')).toBe('16px');
    expect(light.get('color-scheme')).toBe('light');
    expect(dark.get('color-scheme')).toBe('dark');
  });

  test('the system theme is light, and dark when the system asks for it', () => {
    expect(declarationsOf(css, systemSelector).get('--hci-color-text-primary')).toBe(
      lightTokens.color.text.primary,
    );
    const media = css.slice(css.indexOf('@media (prefers-color-scheme: dark)'));
    expect(declarationsOf(media, systemSelector).get('--hci-color-text-primary')).toBe(
      darkTokens.color.text.primary,
    );
  });

  test('a page prints in the light colours; reduced motion has no durations', () => {
    const print = css.slice(css.indexOf('@media print'));
    expect(
      declarationsOf(
        print,
        ':where(.dark, :root[data-theme="dark"], .system, :root[data-theme="system"])',
      ).get('--hci-color-surface-page'),
    ).toBe(lightTokens.color.surface.page);
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(
      declarationsOf(reduced, ':where(:root, .light, .dark, .system)').get(
        '--hci-motion-duration-slow',
      ),
    ).toBe('0ms');
  });

  test('braces balance', () => {
    expect(css.split('{').length).toBe(css.split('}').length);
  });
});

describe('tokens.json (Design Tokens Community Group format)', () => {
  const document = JSON.parse(tokensJson()) as Record<'light' | 'dark', Tree>;

  const tokenAt = (theme: 'light' | 'dark', path: string[]) =>
    path.reduce<unknown>((group, key) => (group as Record<string, unknown>)[key], document[theme]);

  test('two themes, each holding every token with a type and a value', () => {
    for (const theme of ['light', 'dark'] as const)
      for (const path of allPaths) {
        const token = tokenAt(theme, path) as { $type?: string; $value?: unknown };
        expect(token.$type, `${theme} ${path.join('.')}`).toMatch(
          /^(color|dimension|shadow|fontFamily|fontWeight|duration|cubicBezier|number)$/,
        );
        expect(token.$value, `${theme} ${path.join('.')}`).toBeDefined();
      }
  });

  test('values in the format: hex colours, dimensions, composite shadows, curves', () => {
    expect(tokenAt('light', ['color', 'surface', 'brand'])).toEqual({
      $type: 'color',
      $value: lightTokens.color.surface.brand,
    });
    expect(tokenAt('dark', ['color', 'surface', 'brand'])).toEqual({
      $type: 'color',
      $value: darkTokens.color.surface.brand,
    });
    expect(tokenAt('light', ['color', 'backdrop'])).toEqual({
      $type: 'color',
      $value: '#16141280',
    });
    expect(tokenAt('light', ['space', 'none'])).toEqual({ $type: 'dimension', $value: '0px' });
    expect(tokenAt('light', ['font', 'scale', 'large', 'fontSize'])).toEqual({
      $type: 'dimension',
      $value: '20px',
    });
    expect(tokenAt('light', ['font', 'weight', 'strong'])).toEqual({
      $type: 'fontWeight',
      $value: 700,
    });
    expect(tokenAt('light', ['motion', 'duration', 'quick'])).toEqual({
      $type: 'duration',
      $value: '150ms',
    });
    expect(tokenAt('light', ['motion', 'easing', 'standard'])).toEqual({
      $type: 'cubicBezier',
      $value: [0.2, 0, 0, 1],
    });
    expect(tokenAt('light', ['zIndex', 'toast'])).toEqual({ $type: 'number', $value: 300 });
    expect(tokenAt('light', ['font', 'family'])).toMatchObject({
      $type: 'fontFamily',
      $value: expect.arrayContaining(['system-ui', 'Segoe UI', 'sans-serif']),
    });
    expect(tokenAt('dark', ['shadow', 'small'])).toEqual({
      $type: 'shadow',
      $value: [{ color: '#00000066', offsetX: '0px', offsetY: '1px', blur: '2px', spread: '0px' }],
    });
    expect((tokenAt('light', ['shadow', 'medium']) as { $value: unknown[] }).$value).toHaveLength(
      2,
    );
  });
});
