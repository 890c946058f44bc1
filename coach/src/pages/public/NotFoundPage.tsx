import { NotFound } from '@hci/design-system';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { paths } from '../../routes';

const messages = defineMessages({
  title: { id: 'coach.notFound.title', defaultMessage: 'Page not found' },
});

export function NotFoundPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  useEffect(() => {
    document.title = `${title} · Coach`;
  }, [title]);
  return <NotFound homeHref={paths.home} />;
}
