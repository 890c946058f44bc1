import { describe, expect, test } from 'vitest';
import { loginPath, returnPath, verifyPath } from './navigation';

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
    ['javascript:alert(1)'],
    ['profile'],
  ])('falls back for %s', (value) => {
    expect(returnPath(value, '/home')).toBe('/home');
  });
});

test('the sign-in and verify paths carry the wanted path in their query', () => {
  expect(loginPath('/my-services?page=2')).toBe('/login?action=%2Fmy-services%3Fpage%3D2');
  expect(verifyPath('/profile')).toBe('/verify?to=%2Fprofile');
});
