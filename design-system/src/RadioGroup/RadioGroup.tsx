import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../FieldParts';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<
  AriaRadioGroupProps,
  'className' | 'style' | 'children'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** `Radio` elements. */
  children: ReactNode;
}

/** One choice among a few visible options: label, options, description, error. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation={orientation} className={styles.group}>
      <FieldLabel elementType="span">{label}</FieldLabel>
      <div className={styles.options[orientation]}>{children}</div>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<RadioFieldProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** Detail under this option's label, announced as its description. */
  description?: ReactNode;
}

export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={styles.radioField}>
      <RadioButton className={styles.radio}>
        <span className={styles.circle} aria-hidden />
        <span className={styles.label}>{children}</span>
      </RadioButton>
      {description !== undefined && (
        <FieldDescription className={styles.optionDescription}>{description}</FieldDescription>
      )}
    </RadioField>
  );
}
