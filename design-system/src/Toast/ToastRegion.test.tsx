import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test } from 'vitest';
import { toast } from './toastQueue';
import { ToastRegion } from './ToastRegion';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

afterEach(() => act(() => toast.clear()));

test('the region is rendered from the first toast on, and stays', async () => {
  render(<ToastRegion />, { wrapper: english });
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  act(() => {
    toast.positive('Saved');
  });
  expect(await screen.findByRole('region')).toHaveTextContent('Saved');
  act(() => toast.clear());
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  act(() => {
    toast.positive('Saved again');
  });
  expect(screen.getByRole('alertdialog')).toHaveTextContent('Saved again');
});

test('a negative toast shows the catalogue message, is announced and can be closed', async () => {
  render(<ToastRegion />, { wrapper: english });
  act(() => {
    toast.critical({ id: 'error.failedLogin', defaultMessage: 'Invalid username or password.' });
  });
  const shown = await screen.findByRole('alertdialog');
  expect(within(shown).getByRole('alert')).toHaveTextContent('Invalid username or password.');
  expect(within(shown).getByRole('img', { name: 'Error' })).toBeInTheDocument();
  await userEvent.click(within(shown).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a positive toast has no close action', async () => {
  render(<ToastRegion />, { wrapper: english });
  act(() => {
    toast.positive('Bookmark added');
  });
  const shown = await screen.findByRole('alertdialog');
  expect(shown).toHaveTextContent('Bookmark added');
  expect(within(shown).queryByRole('button')).not.toBeInTheDocument();
});

test('F6 moves focus into the toast region and back', async () => {
  render(
    <>
      <button type="button">Before</button>
      <ToastRegion />
    </>,
    { wrapper: english },
  );
  act(() => {
    toast.info('Your session expired, please login again');
  });
  await screen.findByRole('alertdialog');
  await userEvent.click(screen.getByRole('button', { name: 'Before' }));
  await userEvent.keyboard('{F6}');
  expect(screen.getByRole('region').contains(document.activeElement)).toBe(true);
});
