// The Field frame: every field of the forms kit shows its parts in one order — label (with the
// required marker), control, description, error — and RAC links description and error to the
// control through aria-describedby.
import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../../FieldParts';
import * as styles from './Field.css';
import { RequiredMarker } from '../../FieldParts/RequiredMarker';
import { mergeClassNames, type StyleProps } from '../../css/styleProps';

/** The props every field of the kit shares. */
export interface FieldBaseProps extends StyleProps {
  /** Shown above the control, and names it for screen readers. */
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Shown, and the field marked invalid, while set (the form hook passes it). */
  errorMessage?: string;
  /**
   * Shows the required marker beside the label and sets `aria-required`; the form's rules, not
   * the field, report a missing value.
   */
  isRequired?: boolean;
  /** Greys the field out; its control can be neither focused nor changed. */
  isDisabled?: boolean;
  /** The control's `name`, which a native form submits its value under (`form.field` passes it). */
  name?: string;
  /** The control's id (error summary links point at it). */
  id?: string;
  /** Moves focus to the control when the field first appears. */
  autoFocus?: boolean;
  /** Called when focus leaves the control. */
  onBlur?: () => void;
}

/** RAC field props that follow from the shared props. */
export function fieldState({
  errorMessage,
  isRequired,
  isDisabled,
  name,
  id,
  autoFocus,
  className,
  style,
}: FieldBaseProps) {
  return {
    isInvalid: Boolean(errorMessage),
    isRequired,
    isDisabled,
    name,
    id,
    autoFocus,
    // Our rules decide validity; the browser's own bubbles would duplicate them.
    validationBehavior: 'aria' as const,
    className: mergeClassNames(styles.field, className),
    style,
  };
}

/**
 * The label, with the required marker beside it rather than inside it, so the label (and the
 * control's name) stays exactly the text given; `aria-required` tells assistive technology.
 */
function FieldLabelRow({ label, isRequired }: { label: ReactNode; isRequired?: boolean }) {
  return (
    <div className={styles.labelRow}>
      <FieldLabel>{label}</FieldLabel>
      {isRequired && <RequiredMarker />}
    </div>
  );
}

interface FieldFrameProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string;
  isRequired?: boolean;
  children: ReactNode;
}

/** The parts around a control, inside a RAC field (TextField, NumberField). */
export function FieldFrame({
  label,
  description,
  errorMessage,
  isRequired,
  children,
}: FieldFrameProps) {
  return (
    <>
      <FieldLabelRow label={label} isRequired={isRequired} />
      {children}
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </>
  );
}
