import { expect, test } from 'vitest';
import { unreadBadgeText } from './unreadCount';

test('the badge is empty at 0, shows the count up to 20 and 20+ above', () => {
  expect(unreadBadgeText(0)).toBeNull();
  expect(unreadBadgeText(1)).toBe('1');
  expect(unreadBadgeText(20)).toBe('20');
  expect(unreadBadgeText(21)).toBe('20+');
  expect(unreadBadgeText(250)).toBe('20+');
});
