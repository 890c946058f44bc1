import { I18nProvider } from '@hci/design-system';
import { defineMessages, useIntl } from 'react-intl';
import { loadPortalMessages } from './catalogues';

const messages = defineMessages({
  configurationFailed: {
    id: 'portal.configurationFailed',
    defaultMessage: 'The student portal could not load its configuration.',
  },
});

function Message() {
  const intl = useIntl();
  return <p role="alert">{intl.formatMessage(messages.configurationFailed)}</p>;
}

/**
 * What a student sees when the portal cannot start: the catalogues are part of the app, not of
 * its configuration, so the message is in the student's language too.
 */
export function ConfigurationFailure() {
  return (
    <I18nProvider loadMessages={loadPortalMessages}>
      <Message />
    </I18nProvider>
  );
}
