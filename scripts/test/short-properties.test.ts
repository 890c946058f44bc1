import { describe, expect, test } from 'vitest';
import { shortenProperties, shortProperty } from '../lib/short-properties.mjs';

describe('short custom property names in the apps', () => {
  test('a name is written short, the same way every time and in every file', () => {
    const short = shortProperty('--hci-color-surface-brand');
    expect(short).toMatch(/^--h-[a-z0-9]{1,5}$/);
    expect(shortenProperties('.a{background:var(--hci-color-surface-brand)}', new Map())).toBe(
      `.a{background:var(${short})}`,
    );
    expect(shortenProperties("setProperty('--hci-color-surface-brand', x)")).toBe(
      `setProperty('${short}', x)`,
    );
  });

  test('every token keeps a name of its own, and other properties are left alone', () => {
    const css = [
      '--hci-color-text-primary:#111',
      '--hci-color-text-secondary:#222',
      '--hci-space-medium:16px',
      '--trigger-width:10px',
    ].join(';');
    const shortened = shortenProperties(css);
    const names = shortened.match(/--h-[a-z0-9]+/g) ?? [];
    expect(new Set(names).size).toBe(3);
    expect(shortened).toContain('--trigger-width:10px');
    expect(shortened).not.toContain('--hci-');
  });

  test('two names that would be written alike fail the build', () => {
    const seen = new Map([[shortProperty('--hci-a'), '--hci-b']]);
    expect(() => shortenProperties('var(--hci-a)', seen)).toThrow(/--hci-a and --hci-b/);
  });
});
