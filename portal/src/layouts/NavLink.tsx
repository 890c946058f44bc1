import type { ReactNode } from 'react';
import { Anchor } from '@hci/design-system';
import { useLocation } from 'wouter';
import * as styles from './Layouts.css';

/** Whether `location` is the page at `path` or one below it (a receipt below its payments). */
export const isAtOrBelow = (location: string, path: string) =>
  location === path || location.startsWith(`${path}/`);

/** A navigation entry; marks itself as the current page (`aria-current`) on its path and below. */
export function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [location] = useLocation();
  const current = isAtOrBelow(location, href);
  return (
    <Anchor href={href} className={styles.navLink} aria-current={current ? 'page' : undefined}>
      {children}
    </Anchor>
  );
}
