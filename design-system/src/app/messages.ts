import { defineMessages } from 'react-intl';
import { untypedMessages } from '../i18n/untypedMessages';

export const appMessages = untypedMessages(
  defineMessages({
    documentTitle: { id: 'ds.app.documentTitle', defaultMessage: '{page} · {appName}' },
    loadingPage: { id: 'ds.app.loadingPage', defaultMessage: 'Loading the page…' },
    loadErrorTitle: {
      id: 'ds.app.loadErrorTitle',
      defaultMessage: 'This page could not be loaded',
    },
    loadErrorHelp: {
      id: 'ds.app.loadErrorHelp',
      defaultMessage:
        'Your connection may have dropped, or the application was just updated. Check your connection and try again.',
    },
    retry: { id: 'ds.app.retry', defaultMessage: 'Try again' },
    switchLanguage: {
      id: 'ds.app.switchLanguage',
      defaultMessage: '{language} (change the language)',
    },
    english: { id: 'ds.app.language.en', defaultMessage: 'English' },
    spanish: { id: 'ds.app.language.es', defaultMessage: 'Español' },
    theme: { id: 'ds.app.theme', defaultMessage: 'Theme' },
    themeLight: { id: 'ds.app.theme.light', defaultMessage: 'Light' },
    themeDark: { id: 'ds.app.theme.dark', defaultMessage: 'Dark' },
    themeSystem: { id: 'ds.app.theme.system', defaultMessage: 'Same as this device' },
    accountMenu: { id: 'ds.app.accountMenu', defaultMessage: 'Account menu' },
    signOut: { id: 'ds.app.signOut', defaultMessage: 'Sign out' },
  }),
);
