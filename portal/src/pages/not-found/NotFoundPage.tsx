import { defineMessages, useIntl } from 'react-intl';
import { NotFound, untypedMessages } from '@hci/design-system';
import { useDocumentTitle } from '@hci/app-frame';
import { paths } from '../../paths';

const m = untypedMessages(
  defineMessages({
    title: { id: 'portal.notFound.title', defaultMessage: 'Page not found' },
  }),
);

/** Any path the portal does not know. */
export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  return <NotFound homeHref={paths.home} />;
}
