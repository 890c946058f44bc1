import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test, vi } from 'vitest';
import { lightTheme, themeStorageKey } from '@hci/design-system';
import spanish from '../compiled-lang/es.json';
import { AccountMenu } from './AccountMenu';

afterEach(() => localStorage.clear());

test('behind the avatar: the theme, the user’s own pages and signing out', async () => {
  const navigate = vi.fn();
  const onSignOut = vi.fn();
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <RouterProvider navigate={navigate}>
        <AccountMenu
          name="Ana Torres"
          account={{ href: '/settings/profile', label: 'Profile' }}
          pages={[{ href: '/settings/cards', label: 'Saved cards' }]}
          onSignOut={onSignOut}
        />
      </RouterProvider>
    </IntlProvider>,
  );
  const trigger = screen.getByRole('button', { name: /^Account menu/ });
  // What shows is the avatar, with the person's initials.
  expect(within(trigger).getByText('AT')).toBeVisible();
  await userEvent.click(trigger);
  await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
  expect(localStorage.getItem(themeStorageKey)).toBe('dark');

  await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
  expect(navigate).toHaveBeenCalledWith('/settings/profile', undefined);
  expect(onSignOut).not.toHaveBeenCalled();

  await userEvent.click(trigger);
  await userEvent.click(screen.getByRole('link', { name: 'Saved cards' }));
  expect(navigate).toHaveBeenCalledWith('/settings/cards', undefined);

  await userEvent.click(trigger);
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(onSignOut).toHaveBeenCalledOnce();
});

test('an action, such as going to the other app signed in, comes after the pages', async () => {
  const toPortal = vi.fn();
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <AccountMenu
        name="Sam Lee"
        account={{ href: '/account', label: 'Account' }}
        actions={[{ label: 'Student portal', onPress: toPortal }]}
        onSignOut={vi.fn()}
      />
    </IntlProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
  const account = screen.getByRole('link', { name: 'Account' });
  const portal = screen.getByRole('button', { name: 'Student portal' });
  const signOut = screen.getByRole('button', { name: 'Sign out' });
  expect(account.compareDocumentPosition(portal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(portal.compareDocumentPosition(signOut) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await userEvent.click(portal);
  expect(toPortal).toHaveBeenCalledOnce();
});

test('in Spanish', async () => {
  render(
    <IntlProvider locale="es" messages={spanish}>
      <AccountMenu
        name="Ana Torres"
        account={{ href: '/cuenta', label: 'Cuenta' }}
        onSignOut={vi.fn()}
      />
    </IntlProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /^Menú de la cuenta/ }));
  expect(screen.getByRole('radiogroup', { name: 'Tema' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

test('the menu is as wide as its longest choice, in one line each', async () => {
  render(
    <IntlProvider locale="es" messages={spanish}>
      <div className={lightTheme} style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <AccountMenu
          name="Ana Torres"
          account={{ href: '/cuenta', label: 'Cuenta' }}
          onSignOut={vi.fn()}
        />
      </div>
    </IntlProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: /^Menú de la cuenta/ }));
  for (const radio of screen.getAllByRole('radio')) {
    const label = radio.closest('label')!.lastElementChild as HTMLElement;
    expect(label.getClientRects()).toHaveLength(1);
    expect(label.getBoundingClientRect().height).toBe(
      parseFloat(getComputedStyle(label).lineHeight),
    );
  }
});

test('the avatar shows the person’s photo when there is one', async () => {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <AccountMenu
        name="Ana Torres"
        photo="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw=="
        account={{ href: '/settings/profile', label: 'Profile' }}
        onSignOut={vi.fn()}
      />
    </IntlProvider>,
  );
  const trigger = screen.getByRole('button', { name: /^Account menu/ });
  expect(within(trigger).getByRole('img', { name: 'Ana Torres' })).toBeVisible();
  expect(trigger.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image/));
});
