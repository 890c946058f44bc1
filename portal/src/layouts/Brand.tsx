import { Anchor } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { brandMessages as m } from './brandMessages';
import * as styles from './Brand.css';

/** The institute's name; a link home once signed in. */
export function Brand({ href }: { href?: string }) {
  const intl = useIntl();
  if (!href) return <span className={styles.brand}>{intl.formatMessage(m.brand)}</span>;
  return (
    <Anchor href={href} className={styles.brand} aria-label={intl.formatMessage(m.brandHome)}>
      {intl.formatMessage(m.brand)}
    </Anchor>
  );
}
