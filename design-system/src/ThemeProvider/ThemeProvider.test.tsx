import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CSSProperties } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, onTestFinished, test } from 'vitest';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from '../Dialog';
import { Menu, MenuItem, MenuTrigger } from '../Menu';
import { toast, ToastRegion } from '../Toast';
import { vars } from '../tokens/theme.css';
import { darkTheme, lightTheme, systemTheme } from '../tokens/themeClasses.css';
import { darkTokens, lightTokens } from '../tokens/tokens';
import { OverlaysInside } from './OverlaysInside';
import { ThemeProvider } from './ThemeProvider';
import { themeBeforePaintScript, themeStorageKey } from './themeBeforePaint';
import { writeThemePreference } from './themePreference';

function cssVariable(reference: string): string {
  const name = reference.replace(/^var\((--[^)]+)\)$/, '$1');
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** A colour as the browser computes it (`rgb(…)`), to compare with a computed style. */
function computedColor(color: string): string {
  const probe = document.body.appendChild(document.createElement('div'));
  probe.style.backgroundColor = color;
  const computed = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return computed;
}

test('the theme applies to the whole document, portals included, and leaves with the provider', () => {
  const { unmount } = render(
    <ThemeProvider theme="dark">
      <p>Content</p>
    </ThemeProvider>,
  );
  expect(document.documentElement).toHaveClass(darkTheme);
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  expect(cssVariable(vars.color.surface.page)).toBe(darkTokens.color.surface.page);
  unmount();
  expect(document.documentElement).not.toHaveClass(darkTheme);
});

test('a provider inside one that fixes the theme follows it, portals included', () => {
  localStorage.setItem(themeStorageKey, 'light');
  onTestFinished(() => localStorage.removeItem(themeStorageKey));
  const { rerender, unmount } = render(
    <ThemeProvider theme="dark">
      <ThemeProvider>
        <p>An app, with its own provider, in a story or a test</p>
      </ThemeProvider>
    </ThemeProvider>,
  );
  expect(document.documentElement).toHaveClass(darkTheme);
  expect(document.documentElement).not.toHaveClass(lightTheme);
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  const portal = document.body.appendChild(document.createElement('div'));
  portal.style.backgroundColor = vars.color.surface.raised;
  expect(getComputedStyle(portal).backgroundColor).toBe(
    computedColor(darkTokens.color.surface.raised),
  );
  portal.remove();
  rerender(
    <ThemeProvider theme="dark">
      <p>The app is gone; the story's theme stays</p>
    </ThemeProvider>,
  );
  expect(document.documentElement).toHaveClass(darkTheme);
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  unmount();
});

test('without a fixed theme it follows the system, then the stored choice as it changes', () => {
  render(
    <ThemeProvider>
      <p>Content</p>
    </ThemeProvider>,
  );
  expect(document.documentElement).toHaveClass(systemTheme);
  act(() => writeThemePreference('dark'));
  expect(localStorage.getItem(themeStorageKey)).toBe('dark');
  expect(document.documentElement).toHaveClass(darkTheme);
  expect(document.documentElement).not.toHaveClass(systemTheme);
  act(() => writeThemePreference('light'));
  expect(document.documentElement).toHaveClass(lightTheme);
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
});

test('the script run before the first paint marks the root with the stored theme, in its colours', () => {
  const run = () => new Function(themeBeforePaintScript)() as void;
  localStorage.setItem(themeStorageKey, 'dark');
  run();
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  // No theme class yet: the colours come from the attribute alone.
  expect(getComputedStyle(document.documentElement).backgroundColor).toBe(
    computedColor(darkTokens.color.surface.page),
  );
  localStorage.setItem(themeStorageKey, 'nonsense');
  run();
  expect(document.documentElement).toHaveAttribute('data-theme', 'system');
  localStorage.setItem(themeStorageKey, 'light');
  run();
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  expect(getComputedStyle(document.documentElement).backgroundColor).toBe(
    computedColor(lightTokens.color.surface.page),
  );
});

test('inside OverlaysInside, dialogs, menus and toasts opened below carry the tokens around it', async () => {
  const brand = { '--hci-color-surface-raised': '#fdf0f8' } as CSSProperties;
  onTestFinished(() => act(() => toast.clear()));
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <ThemeProvider theme="light">
        <div style={brand} data-testid="partner">
          <OverlaysInside>
            <DialogTrigger>
              <Button>Open</Button>
              <Dialog title="Partner">
                <p>Inside</p>
              </Dialog>
            </DialogTrigger>
            <MenuTrigger>
              <Button>Actions</Button>
              <Menu aria-label="Actions">
                <MenuItem id="edit">Edit</MenuItem>
              </Menu>
            </MenuTrigger>
            <ToastRegion />
          </OverlaysInside>
        </div>
        <DialogTrigger>
          <Button>Standard</Button>
          <Dialog title="Standard">
            <p>Outside</p>
          </Dialog>
        </DialogTrigger>
      </ThemeProvider>
    </IntlProvider>,
  );
  const partner = screen.getByTestId('partner');
  const raised = (element: Element) =>
    getComputedStyle(element).getPropertyValue('--hci-color-surface-raised').trim();

  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Partner' });
  expect(partner).toContainElement(dialog);
  expect(raised(dialog)).toBe('#fdf0f8');
  await userEvent.keyboard('{Escape}');

  await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
  const menu = screen.getByRole('menu', { name: 'Actions' });
  expect(partner).toContainElement(menu);
  expect(raised(menu)).toBe('#fdf0f8');
  await userEvent.keyboard('{Escape}');

  act(() => void toast.info('Noted'));
  const notice = await screen.findByText('Noted');
  expect(partner).toContainElement(notice);

  await userEvent.click(screen.getByRole('button', { name: 'Standard' }));
  const standard = screen.getByRole('dialog', { name: 'Standard' });
  expect(partner).not.toContainElement(standard);
  expect(raised(standard)).toBe(lightTokens.color.surface.raised);
});
