import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { expect, test, vi } from 'vitest';
import { Button } from '../Button';
import { Menu, MenuItem, MenuTrigger } from '.';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

function renderMenu(onAction: (key: Key) => void) {
  render(
    <MenuTrigger>
      <Button variant="secondary">Actions</Button>
      <Menu aria-label="Actions" onAction={onAction}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="default">Make default</MenuItem>
        <MenuItem id="delete" tone="critical">
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>,
    { wrapper: english },
  );
}

test('opens from the keyboard with focus on the first item and runs an action', async () => {
  const onAction = vi.fn();
  renderMenu(onAction);
  const trigger = screen.getByRole('button', { name: 'Actions' });
  expect(trigger).toHaveAttribute('aria-haspopup', 'true');
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('menu', { name: 'Actions' })).toBeVisible();
  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onAction.mock.calls).toEqual([['delete', undefined]]);
  // Overlays unmount after their exit animation.
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  // Focus goes back to the trigger once the menu's focus scope has gone, a frame later.
  await waitFor(() => expect(trigger).toHaveFocus());
});

test('Escape closes the menu without an action', async () => {
  const onAction = vi.fn();
  renderMenu(onAction);
  await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
  expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  await userEvent.keyboard('{Escape}');
  // Overlays unmount after their exit animation.
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(onAction).not.toHaveBeenCalled();
});
