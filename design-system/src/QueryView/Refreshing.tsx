import type { ReactNode } from 'react';
import * as styles from './Refreshing.css';

export interface RefreshingProps {
  /** True while the content is the last result and the next one loads. */
  isRefreshing: boolean | undefined;
  children: ReactNode;
}

/**
 * A list's last result, kept on screen while another page or filter loads (so the pager and
 * filters do not move under the pointer): marked busy, under a moving line. Its text keeps full
 * contrast; faded, it would be unreadable for some.
 */
export function Refreshing({ isRefreshing, children }: RefreshingProps) {
  return (
    <div aria-busy={isRefreshing || undefined} className={styles.region}>
      {isRefreshing ? <div className={styles.loadingLine} /> : null}
      {children}
    </div>
  );
}
