import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, test, vi } from 'vitest';
import { Button } from './Button';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

test('a button is announced by its label and pressed with the keyboard', async () => {
  const onPress = vi.fn();
  render(<Button onPress={onPress}>Save</Button>, { wrapper: english });
  const button = screen.getByRole('button', { name: 'Save' });
  await userEvent.tab();
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(onPress).toHaveBeenCalledTimes(1);
});

test('a pending button keeps its name and focus, shows progress and ignores presses', async () => {
  const onPress = vi.fn();
  const { rerender } = render(<Button onPress={onPress}>Pay now</Button>, { wrapper: english });
  const button = screen.getByRole('button', { name: 'Pay now' });
  await userEvent.click(button);
  rerender(
    <Button onPress={onPress} isPending>
      Pay now
    </Button>,
  );
  expect(button).toHaveFocus();
  expect(screen.getByRole('progressbar', { name: 'Working on it' })).toBeInTheDocument();
  await userEvent.click(button);
  expect(onPress).toHaveBeenCalledTimes(1);
});

test('a disabled button cannot be pressed', async () => {
  const onPress = vi.fn();
  render(
    <Button onPress={onPress} isDisabled variant="critical">
      Delete
    </Button>,
    { wrapper: english },
  );
  const button = screen.getByRole('button', { name: 'Delete' });
  expect(button).toBeDisabled();
  await userEvent.click(button);
  expect(onPress).not.toHaveBeenCalled();
});
