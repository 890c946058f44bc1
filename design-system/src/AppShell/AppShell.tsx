import { useRef, type MouseEvent, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import * as styles from './AppShell.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const messages = defineMessages({
  skipLink: { id: 'ds.appShell.skipLink', defaultMessage: 'Skip to main content' },
});

export const mainContentId = 'main-content';

export interface AppShellProps extends StyleProps {
  /** The product name or logo, usually a link home. */
  brand: ReactNode;
  /** The primary navigation, usually an `<AppNavigation>`. */
  navigation?: ReactNode;
  /** The header's end: language, account menu, sign-out. */
  actions?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every screen: skip link, banner with navigation, the main landmark, footer. */
export function AppShell({
  brand,
  navigation,
  actions,
  footer,
  children,
  className,
  style,
}: AppShellProps) {
  const intl = useIntl();
  const mainRef = useRef<HTMLElement>(null);
  // Moving focus ourselves keeps the URL (and the router) untouched.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  return (
    <div className={mergeClassNames(styles.shell, className)} style={style}>
      <a href={`#${mainContentId}`} className={styles.skipLink} onClick={skipToMain}>
        {intl.formatMessage(messages.skipLink)}
      </a>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <div className={styles.brand}>{brand}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {navigation}
      </header>
      <main id={mainContentId} ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
}
