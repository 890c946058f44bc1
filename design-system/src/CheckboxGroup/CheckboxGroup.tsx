import type { ReactNode } from 'react';
import { visuallyHidden } from '../css/a11y.css';
import { label as labelStyle } from '../FieldParts/FieldParts.css';
import {
  NativeFieldDescription,
  NativeFieldError,
  useNativeFieldIds,
} from '../FieldParts/NativeFieldParts';
import { CheckboxGroupContext } from '../Checkbox/groupContext';
import { useFieldValue } from '../forms/Field/useFieldValue';
import * as styles from './CheckboxGroup.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface CheckboxGroupProps extends StyleProps {
  label: ReactNode;
  /** The label only for screen readers, where a heading just above already asks the question. */
  isLabelHidden?: boolean;
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
  isLabelHidden,
  description,
  errorMessage,
  children,
  value: valueProp,
  defaultValue = [],
  onChange,
  isDisabled,
  isInvalid,
  name,
  className,
  style,
}: CheckboxGroupProps) {
  const [value, setValue] = useFieldValue<readonly string[]>(valueProp, defaultValue, (next) =>
    onChange?.([...next]),
  );
  const showError = Boolean(isInvalid) && errorMessage !== undefined;
  const { controlId, descriptionId, errorId, describedBy } = useNativeFieldIds(undefined, {
    hasDescription: description !== undefined,
    hasError: showError,
  });
  const labelId = `${controlId}-label`;
  const toggle = (option: string, isSelected: boolean) => {
    const others = value.filter((chosen) => chosen !== option);
    setValue(isSelected ? [...others, option] : others);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-disabled={isDisabled || undefined}
      className={mergeClassNames(styles.group, className)}
      style={style}
    >
      <span id={labelId} className={isLabelHidden ? visuallyHidden : labelStyle}>
        {label}
      </span>
      <CheckboxGroupContext.Provider value={{ value, toggle, name, isDisabled, isInvalid }}>
        <div className={styles.options}>{children}</div>
      </CheckboxGroupContext.Provider>
      {description !== undefined && (
        <NativeFieldDescription id={descriptionId}>{description}</NativeFieldDescription>
      )}
      {showError && <NativeFieldError id={errorId}>{errorMessage}</NativeFieldError>}
    </div>
  );
}
