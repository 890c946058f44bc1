import type { ReactNode } from 'react';
import * as styles from './Heading.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends StyleProps {
  /** The outline level (h1-h4). */
  level: HeadingLevel;
  /** The visual size when it differs from the level; defaults to the level's size. */
  size?: HeadingLevel;
  id?: string;
  /** Lets a page move focus to its heading after navigation. */
  tabIndex?: -1;
  children: ReactNode;
}

/** A heading of the page outline (h1-h4), at its level's size or at another `size`. */
export function Heading({
  level,
  size = level,
  id,
  tabIndex,
  children,
  className,
  style,
}: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element
      id={id}
      tabIndex={tabIndex}
      className={mergeClassNames(styles.heading, styles.size[size], className)}
      style={style}
    >
      {children}
    </Element>
  );
}
