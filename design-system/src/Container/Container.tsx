import type { ReactNode } from 'react';
import * as styles from './Container.css';

export interface ContainerProps {
  /** `narrow` for forms and reading, `standard` for most pages, `wide` for tables and dashboards. */
  width?: keyof typeof styles.width;
  children: ReactNode;
}

/** Centres page content with a maximum width and the page gutter. */
export function Container({ width = 'standard', children }: ContainerProps) {
  return <div className={`${styles.container} ${styles.width[width]}`}>{children}</div>;
}
