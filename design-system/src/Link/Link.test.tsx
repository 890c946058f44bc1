import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { expect, test, vi } from 'vitest';
import { Link } from './Link';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

test('inside a RouterProvider a link navigates through the app router', async () => {
  const navigate = vi.fn();
  render(
    <RouterProvider navigate={navigate}>
      <Link href="/courses/12">Nutrition basics</Link>
    </RouterProvider>,
    { wrapper: english },
  );
  await userEvent.click(screen.getByRole('link', { name: 'Nutrition basics' }));
  expect(navigate).toHaveBeenCalledWith('/courses/12', undefined);
});

test('an external link opens a new tab and says so', () => {
  render(
    <Link href="https://example.org/help" isExternal>
      Help centre
    </Link>,
    { wrapper: english },
  );
  const link = screen.getByRole('link', { name: 'Help centre (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
