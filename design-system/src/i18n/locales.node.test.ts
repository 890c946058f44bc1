import { expect, test } from 'vitest';
import { formattingLocale } from './locales';

test('dates and times follow the browser’s variant of the language the page speaks', () => {
  expect(formattingLocale('en-US', ['en-GB', 'en'])).toBe('en-GB');
  expect(formattingLocale('en-US', ['es-ES', 'en-GB'])).toBe('en-GB');
  expect(formattingLocale('es', ['en-GB', 'es-MX'])).toBe('es-MX');
});

test('without a variant of that language, the language itself; a malformed tag is passed over', () => {
  expect(formattingLocale('en-US', ['es-ES'])).toBe('en-US');
  expect(formattingLocale('es', [])).toBe('es');
  expect(formattingLocale('en-US', ['en_GB!', 'en-IE'])).toBe('en-IE');
});

test('an en-GB reader gets 24-hour times and day-first dates', () => {
  const locale = formattingLocale('en-US', ['en-GB']);
  const at = Date.UTC(2026, 3, 14, 13, 5);
  expect(
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(at),
  ).toBe('14/04/2026, 13:05');
});
