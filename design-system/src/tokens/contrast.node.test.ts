import { describe, expect, test } from 'vitest';
import { contrastRatio } from './contrast';
import {
  contrastPairs,
  darkTokens,
  foregroundColor,
  foregroundName,
  lightTokens,
  minimumContrast,
  type ThemeTokens,
} from './tokens';

describe('contrastRatio', () => {
  test('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(
      contrastRatio('#767676', '#ffffff'),
      10,
    );
  });

  test('refuses colours it cannot measure', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/opaque hex/);
  });
});

const themes: [string, ThemeTokens][] = [
  ['light', lightTokens],
  ['dark', darkTokens],
];

describe.each(themes)('the %s theme meets WCAG 2.2 AA', (_name, tokens) => {
  test.each(contrastPairs.map((pair) => [foregroundName(pair), pair.background, pair] as const))(
    '%s on surface.%s',
    (_foreground, background, pair) => {
      const ratio = contrastRatio(foregroundColor(tokens, pair), tokens.color.surface[background]);
      expect(ratio).toBeGreaterThanOrEqual(minimumContrast[pair.requirement]);
    },
  );
});

test('every text colour people read is paired with the everyday surfaces', () => {
  const textPairs = contrastPairs.filter((pair) => pair.requirement === 'text');
  const readable = Object.keys(lightTokens.color.text).filter(
    // Disabled text is exempt (WCAG 1.4.3); the others are checked only on their own surfaces.
    (token) => !['disabled', 'onBrand', 'onCritical', 'inverse', 'linkHover'].includes(token),
  );
  for (const token of readable) {
    for (const surface of ['page', 'raised', 'sunken']) {
      expect(
        textPairs.some(
          (pair) => foregroundName(pair) === `text.${token}` && pair.background === surface,
        ),
        `text.${token} on surface.${surface}`,
      ).toBe(true);
    }
  }
});
