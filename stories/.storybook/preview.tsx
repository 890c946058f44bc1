// Every story renders inside a theme class, react-intl's provider (compiled catalogues, loaded
// before the story renders), react-aria's locale, picked from the toolbar or pinned by a story
// through `globals`, and the institute's messages for server errors, with its text args in that
// language. Accessibility violations fail tests.
//
// Page stories render a whole app (src/appStory), which loads its own catalogue, and answer its API
// through MSW's service worker: the handlers in `parameters.msw.handlers` (msw-storybook-addon)
// replace the previous story's before it renders.
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { DEFAULT_MOCK_BASE_URL, mediaHandler } from '@hci/mock-api';
import { errorMessage, loadFrameMessages } from '@hci/app-frame';
import {
  ariaLocale,
  defaultLocale,
  isLocale,
  loadDesignSystemMessages,
  ServerErrorMessageProvider,
  ThemeProvider,
  themes,
  type CompiledMessages,
  type Locale,
} from '@hci/design-system';
import { configure } from 'storybook/test';
import { argsInLocale } from '../src/storyArgs';
import { allModes, modeGlobals } from './modes';
import { canvas, padded } from './preview.css';
import { viewportOptions } from './viewports';

// A page story's lazily loaded parts are compiled on first request; on a 2-core machine kept busy
// by other work that takes longer than Testing Library's default second for a play function's
// queries. A missing element still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

// A call to the mocked API that no handler answers is a bug in the story, not a request to let
// through; everything else (Vite modules, fonts) goes to the network as usual.
initialize({
  quiet: true,
  onUnhandledRequest: (request, print) => {
    if (new URL(request.url).origin === new URL(DEFAULT_MOCK_BASE_URL).origin) print.error();
  },
});

function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : defaultLocale;
}

const loadMessages: Loader = async ({ globals }) => {
  const locale = storyLocale(globals);
  const [designSystem, frame] = await Promise.all([
    loadDesignSystemMessages(locale),
    loadFrameMessages(locale),
  ]);
  return { messages: { ...designSystem, ...frame } };
};

// Full-page stories (an AppShell) opt out of the canvas padding with `parameters.padded: false`.
const withThemeAndLocale: Decorator = (Story, { globals, loaded, parameters }) => {
  const theme = globals.theme === 'dark' ? 'dark' : 'light';
  const locale = storyLocale(globals);
  const classes = [themes[theme], canvas, parameters.padded === false ? '' : padded].join(' ');
  return (
    <ThemeProvider theme={theme}>
      <IntlProvider
        locale={locale}
        defaultLocale={defaultLocale}
        messages={(loaded.messages as CompiledMessages | undefined) ?? {}}
      >
        <I18nProvider locale={ariaLocale(locale)}>
          <ServerErrorMessageProvider messageOf={errorMessage}>
            <div className={classes} lang={locale} data-story-canvas>
              <Story />
            </div>
          </ServerErrorMessageProvider>
        </I18nProvider>
      </IntlProvider>
    </ThemeProvider>
  );
};

// A story's args that are text come in the toolbar's language, from the stories' catalogue
// (src/storyArgs.ts); its play function looks them up there too.
const withArgsInLocale: Decorator = (Story, { args, globals }) =>
  Story({ args: argsInLocale(args, globals) });

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader, loadMessages],
  // The first is innermost: the story itself gets the args in its language.
  decorators: [withArgsInLocale, withThemeAndLocale],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-US', title: 'English (US)' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // The stories project's second pass (vitest.config.ts) opens every story in one of the modes.
  initialGlobals: import.meta.env.STORIES_MODE
    ? modeGlobals(import.meta.env.STORIES_MODE)
    : { theme: 'light', locale: defaultLocale },
  parameters: {
    layout: 'fullscreen',
    a11y: {
      test: 'error',
      // react-aria announces toasts and alert dialogs through a live region that outlives the
      // story that showed them, labelled by a title no longer on the page; it is not part of
      // the story under test.
      context: { exclude: ['[data-live-announcer]'] },
    },
    controls: { expanded: true },
    // "Show code" prints what a story renders as JSX, also for a story whose render takes no args
    // (Storybook would print that story's own source, play function and all).
    docs: { source: { type: 'dynamic' } },
    // The toolbar's viewports: a phone and the design system's breakpoints (viewports.ts).
    viewport: { options: viewportOptions },
    // Chromatic captures every story in each theme × language × phone/desktop (modes.ts).
    chromatic: { modes: allModes },
    // The welcome page first (Storybook opens on it), then the library, then the apps' pages.
    options: {
      storySort: {
        order: ['Welcome', 'Library', ['Foundations', 'Patterns', 'Components', 'Forms'], 'Apps'],
      },
    },
    // Images load straight from the mock API's origin, past any in-page API mock: the worker
    // answers them in every story, so a photo never depends on what listens on that port.
    msw: { handlers: { media: [mediaHandler()] } },
  },
};

export default preview;
