// Overlays (dialogs, menus, toasts) render in portals on <body>, outside the story's canvas: they
// take their colours from the theme on the document root. A play function checks that an open one
// shows the story's theme, which a picture of a dark page with a light dialog on it would also
// show, but only to someone who looks.
import { expect } from 'storybook/test';
import { darkTokens, lightTokens, type ThemeTokens } from '@hci/design-system';

/** A colour as the browser computes it (`rgb(…)`), to compare with a computed style. */
function computedColour(document: Document, colour: string): string {
  const probe = document.body.appendChild(document.createElement('div'));
  probe.style.backgroundColor = colour;
  const computed = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return computed;
}

const transparent = 'rgba(0, 0, 0, 0)';

/** The background an element shows: its own, or that of the nearest ancestor that paints one. */
function shownBackground(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const background = getComputedStyle(node).backgroundColor;
    if (background !== transparent) return background;
  }
  return transparent;
}

/** The element (an open dialog, a menu) shows the story theme's `surface` colour. */
export async function expectThemedSurface(
  element: Element,
  globals: Record<string, unknown>,
  surface: keyof ThemeTokens['color']['surface'] = 'raised',
) {
  const tokens = globals.theme === 'dark' ? darkTokens : lightTokens;
  await expect(shownBackground(element)).toBe(
    computedColour(element.ownerDocument, tokens.color.surface[surface]),
  );
}
