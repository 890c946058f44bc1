import type { ReactNode } from 'react';
import * as styles from './FactList.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps extends StyleProps {
  facts: readonly Fact[];
}

/**
 * Named values of one record (a plan's terms, a card's expiry) as a description list: the names
 * on the left, the values lined up on the right.
 */
export function FactList({ facts, className, style }: FactListProps) {
  return (
    <dl className={mergeClassNames(styles.list, className)} style={style}>
      {facts.map(({ label, value }) => (
        <div key={label} className={styles.row}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
