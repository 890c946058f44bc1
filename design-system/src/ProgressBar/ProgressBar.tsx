import type { ReactNode } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  useLocale,
} from 'react-aria-components';
import { formatProgress, progressPoints } from '../formatters/percent';
import * as styles from './ProgressBar.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface ProgressBarProps
  extends
    Omit<AriaProgressBarProps, 'className' | 'style' | 'children' | 'formatOptions'>,
    StyleProps {
  label: ReactNode;
}

/**
 * Progress of a task or course: `value` of `maxValue` (14 of 36 modules), or a percentage on its
 * own. The value is shown in words beside the label (a whole percentage that reads 100 only when
 * done and 0 only before anything is, unless `valueLabel` says it better, e.g. "3 of 8 lessons"),
 * never as a bar alone; the bar fills to the very figure the words give.
 */
export function ProgressBar({ label, valueLabel, className, style, ...props }: ProgressBarProps) {
  const { locale } = useLocale();
  const { value = 0, minValue = 0, maxValue = 100, isIndeterminate } = props;
  const points = progressPoints(value, maxValue, minValue);
  return (
    <AriaProgressBar
      {...props}
      valueLabel={valueLabel ?? formatProgress(points, locale)}
      className={mergeClassNames(styles.progressBar, className)}
      style={style}
    >
      {({ valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {!isIndeterminate && <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              className={isIndeterminate ? styles.indeterminateFill : styles.fill}
              style={isIndeterminate ? undefined : { inlineSize: `${points}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
