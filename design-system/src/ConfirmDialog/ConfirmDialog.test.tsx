import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, test, vi } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { ConfirmDialog } from '.';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

function renderConfirm(onConfirm: () => void | Promise<unknown>, cancelLabel?: string) {
  render(
    <DialogTrigger>
      <Button variant="critical">Delete card</Button>
      <ConfirmDialog
        title="Delete this card?"
        confirmLabel="Delete card"
        cancelLabel={cancelLabel}
        tone="critical"
        onConfirm={onConfirm}
      >
        Visa ending 4242 will be removed from your account.
      </ConfirmDialog>
    </DialogTrigger>,
    { wrapper: english },
  );
  return userEvent.click(screen.getByRole('button', { name: 'Delete card' }));
}

test('is an alert dialog with its question as name and the consequence as content', async () => {
  await renderConfirm(vi.fn());
  const dialog = screen.getByRole('alertdialog', { name: 'Delete this card?' });
  expect(dialog).toHaveTextContent('Visa ending 4242 will be removed from your account.');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
});

test('it opens on the safe choice, so a stray Enter confirms nothing', async () => {
  const onConfirm = vi.fn();
  await renderConfirm(onConfirm);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(onConfirm).not.toHaveBeenCalled();
});

test('Cancel closes without confirming', async () => {
  const onConfirm = vi.fn();
  await renderConfirm(onConfirm);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  // Overlays unmount after their exit animation.
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(onConfirm).not.toHaveBeenCalled();
});

test('the way out can be named when “Cancel” would be ambiguous', async () => {
  const onConfirm = vi.fn();
  await renderConfirm(onConfirm, 'Keep my card');
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Keep my card' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(onConfirm).not.toHaveBeenCalled();
});

test('confirming waits for the action, then closes', async () => {
  let finish: () => void = () => undefined;
  const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  await renderConfirm(onConfirm);
  const dialog = screen.getByRole('alertdialog');
  const confirm = screen.getAllByRole('button', { name: 'Delete card' }).at(-1)!;
  await userEvent.click(confirm);
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(dialog).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  finish();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
});

test('stays open when the action fails, so it can be tried again', async () => {
  const onConfirm = vi.fn(() => Promise.reject(new Error('network')));
  await renderConfirm(onConfirm);
  const confirm = screen.getAllByRole('button', { name: 'Delete card' }).at(-1)!;
  await userEvent.click(confirm);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled());
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
});

test('when what it confirmed removed the button that opened it, focus goes to the page heading, not to the page itself', async () => {
  function Cards() {
    const [cards, setCards] = useState(['Visa ending 4242']);
    return (
      <main>
        <h1>Payment method</h1>
        {cards.map((card) => (
          <DialogTrigger key={card}>
            <Button variant="critical">Delete {card}</Button>
            <ConfirmDialog
              title="Delete this card?"
              confirmLabel="Delete"
              tone="critical"
              onConfirm={() => setCards([])}
            >
              {card} will be removed from your account.
            </ConfirmDialog>
          </DialogTrigger>
        ))}
      </main>
    );
  }
  render(<Cards />, { wrapper: english });
  await userEvent.click(screen.getByRole('button', { name: 'Delete Visa ending 4242' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Payment method' })).toHaveFocus(),
  );
});
