import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, onTestFinished, test } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../Button';
import { toast, ToastRegion } from '../Toast';
import { lightTheme } from '../tokens/themeClasses.css';
import { Dialog, DialogTrigger } from '.';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

function renderDialog() {
  render(
    <DialogTrigger>
      <Button>Edit profile</Button>
      <Dialog title="Edit profile" footer={(close) => <Button onPress={close}>Save</Button>}>
        <p>Your public profile.</p>
      </Dialog>
    </DialogTrigger>,
    { wrapper: english },
  );
}

test('opens as a modal dialog named by its title, with focus inside', async () => {
  renderDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
  expect(dialog).toBeVisible();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  // Its title heads it one level under the page's h1.
  expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Edit profile');
  expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  // The trigger shows as pressed while its dialog is open.
  expect(screen.getByRole('button', { name: 'Edit profile', hidden: true })).toHaveAttribute(
    'data-pressed',
  );
});

test('a dialog holding a form opens on its first field, so typing starts there', async () => {
  render(
    <DialogTrigger>
      <Button>Add a card</Button>
      <Dialog title="Add a card">
        <form>
          <label>
            Card number <input name="number" />
          </label>
          <label>
            Name on card <input name="name" />
          </label>
        </form>
      </Dialog>
    </DialogTrigger>,
    { wrapper: english },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus());
});

test('Escape closes it and returns focus to the trigger', async () => {
  renderDialog();
  const trigger = screen.getByRole('button', { name: 'Edit profile' });
  await userEvent.click(trigger);
  await userEvent.keyboard('{Escape}');
  // Overlays unmount after their exit animation.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // React Aria restores focus in the frame after the overlay unmounts.
  await waitFor(() => expect(trigger).toHaveFocus());
});

test('the close button and footer actions close it', async () => {
  renderDialog();
  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  // Overlays unmount after their exit animation.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  // Overlays unmount after their exit animation.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('without a footer, the body ends with the margin the header starts with', () => {
  // The dialog renders at the end of the document, outside anything a test wraps it in.
  document.body.classList.add(lightTheme);
  onTestFinished(() => document.body.classList.remove(lightTheme));
  render(
    <Dialog isOpen title="Add a card">
      <Button type="submit">Add card</Button>
    </Dialog>,
    { wrapper: english },
  );
  const dialog = screen.getByRole('dialog', { name: 'Add a card' }).getBoundingClientRect();
  const title = screen.getByRole('heading', { name: 'Add a card' }).getBoundingClientRect();
  const button = screen.getByRole('button', { name: 'Add card' }).getBoundingClientRect();
  expect(title.top - dialog.top).toBe(24);
  expect(dialog.bottom - button.bottom).toBe(24);
});

test('a toast shown over an open dialog leaves its buttons uncovered, on a phone', async () => {
  await page.viewport(375, 640);
  // The dialog and the toasts render at the end of the body, under the app's theme.
  document.body.classList.add(lightTheme);
  onTestFinished(async () => {
    act(() => toast.clear());
    document.body.classList.remove(lightTheme);
    await page.viewport(414, 896);
  });
  render(
    <>
      <Dialog
        title="Book a session"
        defaultOpen
        footer={(close) => <Button onPress={close}>Book</Button>}
      >
        <div style={{ blockSize: 900 }}>A long form.</div>
      </Dialog>
      <ToastRegion />
    </>,
    { wrapper: english },
  );
  act(() => {
    toast.critical('An error found, please try again.');
  });
  const region = await screen.findByRole('region');
  const book = screen.getByRole('button', { name: 'Book' });
  await waitFor(() =>
    expect(book.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      region.getBoundingClientRect().top,
    ),
  );
  // Once the toast is closed, the dialog has the window's foot again.
  act(() => toast.clear());
  await waitFor(() =>
    expect(window.innerHeight - book.getBoundingClientRect().bottom).toBeLessThan(60),
  );
});
