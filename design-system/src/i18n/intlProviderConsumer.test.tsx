// A consumer that sets the language the README's first way: react-intl's IntlProvider with the
// package's Spanish catalogue around the ThemeProvider, and no react-aria provider of its own.
import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test } from 'vitest';
import { DayPicker } from '../DayPicker';
import { ThemeProvider } from '../ThemeProvider';
import { toast, ToastRegion } from '../Toast';
import { loadDesignSystemMessages } from './catalogue';

afterEach(() => act(() => toast.clear()));

test("react-intl's locale alone puts react-aria's calendar and live regions in Spanish", async () => {
  const messages = await loadDesignSystemMessages('es');
  render(
    <IntlProvider locale="es" defaultLocale="en-US" messages={messages}>
      <ThemeProvider theme="light">
        <DayPicker
          label="Día de la sesión"
          value={null}
          onChange={() => {}}
          focusedDay="2026-11-10"
          onFocusedDayChange={() => {}}
        />
        <ToastRegion />
      </ThemeProvider>
    </IntlProvider>,
  );

  const grid = screen.getByRole('grid', { name: /noviembre de 2026/ });
  // Spain's week starts on Monday; Wednesday is X. (A row hidden from screen readers, which read
  // each day's full name.)
  const weekdays = [...grid.querySelectorAll('thead th')].map((day) => day.textContent);
  expect(weekdays).toEqual(['L', 'M', 'X', 'J', 'V', 'S', 'D']);
  expect(screen.getByRole('button', { name: 'Anterior' })).toBeVisible();
  expect(screen.getAllByRole('button', { name: 'Siguiente' })).not.toHaveLength(0);
  expect(screen.queryByRole('button', { name: /Previous|Next|November/ })).not.toBeInTheDocument();

  act(() => {
    toast.info('Guardado');
  });
  const region = await screen.findByRole('region', { name: '1 notificación.' });
  expect(region).toHaveTextContent('Guardado');
});
