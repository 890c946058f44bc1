import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { PressEvent } from 'react-aria';
import { IntlProvider } from 'react-intl';
import { expect, test, vi } from 'vitest';
import { userEvent as realInput } from 'vitest/browser';
import { Stack } from '../Stack';
import { lightTheme } from '../tokens/themeClasses.css';
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

test("onPress gets react-aria's press event: the pointer, the modifier keys, the key", async () => {
  const presses: PressEvent[] = [];
  render(<Button onPress={(event) => presses.push(event)}>Save</Button>, { wrapper: english });
  const button = screen.getByRole('button', { name: 'Save' });
  await realInput.click(button, { modifiers: ['Shift'] });
  await realInput.keyboard('{Enter}');
  await realInput.keyboard('[Space]');
  button.click();
  expect(
    presses.map(({ type, pointerType, shiftKey, key, target }) => ({
      type,
      pointerType,
      shiftKey,
      key,
      target,
    })),
  ).toEqual([
    { type: 'press', pointerType: 'mouse', shiftKey: true, key: undefined, target: button },
    { type: 'press', pointerType: 'keyboard', shiftKey: false, key: 'Enter', target: button },
    { type: 'press', pointerType: 'keyboard', shiftKey: false, key: ' ', target: button },
    { type: 'press', pointerType: 'virtual', shiftKey: false, key: undefined, target: button },
  ]);
  expect(presses[0]?.x).toBeGreaterThan(0);
});

test('with no IntlProvider at all, a button shows its label and speaks English, quietly', () => {
  const consoleError = vi.spyOn(console, 'error');
  try {
    render(<Button isPending>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Working on it' })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  } finally {
    consoleError.mockRestore();
  }
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

test('pressing a button that starts working announces it; a submit button stops submitting', async () => {
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  const form = (isPending: boolean) => (
    <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
      <input aria-label="Card number" />
      {/* With one field alone a browser submits on Enter even without a submit button. */}
      <input aria-label="Name on card" />
      <Button type="submit" isPending={isPending}>
        Pay now
      </Button>
    </form>
  );
  const { rerender } = render(form(false), { wrapper: english });
  const button = screen.getByRole('button', { name: 'Pay now' });
  await userEvent.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  rerender(form(true));
  await waitFor(() =>
    expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('Working on it'),
  );
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.type(screen.getByLabelText('Card number'), '4242{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);
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

test('in a column that stretches its children, a button is as wide as its label unless full width', () => {
  render(
    <div className={lightTheme} style={{ inlineSize: 600 }}>
      <Stack space="small">
        <Button type="submit">Save changes</Button>
        <Button fullWidth>Sign in</Button>
      </Stack>
    </div>,
    { wrapper: english },
  );
  const width = (name: string) =>
    screen.getByRole('button', { name }).getBoundingClientRect().width;
  expect(width('Save changes')).toBeLessThan(300);
  expect(width('Sign in')).toBe(600);
});
