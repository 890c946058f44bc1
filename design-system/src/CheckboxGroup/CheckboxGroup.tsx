import { useId, useState, type ReactNode } from 'react';
import {
  description as descriptionStyle,
  error as errorStyle,
  label as labelStyle,
} from '../FieldParts/FieldParts.css';
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
  const descriptionId = `${ids}-description`;
  const errorId = `${ids}-error`;
  const showError = isInvalid && errorMessage !== undefined;
  const describedBy =
    [description !== undefined && descriptionId, showError && errorId].filter(Boolean).join(' ') ||
    undefined;
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
        <span id={descriptionId} className={descriptionStyle}>
          {description}
        </span>
      )}
      {showError && (
        <span id={errorId} className={errorStyle}>
          {errorMessage}
        </span>
      )}
    </div>
  );
}
