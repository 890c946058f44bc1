import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, onTestFinished, test, vi } from 'vitest';
import { Link } from './Link';
import { RouterProvider } from './RouterProvider';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

/** Whether the browser was left to follow the last click (the test page itself never moves). */
function watchDefaultActions() {
  const seen: boolean[] = [];
  const record = (event: MouseEvent) => {
    seen.push(!event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', record);
  onTestFinished(() => document.removeEventListener('click', record));
  return seen;
}

test('inside a RouterProvider a link navigates through the app router', async () => {
  const navigate = vi.fn();
  const followedByBrowser = watchDefaultActions();
  render(
    <RouterProvider navigate={navigate} useHref={(href) => `/app${href}`}>
      <Link href="/courses/12">Nutrition basics</Link>
    </RouterProvider>,
    { wrapper: english },
  );
  const link = screen.getByRole('link', { name: 'Nutrition basics' });
  expect(link).toHaveAttribute('href', '/app/courses/12');
  await userEvent.click(link);
  expect(navigate).toHaveBeenCalledWith('/courses/12');
  expect(followedByBrowser).toEqual([false]);
});

test('a click that asks for another tab is left to the browser', async () => {
  const navigate = vi.fn();
  const followedByBrowser = watchDefaultActions();
  render(
    <RouterProvider navigate={navigate}>
      <Link href="/courses/12">Nutrition basics</Link>
    </RouterProvider>,
    { wrapper: english },
  );
  const user = userEvent.setup();
  await user.keyboard('{Control>}');
  await user.click(screen.getByRole('link', { name: 'Nutrition basics' }));
  await user.keyboard('{/Control}');
  expect(navigate).not.toHaveBeenCalled();
  expect(followedByBrowser).toEqual([true]);
});

test('without a router a link is a plain link', async () => {
  const followedByBrowser = watchDefaultActions();
  render(<Link href="/courses/12">Nutrition basics</Link>, { wrapper: english });
  await userEvent.click(screen.getByRole('link', { name: 'Nutrition basics' }));
  expect(followedByBrowser).toEqual([true]);
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
