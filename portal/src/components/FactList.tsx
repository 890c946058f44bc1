import type { ReactNode } from 'react';
import * as styles from './FactList.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Named values of one record (plan terms, a plan's standing) as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.list}>
      {facts.map(({ label, value }) => (
        <div key={label} className={styles.row}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
