import type { ReactNode } from 'react';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { ChevronRightIcon } from '../icons';
import * as styles from './Breadcrumbs.css';
import { type StyleProps } from '../css/styleProps';

const messages = defineMessages({
  label: { id: 'ds.breadcrumbs.label', defaultMessage: 'Breadcrumbs' },
});

export interface BreadcrumbItem {
  id: string;
  label: ReactNode;
  /** Where the crumb leads. The last crumb is the current page and is not a link. */
  href?: string;
}

export interface BreadcrumbsProps extends StyleProps {
  items: readonly BreadcrumbItem[];
}

/** The path to the current page, in a navigation landmark; the last item is the current page. */
export function Breadcrumbs({ items, className, style }: BreadcrumbsProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className={className} style={style}>
      <AriaBreadcrumbs items={items} className={styles.list}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.crumb}>
            {({ isCurrent }) => (
              <>
                <Link href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.label}
                </Link>
                {!isCurrent && <ChevronRightIcon aria-hidden className={styles.separator} />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
