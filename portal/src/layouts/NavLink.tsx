import type { ReactNode } from 'react';
import { Anchor } from '@hci/design-system';
import { useLocation } from 'wouter';
import { isAtOrBelow } from '../paths';
import * as styles from './Layouts.css';

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
