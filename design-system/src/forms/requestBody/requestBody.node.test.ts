import { expect, test } from 'vitest';
import { optionalText, textList, withoutUndefined } from './requestBody';

test('a typed text is trimmed, and nothing typed is null, so an update clears the field', () => {
  expect(optionalText('  Dana Kim ')).toBe('Dana Kim');
  expect(optionalText('   ')).toBeNull();
  expect(optionalText('')).toBeNull();
});

test('undefined parts are dropped; empty strings, false, zero and null stay', () => {
  const body = withoutUndefined({ a: undefined, b: '', c: false, d: 0, e: null, f: 'x' });
  expect(body).toEqual({ b: '', c: false, d: 0, e: null, f: 'x' });
  expect(Object.keys(body)).not.toContain('a');
});

test('a comma-separated list keeps its filled items in order', () => {
  expect(textList(' yoga, , sleep ,nutrition,')).toEqual(['yoga', 'sleep', 'nutrition']);
  expect(textList('  ')).toEqual([]);
});
