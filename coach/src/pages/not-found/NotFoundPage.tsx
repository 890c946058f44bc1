import { NotFound } from '@hci/design-system';
import { useDocumentTitle } from '@hci/app-frame';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.notFound.title', defaultMessage: 'Page not found' },
});

export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return <NotFound homeHref={paths.home} />;
}
