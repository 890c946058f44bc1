import { useEffect, useRef, type ReactNode } from 'react';
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

/**
 * The app's sections as links. On a phone they are a row that scrolls sideways, and the current
 * page's link is brought to the middle of it (again when the row's width changes), so the user
 * sees where they are and that there is more on either side.
 */
export function AppNavigation({ label, items }: AppNavigationProps) {
  const navigationRef = useRef<HTMLElement>(null);
  const current = items.find((item) => item.isCurrent)?.href;
  useEffect(() => {
    const row = navigationRef.current;
    const link = row?.querySelector('[aria-current="page"]');
    if (!row || !link) return;
    const centre = () => {
      const rowBox = row.getBoundingClientRect();
      const linkBox = link.getBoundingClientRect();
      // Only the row scrolls, never the page (as scrollIntoView would).
      row.scrollLeft += linkBox.left - rowBox.left - (row.clientWidth - linkBox.width) / 2;
    };
    // At first, and whenever the row's width changes: a phone turned, a window narrowed.
    const observer = new ResizeObserver(centre);
    observer.observe(row);
    return () => observer.disconnect();
  }, [current]);
  return (
    <nav ref={navigationRef} aria-label={label} className={styles.navigation}>
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
