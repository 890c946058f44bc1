import type { ReactNode } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../FieldParts';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps extends Omit<
  AriaCheckboxGroupProps,
  'className' | 'style' | 'children'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
}

/** Several checkboxes answering one question: label, options, description, error. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={styles.group}>
      <FieldLabel elementType="span">{label}</FieldLabel>
      <div className={styles.options}>{children}</div>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaCheckboxGroup>
  );
}
