import type { ReactNode } from 'react';
import * as styles from './Container.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface ContainerProps extends StyleProps {
  /** `narrow` for forms and reading, `standard` for most pages, `wide` for tables and dashboards. */
  width?: keyof typeof styles.width;
  children: ReactNode;
}

/** Centres page content with a maximum width and the page gutter. */
export function Container({ width = 'standard', children, className, style }: ContainerProps) {
  return (
    <div
      className={mergeClassNames(styles.container, styles.width[width], className)}
      style={style}
    >
      {children}
    </div>
  );
}
