import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { UnreadBadge } from '../UnreadBadge';
import { AppNavigation } from './AppNavigation';
import { lightTheme } from '../tokens/themeClasses.css';
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

/** The portal's seven links, one of them the current page: more than a 240 px row can show. */
const navigationItems = (current: string) =>
  ['Home', 'Courses', 'Awards', 'Inbox', 'Enrollment', 'Circles', 'Settings'].map((name) => ({
    href: `/${name.toLowerCase()}`,
    label: name,
    isCurrent: name === current,
  }));

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

test('on a narrow screen the row of links scrolls to the current page, and follows it', async () => {
  const { rerender } = render(
    <div style={{ width: 240 }}>
      <AppNavigation label="Main" items={navigationItems('Settings')} />
    </div>,
  );
  const row = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('list');
  const inView = (name: string) => {
    const rowBox = row.getBoundingClientRect();
    const linkBox = screen.getByRole('link', { name }).getBoundingClientRect();
    // Within a pixel: the links sit at fractional positions.
    return linkBox.left >= rowBox.left - 1 && linkBox.right <= rowBox.right + 1;
  };
  expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
  await expect.poll(() => inView('Settings')).toBe(true);
  expect(inView('Home')).toBe(false);

  rerender(
    <div style={{ width: 240 }}>
      <AppNavigation label="Main" items={navigationItems('Home')} />
    </div>,
  );
  await expect.poll(() => row.scrollLeft).toBe(0);
  expect(inView('Home')).toBe(true);
  expect(inView('Settings')).toBe(false);
});

test('a link reached by Tab that the row cuts at its edge scrolls wholly into view', async () => {
  render(
    <div className={lightTheme} style={{ width: 240 }}>
      <AppNavigation label="Main" items={navigationItems('Home')} />
    </div>,
  );
  const row = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('list');
  await expect.poll(() => row.hasAttribute('data-more-after')).toBe(true);
  const rowBox = row.getBoundingClientRect();
  // The first link that the row's end cuts through.
  const cut = screen.getAllByRole('link').find((link) => {
    const box = link.getBoundingClientRect();
    return box.left < rowBox.right && box.right > rowBox.right;
  })!;
  expect(cut).toBeDefined();
  while (document.activeElement !== cut) await userEvent.tab();
  const linkBox = cut.getBoundingClientRect();
  // Clear of the faded edge (24px) too.
  expect(linkBox.right).toBeLessThanOrEqual(rowBox.right - 24 + 1);
  expect(linkBox.left).toBeGreaterThanOrEqual(rowBox.left);
});

test('a row that narrows (a window made smaller) scrolls to the current page again', async () => {
  render(
    <div data-testid="frame" style={{ width: 800 }}>
      <AppNavigation
        label="Main"
        items={['Home', 'Courses', 'Awards', 'Inbox', 'Settings'].map((name) => ({
          href: `/${name.toLowerCase()}`,
          label: name,
          isCurrent: name === 'Settings',
        }))}
      />
    </div>,
  );
  const row = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('list');
  expect(row.scrollLeft).toBe(0);
  screen.getByTestId('frame').style.width = '120px';
  await expect.poll(() => row.scrollLeft).toBeGreaterThan(0);
  const rowBox = row.getBoundingClientRect();
  const settings = screen.getByRole('link', { name: 'Settings' }).getBoundingClientRect();
  expect(settings.right).toBeLessThanOrEqual(rowBox.right + 1);
});

test('links cut at an edge of the row fade out there, only where there is more to scroll to', async () => {
  render(
    <div data-testid="frame" className={lightTheme} style={{ width: 240 }}>
      <AppNavigation label="Main" items={navigationItems('Home')} />
    </div>,
  );
  const row = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('list');
  // How far the mask fades the start and the end: `#000 24px` and `#000 calc(100% - 24px)`.
  const fades = () => {
    const mask = getComputedStyle(row).maskImage;
    if (mask === 'none') return mask;
    const start = mask.match(/\) (\d+)px,/)?.[1];
    const end = mask.match(/calc\(100% - (\d+)px\)/)?.[1] ?? '0';
    return `${start} ${end}`;
  };
  await expect.poll(fades).toBe('0 24');
  row.scrollLeft = 40;
  await expect.poll(fades).toBe('24 24');
  row.scrollLeft = row.scrollWidth;
  await expect.poll(fades).toBe('24 0');
  // A row that gets room for every link (a window widened) stops fading.
  screen.getByTestId('frame').style.width = '1200px';
  await expect.poll(fades).toBe('none');
});

test('a chevron shows over each edge with more links beyond it, so the hidden ones are found', async () => {
  render(
    <div data-testid="frame" className={lightTheme} style={{ width: 240 }}>
      <AppNavigation label="Main" items={navigationItems('Home')} />
    </div>,
  );
  const navigation = screen.getByRole('navigation', { name: 'Main' });
  const row = within(navigation).getByRole('list');
  const hint = (edge: string) => navigation.querySelector<HTMLElement>(`[data-edge="${edge}"]`)!;
  const shown = () => [hint('before'), hint('after')].map((e) => e.checkVisibility());
  await expect.poll(shown).toEqual([false, true]);
  // Seen, never read: the links themselves are the navigation.
  expect(hint('after')).toHaveAttribute('aria-hidden', 'true');
  row.scrollLeft = row.scrollWidth;
  await expect.poll(shown).toEqual([true, false]);
  screen.getByTestId('frame').style.width = '1200px';
  await expect.poll(shown).toEqual([false, false]);
});

test('a navigation link reached by Tab shows its whole focus ring inside the scrolling row', async () => {
  render(
    <div className={lightTheme}>
      <Shell />
    </div>,
    { wrapper: english },
  );
  const link = screen.getByRole('link', { name: 'Courses' });
  // The skip link, the brand, then the first navigation link.
  for (let press = 0; press < 3; press += 1) await userEvent.tab();
  expect(link).toHaveFocus();
  const row = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('list');
  const ring = getComputedStyle(link);
  expect(ring.outlineStyle).toBe('solid');
  // The row scrolls, so it clips whatever passes its edges: the ring must stay within them.
  const reach = parseFloat(ring.outlineWidth) + parseFloat(ring.outlineOffset);
  const linkBox = link.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  expect(linkBox.top - reach).toBeGreaterThanOrEqual(rowBox.top);
  expect(linkBox.bottom + reach).toBeLessThanOrEqual(rowBox.bottom);
});

afterEach(() => cdp().send('Emulation.setEmulatedMedia', { media: '' }));

test('printed, the page is its main content: no skip link, header, navigation or footer', async () => {
  render(
    <AppShell
      brand={<a href="/">Health Coach Institute</a>}
      navigation={<AppNavigation label="Main" items={navigationItems('Courses')} />}
      footer="Footer"
    >
      <h1>Courses</h1>
    </AppShell>,
    { wrapper: english },
  );
  const parts = [
    screen.getByRole('link', { name: 'Skip to main content' }),
    screen.getByRole('banner'),
    screen.getByRole('contentinfo'),
    screen.getByRole('main'),
  ];
  const shown = () => parts.map((element) => getComputedStyle(element).display !== 'none');
  expect(shown()).toEqual([true, true, true, true]);
  await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
  expect(shown()).toEqual([false, false, false, true]);
  expect(screen.getByRole('heading', { name: 'Courses' })).toBeVisible();
});
