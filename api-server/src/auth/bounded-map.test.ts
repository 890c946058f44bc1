import { expect, test } from 'vitest';
import { BoundedMap } from './bounded-map.js';

test('beyond its limit it forgets the oldest entry', () => {
  const map = new BoundedMap<string, number>(3);
  map.set('a', 1).set('b', 2).set('c', 3);
  expect([...map.keys()]).toEqual(['a', 'b', 'c']);
  map.set('d', 4);
  expect([...map]).toEqual([
    ['b', 2],
    ['c', 3],
    ['d', 4],
  ]);
  map.set('e', 5);
  expect([...map.keys()]).toEqual(['c', 'd', 'e']);
});

test('setting a key it holds replaces the value and forgets nothing', () => {
  const map = new BoundedMap<string, number>(2);
  map.set('a', 1).set('b', 2).set('a', 3);
  expect([...map]).toEqual([
    ['a', 3],
    ['b', 2],
  ]);
});
