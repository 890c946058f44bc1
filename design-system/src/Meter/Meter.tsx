import type { ReactNode } from 'react';
import {
  Label,
  Meter as AriaMeter,
  type MeterProps as AriaMeterProps,
  useLocale,
} from 'react-aria-components';
import { formatProgress, progressPoints } from '../formatters/percent';
import * as styles from './Meter.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface MeterProps
  extends Omit<AriaMeterProps, 'className' | 'style' | 'children' | 'formatOptions'>, StyleProps {
  label: ReactNode;
  /** Colour of the fill; the value text carries the meaning too. */
  tone?: styles.MeterTone;
}

/**
 * A measured quantity within a known range (seats taken, storage used), with its value in words:
 * a percentage as a ProgressBar gives it, the fill matching the figure.
 */
export function Meter({
  label,
  tone = 'brand',
  valueLabel,
  className,
  style,
  ...props
}: MeterProps) {
  const { locale } = useLocale();
  const { value = 0, minValue = 0, maxValue = 100 } = props;
  const points = progressPoints(value, maxValue, minValue);
  return (
    <AriaMeter
      {...props}
      valueLabel={valueLabel ?? formatProgress(points, locale)}
      className={mergeClassNames(styles.meter, className)}
      style={style}
    >
      {({ valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill[tone]} style={{ inlineSize: `${points}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
