// A native checkbox with the switch role: the browser gives it its keyboard (Space) and its form
// value; the drawn track follows the data attributes react-aria's switches carry.
import { useState, type ReactNode } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import {
  NativeFieldDescription,
  NativeFieldError,
  useNativeFieldIds,
} from '../FieldParts/NativeFieldParts';
import * as styles from './Switch.css';

export interface SwitchProps {
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
}: SwitchProps) {
  const [own, setOwn] = useState(defaultSelected);
  const selected = isSelected ?? own;
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const showsError = isInvalid && errorMessage !== undefined;
  const ids = useNativeFieldIds(id, {
    hasDescription: description !== undefined,
    hasError: showsError,
  });
  return (
    <div className={styles.field}>
      <label
        {...hoverProps}
        className={styles.button}
        data-selected={selected || undefined}
        data-hovered={isHovered || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          {...mergeProps(focusProps, {
            onChange: (event: { target: HTMLInputElement }) => {
              if (isSelected === undefined) setOwn(event.target.checked);
              onChange?.(event.target.checked);
            },
          })}
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
