import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import * as styles from './Brand.css';
import { layoutMessages } from './messages';

/** The institute's leaf mark and name, a link to the layout's home. */
export function Brand({ home }: { home: string }) {
  const intl = useIntl();
  return (
    <Link href={home} className={styles.brand}>
      <span className={styles.mark}>
        <svg width="1.5em" height="1.5em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M20 3c-7.5 0-14 4.2-14 11.2 0 1.5.4 2.9 1 4.1L4.3 21l1.4 1.4 2.6-2.6c1.3.8 2.7 1.2 4.2 1.2C18.3 21 21 14 21 4V3h-1Zm-7.5 16c-1 0-2-.2-2.8-.7l5-5-1.4-1.4-5 5A6 6 0 0 1 8 14.2C8 9 12.7 5.5 19 5c-.3 8.5-2.6 14-6.5 14Z"
          />
        </svg>
      </span>
      {/* One run of text, so a narrow header wraps it between words, not a word to a line. */}
      <span className={styles.names}>
        <span className={styles.productName}>{intl.formatMessage(layoutMessages.productName)}</span>{' '}
        <span className={styles.appName}>{intl.formatMessage(layoutMessages.appName)}</span>
      </span>
    </Link>
  );
}
