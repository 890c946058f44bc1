import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { revealInRow } from '../interactions/revealInRow';
import { Anchor } from '../Link/Anchor';
import * as styles from './AppShell.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface AppNavigationItem {
  href: string;
  label: ReactNode;
  /** Marks the item of the current page (`aria-current="page"`). */
  isCurrent?: boolean;
  /** E.g. an `<UnreadBadge>` beside the inbox. */
  badge?: ReactNode;
}

export interface AppNavigationProps extends StyleProps {
  /** Names the landmark ("Main"), in the user's language. */
  label: string;
  items: readonly AppNavigationItem[];
}

/**
 * The app's sections as links. On a phone they are a row that scrolls sideways: the current
 * page's link is brought to the middle of it (again when the row's width changes), so the user
 * sees where they are, and an edge with more links beyond it fades out under a chevron.
 */
export function AppNavigation({ label, items, className, style }: AppNavigationProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  const current = items.find((item) => item.isCurrent)?.href;
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const link = row.querySelector('[aria-current="page"]');
    const markEdges = () => {
      // Within a pixel: scroll positions can be fractional.
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft < row.scrollWidth - row.clientWidth - 1;
      // The row fades its edges; the landmark shows the chevrons over them.
      for (const element of [row, row.parentElement]) {
        element?.toggleAttribute('data-more-before', before);
        element?.toggleAttribute('data-more-after', after);
      }
    };
    const centre = () => {
      if (link) {
        const rowBox = row.getBoundingClientRect();
        const linkBox = link.getBoundingClientRect();
        // Only the row scrolls, never the page (as scrollIntoView would).
        row.scrollLeft += linkBox.left - rowBox.left - (row.clientWidth - linkBox.width) / 2;
      }
      markEdges();
    };
    // A link reached by Tab comes wholly into the row, clear of its faded edges.
    const reveal = (event: FocusEvent) => {
      if (event.target instanceof Element) revealInRow(row, event.target);
    };
    // At first, and whenever the row or a link changes width: a phone turned, a window
    // narrowed, another language.
    // Test DOMs (jsdom) have no ResizeObserver: the row is then centred once, as it starts.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(centre);
    if (observer) {
      observer.observe(row);
      for (const item of row.children) observer.observe(item);
    } else centre();
    row.addEventListener('scroll', markEdges, { passive: true });
    row.addEventListener('focusin', reveal);
    return () => {
      observer?.disconnect();
      row.removeEventListener('scroll', markEdges);
      row.removeEventListener('focusin', reveal);
    };
  }, [current]);
  return (
    <nav aria-label={label} className={mergeClassNames(styles.navigation, className)} style={style}>
      <ul ref={rowRef} className={styles.navigationList}>
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
      <span aria-hidden="true" data-edge="before" className={styles.moreHint}>
        <ChevronLeftIcon />
      </span>
      <span aria-hidden="true" data-edge="after" className={styles.moreHint}>
        <ChevronRightIcon />
      </span>
    </nav>
  );
}
