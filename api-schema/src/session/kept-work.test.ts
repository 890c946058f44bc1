import { expect, test } from 'vitest';
import { SharedStorage } from '../test/memory-storage';
import { createKeptWork, withoutSecrets } from './kept-work';

test('keeps what each registered form holds unsaved, per user and per form', () => {
  const { storage } = new SharedStorage().openTab();
  const kept = createKeptWork(storage);
  kept.register('profile', () => ({ middleName: 'Sam' }));
  kept.register('preferences', () => null);
  kept.keepAll('ana@example.com');
  expect(kept.read('ana@example.com', 'profile')).toEqual({ middleName: 'Sam' });
  expect(kept.read('ana@example.com', 'preferences')).toBeNull();
  expect(kept.read('bo@example.com', 'profile')).toBeNull();
  kept.forget('ana@example.com', 'profile');
  expect(kept.read('ana@example.com', 'profile')).toBeNull();
});

test('never writes a password or a card number, at any depth', () => {
  const { storage } = new SharedStorage().openTab();
  const kept = createKeptWork(storage);
  kept.register('account', () => ({
    email: 'ana@example.com',
    currentPassword: 'Welcome2026',
    payment: { cardNumber: '4242424242424242', cvc: '123', holder: 'Ana' },
  }));
  kept.keepAll('ana@example.com');
  expect(kept.read('ana@example.com', 'account')).toEqual({
    email: 'ana@example.com',
    payment: { holder: 'Ana' },
  });
  expect(
    JSON.stringify([...Array(storage.length).keys()].map((i) => storage.getItem(storage.key(i)!))),
  ).not.toMatch(/Welcome2026|4242|"123"/);
  expect(withoutSecrets({ newPassword: 'x', name: 'y' })).toEqual({ name: 'y' });
});

test('forgetAll drops what this tab kept (the session went on); an unregistered form keeps none', () => {
  const { storage } = new SharedStorage().openTab();
  const kept = createKeptWork(storage);
  const unregister = kept.register('profile', () => ({ middleName: 'Sam' }));
  kept.keepAll('ana@example.com');
  kept.forgetAll('ana@example.com');
  expect(kept.read('ana@example.com', 'profile')).toBeNull();
  unregister();
  kept.keepAll('ana@example.com');
  expect(kept.read('ana@example.com', 'profile')).toBeNull();
});
