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
});
