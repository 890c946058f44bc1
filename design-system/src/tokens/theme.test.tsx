import { render, screen } from '@testing-library/react';
import type { CSSProperties } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, test } from 'vitest';
import { cdp } from 'vitest/browser';
import { Button } from '../Button';
import { vars } from './theme.css';
import { darkTheme, lightTheme, systemTheme } from './themeClasses.css';
import { darkTokens, lightTokens, motion } from './tokens';

function emulate(name: string, value: string) {
  return cdp().send('Emulation.setEmulatedMedia', { features: [{ name, value }] });
}

afterEach(() => cdp().send('Emulation.setEmulatedMedia', { media: '', features: [] }));

function resolved(element: HTMLElement, reference: string): string {
  const name = reference.replace(/^var\((--[^)]+)\)$/, '$1');
  return getComputedStyle(element).getPropertyValue(name).trim();
}

test('motion lasts 150-250 ms, and nothing moves when the user prefers reduced motion', async () => {
  render(<div className={lightTheme}>Themed</div>);
  const themed = screen.getByText('Themed');
  expect(resolved(themed, vars.motion.duration.quick)).toBe(motion.duration.quick);
  expect(resolved(themed, vars.motion.duration.slow)).toBe(motion.duration.slow);
  await emulate('prefers-reduced-motion', 'reduce');
  expect(resolved(themed, vars.motion.duration.quick)).toBe('0ms');
  expect(resolved(themed, vars.motion.duration.slow)).toBe('0ms');
});

test('the system theme follows the colour scheme the user prefers', async () => {
  render(<div className={systemTheme}>Themed</div>);
  const themed = screen.getByText('Themed');
  await emulate('prefers-color-scheme', 'light');
  expect(resolved(themed, vars.color.surface.page)).toBe(lightTokens.color.surface.page);
  await emulate('prefers-color-scheme', 'dark');
  expect(resolved(themed, vars.color.surface.page)).toBe(darkTokens.color.surface.page);
  expect(resolved(themed, vars.color.text.primary)).toBe(darkTokens.color.text.primary);
});

test("before the app runs, the root's data-theme alone applies the whole theme", async () => {
  const root = document.documentElement;
  try {
    root.dataset.theme = 'dark';
    expect(resolved(root, vars.color.surface.page)).toBe(darkTokens.color.surface.page);
    expect(resolved(root, vars.space.medium)).not.toBe('');
    root.dataset.theme = 'light';
    expect(resolved(root, vars.color.text.primary)).toBe(lightTokens.color.text.primary);
    root.dataset.theme = 'system';
    await emulate('prefers-color-scheme', 'dark');
    expect(resolved(root, vars.color.surface.page)).toBe(darkTokens.color.surface.page);
  } finally {
    delete root.dataset.theme;
  }
});

test('a page prints in the light colours whatever theme the screen shows', async () => {
  render(
    <>
      <div className={darkTheme}>Dark</div>
      <div className={systemTheme}>System</div>
    </>,
  );
  await emulate('prefers-color-scheme', 'dark');
  for (const name of ['Dark', 'System']) {
    expect(resolved(screen.getByText(name), vars.color.text.primary)).toBe(
      darkTokens.color.text.primary,
    );
  }
  await cdp().send('Emulation.setEmulatedMedia', {
    media: 'print',
    features: [{ name: 'prefers-color-scheme', value: 'dark' }],
  });
  for (const name of ['Dark', 'System']) {
    const themed = screen.getByText(name);
    expect(resolved(themed, vars.color.text.primary)).toBe(lightTokens.color.text.primary);
    expect(resolved(themed, vars.color.surface.page)).toBe(lightTokens.color.surface.page);
    expect(getComputedStyle(themed).colorScheme).toBe('light');
  }
});

test('the contract is the public --hci-* custom properties', () => {
  expect(vars.color.surface.brand).toBe('var(--hci-color-surface-brand)');
  expect(vars.font.scale.large.fontSize).toBe('var(--hci-font-scale-large-font-size)');
});

test('setting a --hci-* property on an element re-themes the components inside it', () => {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <div className={lightTheme}>
        <div style={{ '--hci-color-surface-brand': '#123456' } as CSSProperties}>
          <Button>Rethemed</Button>
        </div>
        <Button>Standard</Button>
      </div>
    </IntlProvider>,
  );
  const background = (name: string) =>
    getComputedStyle(screen.getByRole('button', { name })).backgroundColor;
  expect(background('Rethemed')).toBe('rgb(18, 52, 86)');
  expect(background('Standard')).toBe('rgb(13, 110, 102)');
});
