import { render, screen } from '@testing-library/react';
import type { CSSProperties } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, onTestFinished, test } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { Button } from '../Button';
import { vars } from './theme.css';
import { darkTheme, lightTheme, systemTheme } from './themeClasses.css';
import { tokensCss } from './tokenDocuments';
import { darkTokens, lightTokens, mixColours, motion } from './tokens';

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

/** A style sheet of the page's own, as a consumer's would be, removed after the test. */
function pageStyles(css: string) {
  const sheet = document.head.appendChild(document.createElement('style'));
  sheet.textContent = css;
  onTestFinished(() => sheet.remove());
}

test("a consumer's rule on :root wins over the theme on the root, whatever the order", () => {
  const root = document.documentElement;
  root.classList.add(lightTheme);
  root.dataset.theme = 'light';
  onTestFinished(() => {
    root.classList.remove(lightTheme);
    delete root.dataset.theme;
  });
  pageStyles(':root { --hci-radius-medium: 0px; --hci-font-family: Georgia; }');
  expect(resolved(root, vars.radius.medium)).toBe('0px');
  expect(getComputedStyle(root).fontFamily).toBe('Georgia');
});

test('tokens.css: light on a bare root, the theme data-theme names, the page overriding both', () => {
  pageStyles(`${tokensCss()}\n:root { --hci-radius-medium: 1px; }`);
  const root = document.documentElement;
  onTestFinished(() => {
    delete root.dataset.theme;
  });
  expect(resolved(root, vars.color.surface.page)).toBe(lightTokens.color.surface.page);
  root.dataset.theme = 'dark';
  expect(resolved(root, vars.color.surface.page)).toBe(darkTokens.color.surface.page);
  expect(resolved(root, vars.radius.medium)).toBe('1px');
});

/** The sRGB channels (0-255) of a computed colour, `rgb(…)` or `color(srgb …)`. */
function channels(colour: string): number[] {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/.exec(colour);
  if (srgb) return srgb.slice(1, 4).map((channel) => Number(channel) * 255);
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(colour);
  if (!rgb) throw new Error(`not a colour: ${colour}`);
  return rgb.slice(1, 4).map(Number);
}

function hexChannels(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
}

function expectColour(computed: string, hex: string) {
  const expected = hexChannels(hex);
  channels(computed).forEach((channel, index) =>
    expect(Math.abs(channel - (expected[index] as number)), `${computed} is ${hex}`).toBeLessThan(
      1,
    ),
  );
}

test('hover, pressed and focus follow a brand colour set on a subtree', async () => {
  const brand = '#7a1f5c';
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <div className={lightTheme}>
        <div style={{ '--hci-color-surface-brand': brand } as CSSProperties}>
          <Button>Rebranded</Button>
        </div>
        <Button>Standard</Button>
      </div>
    </IntlProvider>,
  );
  const button = (name: string) => screen.getByRole('button', { name });
  const background = (name: string) => getComputedStyle(button(name)).backgroundColor;
  const text = lightTokens.color.text.primary;

  /** Within a rounding of `hex`, once the transition has run. */
  const settlesOn = (name: string, hex: string) =>
    expect
      .poll(() => {
        const shown = channels(background(name));
        return hexChannels(hex).every(
          (channel, index) => Math.abs(channel - (shown[index] ?? 0)) < 1,
        );
      })
      .toBe(true);

  await userEvent.hover(button('Rebranded'));
  await settlesOn('Rebranded', mixColours(brand, text, 25));
  await userEvent.hover(button('Standard'));
  await settlesOn('Standard', lightTokens.color.surface.brandHover);
});

test('the state colours: derived where used, or the value a consumer sets', () => {
  render(
    <div className={darkTheme}>
      <p style={{ color: vars.color.text.linkHover, outlineColor: vars.color.border.focus }}>
        Derived
      </p>
      <p
        style={
          {
            '--hci-color-surface-brand-hover': '#ff0000',
            backgroundColor: vars.color.surface.brandHover,
          } as CSSProperties
        }
      >
        Fixed
      </p>
    </div>,
  );
  const derived = getComputedStyle(screen.getByText('Derived'));
  expectColour(derived.color, darkTokens.color.text.linkHover);
  expectColour(derived.outlineColor, darkTokens.color.border.brand);
  expectColour(getComputedStyle(screen.getByText('Fixed')).backgroundColor, '#ff0000');
});
