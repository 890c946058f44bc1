// A prerendered page with a date field for a date to come (the portal's Get started) hydrates
// cleanly: the calendar's chunk is asked for only once the page is live, since a chunk still
// loading while React hydrates makes it give up on the server's HTML.
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
