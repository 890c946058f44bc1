import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { revealInRow } from '../interactions/revealInRow';
import * as styles from './NavTabs.css';

export interface NavTab {
  href: string;
  label: ReactNode;
  /** The view on screen (`aria-current="page"`). */
  isCurrent?: boolean;
}

export interface NavTabsProps {
  /** Names the navigation ("Messages to show"), in the user's language. */
  label: string;
  items: readonly NavTab[];
}

/**
 * Views of one screen as links that look like tabs. Each view has its own address, so a reload,
 * a shared link or Back keeps it; for panels that need no address, use `Tabs`.
 */
export function NavTabs({ label, items }: NavTabsProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={styles.item}>
            <AriaLink
              href={item.href}
              aria-current={item.isCurrent ? 'page' : undefined}
              className={styles.tab}
              // On a narrow screen the row scrolls: a view reached by Tab comes wholly into it.
              onFocus={(event) => {
                const row = event.currentTarget.closest('ul');
                if (row) revealInRow(row, event.currentTarget);
              }}
            >
              {item.label}
            </AriaLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
