import type { ReactNode } from 'react';
import { Anchor } from '../Link/Anchor';
import * as styles from './AppShell.css';

export interface AppNavigationItem {
  href: string;
  label: ReactNode;
  /** Marks the item of the current page (`aria-current="page"`). */
  isCurrent?: boolean;
  /** E.g. an `<UnreadBadge>` beside the inbox. */
  badge?: ReactNode;
}

export interface AppNavigationProps {
  /** Names the landmark ("Main"), in the user's language. */
  label: string;
  items: readonly AppNavigationItem[];
}

export function AppNavigation({ label, items }: AppNavigationProps) {
  return (
    <nav aria-label={label} className={styles.navigation}>
      <ul className={styles.navigationList}>
        {items.map((item) => (
          <li key={item.href}>
            <Anchor
              href={item.href}
              aria-current={item.isCurrent ? 'page' : undefined}
              className={styles.navigationLink}
            >
              {item.label}
              {item.badge}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
