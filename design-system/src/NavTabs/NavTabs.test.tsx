import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { expect, test, vi } from 'vitest';
import { lightTheme } from '../tokens/themeClasses.css';
import { NavTabs } from '.';

const views = [
  { href: '/inbox', label: 'Inbox', isCurrent: true },
  { href: '/inbox?view=archived', label: 'Archived' },
];

test('a named navigation of links that marks the current view, not a tab list', () => {
  render(<NavTabs label="Messages to show" items={views} />);
  const navigation = screen.getByRole('navigation', { name: 'Messages to show' });
  expect(navigation).toBeVisible();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Archived' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: 'Archived' })).toHaveAttribute(
    'href',
    '/inbox?view=archived',
  );
});

test('each view is a Tab stop and Enter follows its address through the router', async () => {
  const navigate = vi.fn();
  render(
    <RouterProvider navigate={navigate}>
      <NavTabs label="Messages to show" items={views} />
    </RouterProvider>,
  );
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Inbox' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Archived' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(navigate).toHaveBeenCalledWith('/inbox?view=archived', undefined);
});

test('on a narrow screen a view reached by Tab comes wholly into the scrolling row', async () => {
  render(
    <div className={lightTheme} style={{ width: 200 }}>
      <NavTabs
        label="History to show"
        items={[
          { href: '/history', label: 'Account history', isCurrent: true },
          { href: '/history?view=activity', label: 'Activity log' },
        ]}
      />
    </div>,
  );
  const row = screen.getByRole('list');
  const activity = screen.getByRole('link', { name: 'Activity log' });
  // The row's end cuts the second view.
  expect(activity.getBoundingClientRect().left).toBeLessThan(row.getBoundingClientRect().right);
  expect(activity.getBoundingClientRect().right).toBeGreaterThan(row.getBoundingClientRect().right);
  await userEvent.tab();
  await userEvent.tab();
  expect(activity).toHaveFocus();
  const rowBox = row.getBoundingClientRect();
  const box = activity.getBoundingClientRect();
  // Within a pixel: the links sit at fractional positions.
  expect(box.right).toBeLessThanOrEqual(rowBox.right + 1);
  expect(box.left).toBeGreaterThanOrEqual(rowBox.left - 1);
});

test('on a narrow screen the view on screen is wholly in the row from the start', () => {
  render(
    <div className={lightTheme} style={{ width: 200 }}>
      <NavTabs
        label="History to show"
        items={[
          { href: '/history', label: 'Account history' },
          { href: '/history?view=activity', label: 'Activity log', isCurrent: true },
        ]}
      />
    </div>,
  );
  const rowBox = screen.getByRole('list').getBoundingClientRect();
  const box = screen.getByRole('link', { name: 'Activity log' }).getBoundingClientRect();
  // Within a pixel: the links sit at fractional positions.
  expect(box.right).toBeLessThanOrEqual(rowBox.right + 1);
  expect(box.left).toBeGreaterThanOrEqual(rowBox.left - 1);
});
