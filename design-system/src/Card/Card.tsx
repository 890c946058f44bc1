import type { ReactNode } from 'react';
import * as styles from './Card.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface CardProps extends StyleProps {
  /** `section` or `article` give the card meaning; name it with `aria-labelledby`. */
  as?: 'div' | 'section' | 'article' | 'li';
  padding?: keyof typeof styles.padding;
  tone?: keyof typeof styles.tone;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** A raised surface that groups related content. */
export function Card({
  as: Element = 'div',
  padding = 'standard',
  tone = 'neutral',
  children,
  className,
  style,
  ...aria
}: CardProps) {
  return (
    <Element
      {...aria}
      className={mergeClassNames(
        styles.card,
        styles.padding[padding],
        styles.tone[tone],
        className,
      )}
      style={style}
    >
      {children}
    </Element>
  );
}
