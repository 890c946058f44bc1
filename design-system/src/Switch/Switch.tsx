import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage } from '../FieldParts';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label, beside the switch. Name the setting, not its state ("Auto-pay"). */
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
}

/** An on/off setting that applies at once (auto-pay, notifications). */
export function Switch({ children, description, errorMessage, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={styles.field}>
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden>
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{children}</span>
      </SwitchButton>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </SwitchField>
  );
}
