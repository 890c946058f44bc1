import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { I18nProvider, localeStorageKey } from '@hci/design-system';
import { loadFrameMessages } from '../catalogue';
import { LanguageSwitch } from './LanguageSwitch';
import { AppName, PageHeading } from './PageHeading';
import { RouteLoadError } from './RouteLoadError';

afterEach(() => localStorage.clear());

test('the language switch offers the other language, named in it, and switches to it', async () => {
  render(
    <I18nProvider loadMessages={loadFrameMessages}>
      <LanguageSwitch />
    </I18nProvider>,
  );
  const toSpanish = await screen.findByRole('button', { name: 'Español (change the language)' });
  expect(toSpanish.querySelector('[lang="es"]')).toHaveTextContent('Español');
  await userEvent.click(toSpanish);
  expect(await screen.findByRole('button', { name: 'English (cambiar el idioma)' })).toBeVisible();
  expect(localStorage.getItem(localeStorageKey)).toBe('es');
});

test('the page heading names the document after the page and the application', async () => {
  render(
    <I18nProvider>
      <AppName name="Coach">
        <PageHeading>Your services</PageHeading>
      </AppName>
    </I18nProvider>,
  );
  const heading = await screen.findByRole('heading', { level: 1, name: 'Your services' });
  expect(heading).toHaveAttribute('tabindex', '-1');
  await waitFor(() => expect(document.title).toBe('Your services · Coach'));
});

test('an intro says under the heading what the page is for; the document is still named by the heading', async () => {
  render(
    <I18nProvider>
      <AppName name="Coach">
        <PageHeading intro="What you offer your clients.">Your services</PageHeading>
      </AppName>
    </I18nProvider>,
  );
  const heading = await screen.findByRole('heading', { level: 1, name: 'Your services' });
  const intro = screen.getByText('What you offer your clients.');
  expect(heading.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(intro.tagName).not.toBe('H1');
  await waitFor(() => expect(document.title).toBe('Your services · Coach'));
});

test('a page that would not load says so and loads it again on retry', async () => {
  const onRetry = vi.fn();
  render(
    <I18nProvider>
      <RouteLoadError onRetry={onRetry} />
    </I18nProvider>,
  );
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledOnce();
});
