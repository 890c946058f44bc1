import { act, render, screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { expect, test, vi } from 'vitest';
import { I18nProvider } from './I18nProvider';
import { localeCookieName, localeStorageKey, readLocale, writeLocale } from './localeStore';
import { preferredLocale } from './locales';
import { useServerErrorMessage } from './serverErrorMessage';

function DefaultError() {
  const intl = useIntl();
  return <p>{intl.formatMessage(useServerErrorMessage()('noSuchKey'))}</p>;
}

test('English by default; a chosen language persists and loads its catalogue lazily', async () => {
  expect(readLocale()).toBe('en-US');
  render(
    <I18nProvider>
      <DefaultError />
    </I18nProvider>,
  );
  expect(await screen.findByText('Something went wrong. Please try again.')).toBeVisible();
  await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));

  act(() => writeLocale('es'));
  expect(await screen.findByText('Algo salió mal. Inténtalo de nuevo.')).toBeVisible();
  expect(localStorage.getItem(localeStorageKey)).toBe('es');
  await waitFor(() => expect(document.documentElement.lang).toBe('es'));
});

test("the app's own messages are merged in, and a stored language is read at start", async () => {
  localStorage.setItem(localeStorageKey, 'es');
  function Greeting() {
    return <p>{useIntl().formatMessage({ id: 'portal.greeting' })}</p>;
  }
  render(
    <I18nProvider
      loadMessages={async (locale) => ({
        'portal.greeting': [{ type: 0, value: locale === 'es' ? 'Hola' : 'Hello' }],
      })}
    >
      <Greeting />
    </I18nProvider>,
  );
  expect(await screen.findByText('Hola')).toBeVisible();
});

test('a language loaded before the first render shows at once, with no catalogue to wait for', () => {
  localStorage.setItem(localeStorageKey, 'es');
  render(
    <I18nProvider
      initial={{
        locale: 'es',
        messages: { 'ds.serverError.failed': [{ type: 0, value: 'Ya cargado' }] },
      }}
    >
      <DefaultError />
    </I18nProvider>,
  );
  expect(screen.getByText('Ya cargado')).toBeVisible();
});

test("until the user chooses, the browser's language; a choice is told to the server in a cookie", () => {
  const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
  try {
    expect(readLocale()).toBe('es');
    languages.mockReturnValue(['de-DE', 'fr']);
    expect(readLocale()).toBe('en-US');
    writeLocale('es');
    expect(document.cookie).toContain(`${localeCookieName}=es`);
    expect(readLocale()).toBe('es');
  } finally {
    languages.mockRestore();
    document.cookie = `${localeCookieName}=; path=/; max-age=0`;
  }
});

test.each([
  [['es-AR', 'en-US'], 'es'],
  [['en-GB', 'es'], 'en-US'],
  [['pt-BR', 'ES'], 'es'],
  [['pt-BR'], undefined],
  [[], undefined],
])('the preferred languages %o read %s', (languages, locale) => {
  expect(preferredLocale(languages)).toBe(locale);
});
