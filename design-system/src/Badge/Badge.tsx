import type { ReactNode } from 'react';
import * as styles from './Badge.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export type BadgeTone = keyof typeof styles.tone;

export interface BadgeProps extends StyleProps {
  tone?: BadgeTone;
  /** A decorative icon before the text; the text alone must carry the meaning. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status in words (never colour alone): "Paid", "Overdue", "Draft". */
export function Badge({ tone = 'neutral', icon, children, className, style }: BadgeProps) {
  return (
    <span className={mergeClassNames(styles.badge, styles.tone[tone], className)} style={style}>
      {icon}
      {children}
    </span>
  );
}
