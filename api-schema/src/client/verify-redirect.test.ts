import { expect, test } from 'vitest';
import { verifyRedirect } from './verify-redirect';

test('sends the user to /verify with the current path in `to`', () => {
  expect(verifyRedirect('/my-services')).toBe('/verify?to=%2Fmy-services');
  expect(verifyRedirect('/profile?tab=social#links')).toBe(
    '/verify?to=%2Fprofile%3Ftab%3Dsocial%23links',
  );
  expect(verifyRedirect('/profile#verify')).toBe('/verify?to=%2Fprofile%23verify');
  expect(verifyRedirect('/verify-email-address/abc123')).toBe(
    '/verify?to=%2Fverify-email-address%2Fabc123',
  );
});

test('stays put when already on /verify', () => {
  expect(verifyRedirect('/verify')).toBeNull();
  expect(verifyRedirect('/verify/')).toBeNull();
  expect(verifyRedirect('/verify//')).toBeNull();
  expect(verifyRedirect('/verify#top')).toBeNull();
  expect(verifyRedirect('/verify?to=%2Fprofile')).toBeNull();
});
