import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { percentFormat } from '../formatters/percent';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  'className' | 'style' | 'children'
> {
  label: ReactNode;
}

/**
 * Progress of a task or course. The value is shown in words beside the label (a locale-formatted
 * percentage with 2 decimals unless `valueLabel` says it better, e.g. "3 of 8 lessons"), never as
 * a bar alone.
 */
export function ProgressBar({ label, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar formatOptions={percentFormat} {...props} className={styles.progressBar}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {!isIndeterminate && <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              className={isIndeterminate ? styles.indeterminateFill : styles.fill}
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
