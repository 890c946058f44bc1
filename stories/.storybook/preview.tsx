// Every story renders inside a theme class, react-intl's provider (compiled catalogues, loaded
// before the story renders) and react-aria's locale, picked from the toolbar or pinned by a story
// through `globals`. Accessibility violations fail tests.
//
// Page stories add their app's catalogue with `parameters.loadMessages: (locale) => Promise<...>`.
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import {
  ariaLocale,
  defaultLocale,
  isLocale,
  loadDesignSystemMessages,
  ThemeProvider,
  themes,
  type CompiledMessages,
  type Locale,
} from '@hci/design-system';
import { canvas, padded } from './preview.css';

type LoadMessages = (locale: Locale) => Promise<CompiledMessages>;

function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : defaultLocale;
}

const loadMessages: Loader = async ({ globals, parameters }) => {
  const locale = storyLocale(globals);
  const loadAppMessages = parameters.loadMessages as LoadMessages | undefined;
  const [designSystem, app] = await Promise.all([
    loadDesignSystemMessages(locale),
    loadAppMessages?.(locale) ?? {},
  ]);
  return { messages: { ...designSystem, ...app } };
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
          <div className={classes} lang={locale} data-story-canvas>
            <Story />
          </div>
        </I18nProvider>
      </IntlProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [loadMessages],
  decorators: [withThemeAndLocale],
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
  initialGlobals: { theme: 'light', locale: defaultLocale },
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
