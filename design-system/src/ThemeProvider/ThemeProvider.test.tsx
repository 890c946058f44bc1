import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { darkTheme, vars } from '../tokens/theme.css';
import { darkTokens } from '../tokens/tokens';
import { ThemeProvider } from './ThemeProvider';

function cssVariable(reference: string): string {
  const name = reference.replace(/^var\((--[^)]+)\)$/, '$1');
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

test('the theme applies to the whole document, portals included, and leaves with the provider', () => {
  const { unmount } = render(
    <ThemeProvider theme="dark">
      <p>Content</p>
    </ThemeProvider>,
  );
  expect(document.documentElement).toHaveClass(darkTheme);
  expect(cssVariable(vars.color.surface.page)).toBe(darkTokens.color.surface.page);
  unmount();
  expect(document.documentElement).not.toHaveClass(darkTheme);
});
