import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import { FieldDescription, FieldErrorMessage } from '../FieldParts';
import { CheckboxIndicator } from './CheckboxIndicator';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<
  CheckboxFieldProps,
  'className' | 'style' | 'children'
> {
  /** The visible label, beside the box. */
  children: ReactNode;
  description?: ReactNode;
  /** Shown when the checkbox is invalid (from `isInvalid`, `validate` or a form's errors). */
  errorMessage?: ReactNode;
}

/**
 * One checkbox: its label, then description and error under it. Inside a CheckboxGroup the
 * group shows validation, so leave `errorMessage` off there.
 */
export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={styles.field}>
      <CheckboxButton className={styles.button}>
        {(renderProps) => (
          <>
            <CheckboxIndicator {...renderProps} />
            <span className={styles.label}>{children}</span>
          </>
        )}
      </CheckboxButton>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </CheckboxField>
  );
}
