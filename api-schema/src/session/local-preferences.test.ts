import { describe, expect, test } from 'vitest';
import { SharedStorage } from '../test/memory-storage';
import { createLocalPreferences, LANGUAGE_STORAGE_KEY, toLocale } from './local-preferences';

describe('local preferences', () => {
  test('language defaults to en-US and maps stored tags to supported locales', () => {
    const { storage } = new SharedStorage().openTab();
    const preferences = createLocalPreferences(storage);
    expect(preferences.language.get()).toBe('en-US');
    preferences.language.set('es');
    expect(preferences.language.get()).toBe('es');
    storage.setItem(LANGUAGE_STORAGE_KEY, 'en-us');
    expect(preferences.language.get()).toBe('en-US');
    storage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(preferences.language.get()).toBe('en-US');
    expect(toLocale('es-MX')).toBe('es');
  });

  test('remembers and forgets the sign-up e-mail', () => {
    const preferences = createLocalPreferences(new SharedStorage().openTab().storage);
    expect(preferences.signUpEmail.get()).toBe('');
    preferences.signUpEmail.set('new@demo.test');
    expect(preferences.signUpEmail.get()).toBe('new@demo.test');
    preferences.signUpEmail.remove();
    expect(preferences.signUpEmail.get()).toBe('');
  });

  test('keeps the coach subscription flag, false until known', () => {
    const preferences = createLocalPreferences(new SharedStorage().openTab().storage);
    expect(preferences.coachSubscribed.get()).toBe(false);
    preferences.coachSubscribed.set(true);
    expect(preferences.coachSubscribed.get()).toBe(true);
    preferences.coachSubscribed.set(false);
    expect(preferences.coachSubscribed.get()).toBe(false);
  });

  test('without storage (private mode) every value is its default and writes are dropped', () => {
    const preferences = createLocalPreferences(null);
    preferences.language.set('es');
    preferences.signUpEmail.set('new@demo.test');
    preferences.coachSubscribed.remove();
    expect(preferences.language.get()).toBe('en-US');
    expect(preferences.signUpEmail.get()).toBe('');
    expect(preferences.coachSubscribed.get()).toBe(false);
  });
});

test('language tags map by their language, whatever the region or case', () => {
  expect(toLocale('es-MX')).toBe('es');
  expect(toLocale('ES')).toBe('es');
  expect(toLocale('en-GB')).toBe('en-US');
  expect(toLocale('en')).toBe('en-US');
  expect(toLocale('fr-FR')).toBeUndefined();
  expect(toLocale('')).toBeUndefined();
});
