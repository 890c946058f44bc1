import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, test } from 'vitest';
import { UnreadBadge } from '../UnreadBadge';
import { AppNavigation } from './AppNavigation';
import { AppShell } from './AppShell';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

function Shell() {
  return (
    <AppShell
      brand={<a href="/">Health Coach Institute</a>}
      navigation={
        <AppNavigation
          label="Main"
          items={[
            { href: '/courses', label: 'Courses', isCurrent: true },
            { href: '/inbox', label: 'Inbox', badge: <UnreadBadge count={3} /> },
          ]}
        />
      }
    >
      <h1>Courses</h1>
    </AppShell>
  );
}

test('the skip link is the first stop and moves focus to the main landmark', async () => {
  render(<Shell />, { wrapper: english });
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  expect(skip).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});

test('the navigation is a named landmark that marks the current page', () => {
  render(<Shell />, { wrapper: english });
  const navigation = screen.getByRole('navigation', { name: 'Main' });
  expect(navigation).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: /Inbox/ })).toHaveAccessibleName(
    'Inbox 3 unread messages',
  );
  expect(screen.getByRole('banner')).toContainElement(navigation);
});
