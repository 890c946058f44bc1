import { afterEach, expect, test } from 'vitest';
import { hasCloseAction, positiveTimeout, toast, toastQueue } from './toastQueue';

afterEach(() => toast.clear());

const failedLogin = { id: 'error.failedLogin', defaultMessage: 'Invalid username or password.' };

test('positive toasts last 5 s and so get no close action', () => {
  toast.positive('Saved');
  const [shown] = toastQueue.visibleToasts;
  expect(shown?.timeout).toBe(positiveTimeout);
  expect(hasCloseAction(shown?.timeout)).toBe(false);
});

test('negative toasts stay until closed, with a close action', () => {
  toast.critical(failedLogin);
  const [shown] = toastQueue.visibleToasts;
  expect(shown?.timeout).toBeUndefined();
  expect(hasCloseAction(shown?.timeout)).toBe(true);
  expect(shown?.content).toEqual({ tone: 'critical', message: failedLogin });
});

test('a toast longer than 5 s gets a close action', () => {
  toast.info('Your session expired, please login again');
  expect(hasCloseAction(toastQueue.visibleToasts[0]?.timeout)).toBe(true);
  expect(hasCloseAction(positiveTimeout + 1)).toBe(true);
});

test('the same message twice shows once', () => {
  toast.critical(failedLogin);
  toast.critical(failedLogin);
  toast.positive('Saved');
  expect(toastQueue.visibleToasts.map((shown) => shown.content.tone).sort()).toEqual([
    'critical',
    'positive',
  ]);
});
