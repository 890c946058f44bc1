import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { expect, test, vi } from 'vitest';
import { DisclosureMenu, DisclosureMenuItem } from '.';

function AccountMenu({
  navigate = vi.fn(),
  onSignOut = vi.fn(),
}: {
  navigate?: (path: string) => void;
  onSignOut?: () => void;
}) {
  return (
    <RouterProvider navigate={navigate}>
      <button type="button">Before</button>
      <DisclosureMenu label="Account">
        <DisclosureMenuItem href="/settings/profile">Profile</DisclosureMenuItem>
        <DisclosureMenuItem onPress={onSignOut}>Sign out</DisclosureMenuItem>
      </DisclosureMenu>
      <button type="button">After</button>
    </RouterProvider>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Account' });

test('a button that controls a hidden list of links, not an ARIA menu', () => {
  render(<AccountMenu />);
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  const list = document.getElementById(trigger().getAttribute('aria-controls') ?? '');
  expect(list).not.toBeVisible();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
});

test('Enter opens, Tab walks the entries, Escape closes and returns to the button', async () => {
  render(<AccountMenu />);
  await userEvent.tab();
  await userEvent.tab();
  expect(trigger()).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  const list = document.getElementById(trigger().getAttribute('aria-controls') ?? '');
  expect(list).toBeVisible();

  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Profile' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  expect(trigger()).toHaveFocus();
  expect(list).not.toBeVisible();
});

test('focus leaving the list closes it', async () => {
  render(<AccountMenu />);
  await userEvent.click(trigger());
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(trigger());
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
});

test('a press outside closes it', async () => {
  render(<AccountMenu />);
  await userEvent.click(trigger());
  expect(screen.getByRole('link', { name: 'Profile' })).toBeVisible();
  await userEvent.click(document.body);
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
});

test('following a link or taking an action closes the list and keeps focus on the button', async () => {
  const navigate = vi.fn();
  const onSignOut = vi.fn();
  render(<AccountMenu navigate={navigate} onSignOut={onSignOut} />);
  await userEvent.click(trigger());
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('/settings/profile', undefined);
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  expect(trigger()).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(onSignOut).toHaveBeenCalledOnce();
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
});
