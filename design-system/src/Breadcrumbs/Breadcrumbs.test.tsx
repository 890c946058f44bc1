import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { expect, test } from 'vitest';
import { Breadcrumbs } from '.';

test('a navigation landmark listing the path, the last crumb marked as the current page', () => {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <Breadcrumbs
        items={[
          { id: 'courses', label: 'My courses', href: '/my-courses' },
          { id: 'course', label: 'Health coaching', href: '/my-courses/12' },
          { id: 'module', label: 'Module 3: Habits' },
        ]}
      />
    </IntlProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  const items = within(nav).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(nav).getByRole('link', { name: 'My courses' })).toHaveAttribute(
    'href',
    '/my-courses',
  );
  expect(within(nav).getByRole('link', { name: 'Health coaching' })).toHaveAttribute(
    'href',
    '/my-courses/12',
  );
  const current = within(items[2]!).getByText('Module 3: Habits');
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(current).not.toHaveAttribute('href');
});
