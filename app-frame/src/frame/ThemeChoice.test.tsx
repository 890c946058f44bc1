import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test } from 'vitest';
import { darkTheme, ThemeProvider, themeStorageKey } from '@hci/design-system';
import spanish from '../compiled-lang/es.json';
import { ThemeChoice } from './ThemeChoice';

afterEach(() => localStorage.clear());

test('the device’s theme at first; choosing dark applies it and keeps it', async () => {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <ThemeProvider>
        <ThemeChoice />
      </ThemeProvider>
    </IntlProvider>,
  );
  expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
  expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(localStorage.getItem(themeStorageKey)).toBe('dark');
  expect(document.documentElement).toHaveClass(darkTheme);
});

test('in Spanish, showing the stored choice', () => {
  localStorage.setItem(themeStorageKey, 'light');
  render(
    <IntlProvider locale="es" messages={spanish}>
      <ThemeChoice />
    </IntlProvider>,
  );
  expect(screen.getByRole('radiogroup', { name: 'Tema' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Claro' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Oscuro' })).not.toBeChecked();
  expect(screen.getByRole('radio', { name: 'Igual que este dispositivo' })).not.toBeChecked();
});
