// Overlays (dialogs, popovers, tooltips) render in a portal on <body>, outside the themed story
// canvas. This decorator gives <body> the story's theme class too, so they get the theme's vars.
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme } from '@hci/design-system';

function BodyTheme({ theme, children }: { theme: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.body.classList.add(theme);
    return () => document.body.classList.remove(theme);
  }, [theme]);
  return children;
}

export const withOverlayTheme: Decorator = (Story, { globals }) => (
  <BodyTheme theme={globals.theme === 'dark' ? darkTheme : lightTheme}>
    <Story />
  </BodyTheme>
);
