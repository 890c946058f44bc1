import type { ReactNode } from 'react';
import {
  Label,
  Meter as AriaMeter,
  type MeterProps as AriaMeterProps,
} from 'react-aria-components';
import { percentFormat } from '../formatters/percent';
import * as styles from './Meter.css';

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  /** Colour of the fill; the value text carries the meaning too. */
  tone?: styles.MeterTone;
}

/** A measured quantity within a known range (seats taken, storage used), with its value in words. */
export function Meter({ label, tone = 'brand', ...props }: MeterProps) {
  return (
    <AriaMeter formatOptions={percentFormat} {...props} className={styles.meter}>
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill[tone]} style={{ inlineSize: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
