import type { ReactNode } from 'react';
import * as styles from './Refreshing.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface RefreshingProps extends StyleProps {
  /** True while the content is the last result and the next one loads. */
  isRefreshing: boolean | undefined;
  children: ReactNode;
}

/**
 * A list's last result, kept on screen while another page or filter loads (so the pager and
 * filters do not move under the pointer): marked busy, under a moving line. Its text keeps full
 * contrast; faded, it would be unreadable for some.
 */
export function Refreshing({ isRefreshing, children, className, style }: RefreshingProps) {
  return (
    <div
      aria-busy={isRefreshing || undefined}
      className={mergeClassNames(styles.region, className)}
      style={style}
    >
      {isRefreshing ? <div className={styles.loadingLine} /> : null}
      {children}
    </div>
  );
}
