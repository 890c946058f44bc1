import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = keyof typeof styles.tone;

export interface BadgeProps {
  tone?: BadgeTone;
  /** A decorative icon before the text; the text alone must carry the meaning. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status in words (never colour alone): "Paid", "Overdue", "Draft". */
export function Badge({ tone = 'neutral', icon, children }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${styles.tone[tone]}`}>
      {icon}
      {children}
    </span>
  );
}
