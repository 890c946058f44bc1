import { defineMessages } from 'react-intl';
import { untypedMessages } from '@hci/design-system';

export const appMessages = untypedMessages(
  defineMessages({
    documentTitle: { id: 'frame.app.documentTitle', defaultMessage: '{page} · {appName}' },
    loadingPage: { id: 'frame.app.loadingPage', defaultMessage: 'Loading the page…' },
    loadErrorTitle: {
      id: 'frame.app.loadErrorTitle',
      defaultMessage: 'This page could not be loaded',
    },
    loadErrorHelp: {
      id: 'frame.app.loadErrorHelp',
      defaultMessage:
        'Your connection may have dropped, or the application was just updated. Check your connection and try again.',
    },
    retry: { id: 'frame.app.retry', defaultMessage: 'Try again' },
    switchLanguage: {
      id: 'frame.app.switchLanguage',
      defaultMessage: '{language} (change the language)',
    },
    english: { id: 'frame.app.language.en', defaultMessage: 'English' },
    spanish: { id: 'frame.app.language.es', defaultMessage: 'Español' },
    theme: { id: 'frame.app.theme', defaultMessage: 'Theme' },
    themeLight: { id: 'frame.app.theme.light', defaultMessage: 'Light' },
    themeDark: { id: 'frame.app.theme.dark', defaultMessage: 'Dark' },
    themeSystem: { id: 'frame.app.theme.system', defaultMessage: 'Same as this device' },
    accountMenu: { id: 'frame.app.accountMenu', defaultMessage: 'Account menu' },
    signOut: { id: 'frame.app.signOut', defaultMessage: 'Sign out' },
  }),
);
