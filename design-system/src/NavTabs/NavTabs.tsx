import { useEffect, useRef, type ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { revealInRow } from '../interactions/revealInRow';
import * as styles from './NavTabs.css';
import { type StyleProps } from '../css/styleProps';

export interface NavTab {
  href: string;
  label: ReactNode;
  /** The view on screen (`aria-current="page"`). */
  isCurrent?: boolean;
}

export interface NavTabsProps extends StyleProps {
  /** Names the navigation ("Messages to show"), in the user's language. */
  label: string;
  items: readonly NavTab[];
}

/**
 * Views of one screen as links that look like tabs. Each view has its own address, so a reload,
 * a shared link or Back keeps it; for panels that need no address, use `Tabs`.
 */
export function NavTabs({ label, items, className, style }: NavTabsProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const current = items.find((item) => item.isCurrent)?.href;
  // On a narrow screen the row scrolls: the view on screen comes wholly into it, as does a view
  // reached by Tab.
  useEffect(() => {
    const row = rowRef.current;
    const link = row?.querySelector('[aria-current="page"]');
    if (row && link) revealInRow(row, link);
  }, [current]);
  return (
    <nav aria-label={label} className={className} style={style}>
      <ul ref={rowRef} className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={styles.item}>
            <AriaLink
              href={item.href}
              aria-current={item.isCurrent ? 'page' : undefined}
              className={styles.tab}
              onFocus={(event) => {
                if (rowRef.current) revealInRow(rowRef.current, event.currentTarget);
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
