import { NotFound } from '@hci/design-system';
import { useApiSession, useDocumentTitle } from '@hci/app-frame';
import { defineMessages, useIntl } from 'react-intl';
import { paths, signedInHome } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.notFound.title', defaultMessage: 'Page not found' },
});

/** Any path the coach app does not know; a signed-in coach is offered the way back to work. */
export function NotFoundPage() {
  const intl = useIntl();
  const session = useApiSession();
  useDocumentTitle(intl.formatMessage(messages.title));
  return <NotFound homeHref={session.isAuthenticated ? signedInHome : paths.home} />;
}
