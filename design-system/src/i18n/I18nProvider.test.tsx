import { act, render, screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, expect, test } from 'vitest';
import { errorMessage } from './errorMessages';
import { I18nProvider } from './I18nProvider';
import { localeStorageKey, readLocale, writeLocale } from './localeStore';

afterEach(() => localStorage.clear());

function DefaultError() {
  const intl = useIntl();
  return <p>{intl.formatMessage(errorMessage('noSuchKey'))}</p>;
}

test('English by default; a chosen language persists and loads its catalogue lazily', async () => {
  expect(readLocale()).toBe('en-US');
  render(
    <I18nProvider>
      <DefaultError />
    </I18nProvider>,
  );
  expect(await screen.findByText('An error found, please try again.')).toBeVisible();
  await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));

  act(() => writeLocale('es'));
  expect(await screen.findByText('Se produjo un error, inténtalo de nuevo.')).toBeVisible();
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
