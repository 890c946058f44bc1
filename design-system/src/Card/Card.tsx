import type { ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
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
  ...aria
}: CardProps) {
  return (
    <Element {...aria} className={`${styles.card} ${styles.padding[padding]} ${styles.tone[tone]}`}>
      {children}
    </Element>
  );
}
