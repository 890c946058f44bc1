// The Field frame for the kit's native controls (input, textarea): label with the required
// marker, control, description, error, in that order, linked by ids. The frame is RAC-free, so a
// page of text fields loads no react-aria field code.
import type { ReactNode } from 'react';
import { useInteractionState } from '../../interactions';
import {
  NativeFieldDescription,
  NativeFieldError,
  NativeFieldLabel,
  useNativeFieldIds,
} from '../../FieldParts/NativeFieldParts';
import type { FieldBaseProps } from './Field';
import * as styles from './Field.css';
import { mergeClassNames } from '../../css/styleProps';

/** What the control inside the frame carries: its id, its links and its states. */
export interface NativeControlProps {
  id: string;
  name?: string;
  disabled: boolean;
  autoFocus?: boolean;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'data-invalid'?: true;
  'data-disabled'?: true;
}

export interface NativeFieldProps extends Omit<FieldBaseProps, 'onBlur'> {
  children: (control: NativeControlProps) => ReactNode;
}

export function NativeField({
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled = false,
  name,
  id,
  autoFocus,
  children,
  className,
  style,
}: NativeFieldProps) {
  const isInvalid = Boolean(errorMessage);
  const ids = useNativeFieldIds(id, { hasDescription: Boolean(description), hasError: isInvalid });
  const states = {
    'data-invalid': isInvalid || undefined,
    'data-disabled': isDisabled || undefined,
  } as const;
  return (
    <div className={mergeClassNames(styles.field, className)} style={style} {...states}>
      <NativeFieldLabel htmlFor={ids.controlId} isRequired={isRequired}>
        {label}
      </NativeFieldLabel>
      {children({
        ...states,
        id: ids.controlId,
        name,
        disabled: isDisabled,
        autoFocus,
        'aria-required': isRequired || undefined,
        'aria-invalid': isInvalid || undefined,
        'aria-describedby': ids.describedBy,
      })}
      {description && (
        <NativeFieldDescription id={ids.descriptionId}>{description}</NativeFieldDescription>
      )}
      {isInvalid && <NativeFieldError id={ids.errorId}>{errorMessage}</NativeFieldError>}
    </div>
  );
}

/**
 * The frame around an input and its companions (a show/hide toggle, a country picker): it draws
 * the field's border, hover and focus ring for all of them.
 */
export function NativeFieldGroup({
  control,
  children,
}: {
  control: NativeControlProps;
  children: ReactNode;
}) {
  const { interactionProps } = useInteractionState({ isDisabled: control.disabled, within: true });
  return (
    <div
      {...interactionProps}
      data-invalid={control['data-invalid']}
      data-disabled={control['data-disabled']}
      className={styles.group}
    >
      {children}
    </div>
  );
}
