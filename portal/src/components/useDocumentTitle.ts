import { untypedMessages } from '@hci/design-system';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from 'react-intl';

const messages = untypedMessages(
  defineMessages({
    title: { id: 'portal.documentTitle', defaultMessage: '{page} · Student portal' },
  }),
);

/** Names the browser tab after the page (WCAG 2.4.2), in the student's language. */
export function useDocumentTitle(page: string) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title, { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
