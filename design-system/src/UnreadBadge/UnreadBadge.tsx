import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import * as styles from './UnreadBadge.css';
import { unreadBadgeText } from './unreadCount';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const messages = defineMessages<{ unread: { count: number } }>({
  unread: {
    id: 'ds.unreadBadge.label',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
});

export interface UnreadBadgeProps extends StyleProps {
  /** Items in the inbox whose status is not READ. */
  count: number;
}

/** The inbox count beside a navigation item: empty at 0, the count up to 20, `20+` above. */
export function UnreadBadge({ count, className, style }: UnreadBadgeProps) {
  const intl = useIntl();
  const text = unreadBadgeText(count);
  if (text === null) return null;
  // The visible text is capped; the spoken label keeps the exact count.
  return (
    <span
      className={mergeClassNames(styles.unreadBadge, className)}
      style={style}
      role="img"
      aria-label={intl.formatMessage(messages.unread, { count })}
    >
      {text}
    </span>
  );
}
