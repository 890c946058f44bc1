// A native checkbox with the switch role: the browser gives it its keyboard (Space) and its form
// value; the drawn track follows the data attributes react-aria's switches carry.
import type { ReactNode } from 'react';
import {
  NativeFieldDescription,
  NativeFieldError,
  useNativeFieldIds,
} from '../FieldParts/NativeFieldParts';
import { useFieldValue } from '../forms/Field/useFieldValue';
import { useInteractionState } from '../interactions';
import * as styles from './Switch.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface SwitchProps extends StyleProps {
  /** The visible label, beside the switch. Name the setting, not its state ("Auto-pay"). */
  children: ReactNode;
  description?: ReactNode;
  /** Shown while the switch is invalid. */
  errorMessage?: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  name?: string;
  value?: string;
  id?: string;
}

/** An on/off setting that applies at once (auto-pay, notifications). */
export function Switch({
  children,
  description,
  errorMessage,
  isSelected,
  defaultSelected = false,
  onChange,
  isDisabled = false,
  isInvalid = false,
  name,
  value,
  id,
  className,
  style,
}: SwitchProps) {
  const [selected, setSelected] = useFieldValue(isSelected, defaultSelected, onChange);
  // On the label: its whole row is hovered, and the input inside it is what takes focus.
  const { interactionProps } = useInteractionState({ isDisabled, within: true });
  const showsError = isInvalid && errorMessage !== undefined;
  const ids = useNativeFieldIds(id, {
    hasDescription: description !== undefined,
    hasError: showsError,
  });
  return (
    <div className={mergeClassNames(styles.field, className)} style={style}>
      <label
        {...interactionProps}
        className={styles.button}
        data-selected={selected || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          onChange={(event) => setSelected(event.target.checked)}
          type="checkbox"
          role="switch"
          id={ids.controlId}
          name={name}
          value={value}
          checked={selected}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={ids.describedBy}
          className={styles.input}
        />
        <span className={styles.track} aria-hidden>
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{children}</span>
      </label>
      {description !== undefined && (
        <NativeFieldDescription id={ids.descriptionId}>{description}</NativeFieldDescription>
      )}
      {showsError && <NativeFieldError id={ids.errorId}>{errorMessage}</NativeFieldError>}
    </div>
  );
}
