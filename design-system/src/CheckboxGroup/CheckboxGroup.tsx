import { useId, useState, type ReactNode } from 'react';
import { label as labelStyle } from '../FieldParts/FieldParts.css';
import {
  NativeFieldDescription,
  NativeFieldError,
  useNativeFieldIds,
} from '../FieldParts/NativeFieldParts';
import { CheckboxGroupContext } from '../Checkbox/groupContext';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown while the group is invalid. */
  errorMessage?: ReactNode;
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** The form field name every checked box submits its value under. */
  name?: string;
}

/** Several checkboxes answering one question: label, options, description, error. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  value: valueProp,
  defaultValue = [],
  onChange,
  isDisabled,
  isInvalid,
  name,
}: CheckboxGroupProps) {
  const ids = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const value = valueProp ?? ownValue;
  const labelId = `${ids}-label`;
  const showError = Boolean(isInvalid) && errorMessage !== undefined;
  const { descriptionId, errorId, describedBy } = useNativeFieldIds(ids, {
    hasDescription: description !== undefined,
    hasError: showError,
  });
  const toggle = (option: string, isSelected: boolean) => {
    const next = isSelected
      ? [...value.filter((chosen) => chosen !== option), option]
      : value.filter((chosen) => chosen !== option);
    if (valueProp === undefined) setOwnValue(next);
    onChange?.(next);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-disabled={isDisabled || undefined}
      className={styles.group}
    >
      <span id={labelId} className={labelStyle}>
        {label}
      </span>
      <CheckboxGroupContext value={{ value, toggle, name, isDisabled, isInvalid }}>
        <div className={styles.options}>{children}</div>
      </CheckboxGroupContext>
      {description !== undefined && (
        <NativeFieldDescription id={descriptionId}>{description}</NativeFieldDescription>
      )}
      {showError && <NativeFieldError id={errorId}>{errorMessage}</NativeFieldError>}
    </div>
  );
}
