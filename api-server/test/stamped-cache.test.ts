import { expect, test } from 'vitest';
import { StampedCache } from '../src/http/stamped-cache.js';

test('an entry is reused only under the stamp it was built for', () => {
  const cache = new StampedCache(100);
  cache.set('a', '1.1', '[1]');
  expect(cache.get('a', '1.1')).toBe('[1]');
  expect(cache.get('a', '2.1')).toBeUndefined();
  cache.set('a', '2.1', '[2]');
  expect(cache.get('a', '1.1')).toBeUndefined();
  expect(cache.get('a', '2.1')).toBe('[2]');
});

test('past its size the least recently used entries go first; an oversized one is not kept', () => {
  const cache = new StampedCache(10);
  cache.set('a', 's', 'aaaa');
  cache.set('b', 's', 'bbbb');
  expect(cache.get('a', 's')).toBe('aaaa');
  cache.set('c', 's', 'cccc');
  expect(cache.get('b', 's')).toBeUndefined();
  expect(cache.get('a', 's')).toBe('aaaa');
  expect(cache.get('c', 's')).toBe('cccc');
  cache.set('d', 's', 'd'.repeat(11));
  expect(cache.get('d', 's')).toBeUndefined();
  expect(cache.get('a', 's')).toBe('aaaa');
});
