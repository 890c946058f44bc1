import { describe, expect, test } from 'vitest';
import { shortenProperties, shortNames } from '../lib/short-properties.mjs';

describe('short custom property names in the apps', () => {
  const short = shortNames([
    '--hci-color-surface-brand',
    '--hci-color-text-primary',
    '--hci-space-medium',
  ]);

  test('each name is written short, numbered in the order given, in CSS and JS alike', () => {
    expect([...short.values()]).toEqual(['--h0', '--h1', '--h2']);
    expect(shortenProperties('.a{background:var(--hci-color-surface-brand)}', short)).toBe(
      '.a{background:var(--h0)}',
    );
    expect(shortenProperties("style.setProperty('--hci-space-medium', x)", short)).toBe(
      "style.setProperty('--h2', x)",
    );
  });

  test('other custom properties are left alone', () => {
    expect(shortenProperties('--trigger-width:10px;--hci-color-text-primary:#111', short)).toBe(
      '--trigger-width:10px;--h1:#111',
    );
  });

  test('a public property missing from the list fails the build rather than break a style', () => {
    expect(() => shortenProperties('var(--hci-color-new)', short)).toThrow(/--hci-color-new/);
  });
});
