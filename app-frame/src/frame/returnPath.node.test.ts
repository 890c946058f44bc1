import { describe, expect, test } from 'vitest';
import { returnPath } from './returnPath';

describe('returnPath', () => {
  test.each([
    ['/my-services', '/my-services'],
    ['/profile?tab=educations#top', '/profile?tab=educations#top'],
  ])('keeps the app path %s', (value, expected) => {
    expect(returnPath(value, '/home')).toBe(expected);
  });

  test.each([
    [null],
    [''],
    ['https://elsewhere.test/'],
    ['//elsewhere.test/path'],
    ['/\\elsewhere.test'],
    ['/a\\b'],
    ['javascript:alert(1)'],
    ['profile'],
  ])('falls back for %s', (value) => {
    expect(returnPath(value, '/home')).toBe('/home');
  });
});
