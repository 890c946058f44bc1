import {
  FieldError,
  Label,
  Text,
  type FieldErrorProps,
  type LabelProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import * as styles from './FieldParts.css';

/** The label of a control; RAC links it to the control it sits beside. */
export function FieldLabel(props: Omit<LabelProps, 'className'>) {
  return <Label {...props} className={styles.label} />;
}

interface FieldDescriptionProps {
  children: ReactNode;
  className?: string;
}

/** Help text under the control, announced as the control's description. */
export function FieldDescription({ children, className }: FieldDescriptionProps) {
  return (
    <Text slot="description" className={[styles.description, className].filter(Boolean).join(' ')}>
      {children}
    </Text>
  );
}

/** Shown only while the control is invalid; without children it shows the validation errors. */
export function FieldErrorMessage(props: Omit<FieldErrorProps, 'className' | 'style'>) {
  return <FieldError {...props} className={styles.error} />;
}

/** An error for controls without built-in validation (tag groups). */
export function FieldErrorText({ children }: { children: ReactNode }) {
  return (
    <Text slot="errorMessage" className={styles.error}>
      {children}
    </Text>
  );
}
