// A prerendered page with a date field for a date to come (the portal's Get started) hydrates
// cleanly: the calendar's chunk is asked for only once the page is live, since a chunk still
// loading while React hydrates makes it give up on the server's HTML; and a page built on one day
// and served on the next hydrates too, though the field's example depends on today.
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test, vi } from 'vitest';
import { DateField } from './DateField';

function StartDate() {
  const [value, setValue] = useState('');
  return (
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <DateField label="Start date" upcoming value={value} onChange={setValue} />
    </IntlProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

test('hydrates without an error, keeping the input, then shows the calendar button', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StartDate />);
  document.body.append(container);
  const prerenderedInput = container.querySelector('input');
  // The server sends the button's place, not the button.
  expect(container.querySelector('button')).toBeNull();

  const recoverableErrors = vi.fn();
  const consoleErrors = vi.spyOn(console, 'error');
  try {
    act(() => {
      root = hydrateRoot(container, <StartDate />, { onRecoverableError: recoverableErrors });
    });
    expect(
      await screen.findByRole(
        'button',
        { name: 'Choose a date for Start date' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    // Hydrated, not rendered afresh.
    expect(screen.getByLabelText('Start date')).toBe(prerenderedInput);
  } finally {
    consoleErrors.mockRestore();
  }
});

test('a page prerendered one day hydrates on the next, then gives an example from that day', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(new Date(2026, 10, 27, 23, 50));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StartDate />);
    document.body.append(container);
    const prerenderedInput = container.querySelector('input');

    vi.setSystemTime(new Date(2026, 10, 28, 0, 10));
    const recoverableErrors = vi.fn();
    act(() => {
      root = hydrateRoot(container, <StartDate />, { onRecoverableError: recoverableErrors });
    });
    // Two weeks from the day it is served on.
    expect(await screen.findByText('For example, 12-12-2026 (MM-DD-YYYY)')).toBeVisible();
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Start date')).toBe(prerenderedInput);
  } finally {
    vi.useRealTimers();
  }
});
