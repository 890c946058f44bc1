// Native radio buttons in a named group: the browser gives them their keyboard (Tab into the
// group, arrows move the choice) and their form value; the drawn circle follows the same data
// attributes react-aria's radios carry.
import { createContext, useContext, useId, type ReactNode } from 'react';
import * as parts from '../FieldParts/FieldParts.css';
import {
  NativeFieldDescription,
  NativeFieldError,
  useNativeFieldIds,
} from '../FieldParts/NativeFieldParts';
import { useFieldValue } from '../forms/Field/useFieldValue';
import { useInteractionState } from '../interactions';
import * as styles from './RadioGroup.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

interface RadioGroupState {
  name: string;
  value: string | null;
  select: (value: string) => void;
  isDisabled: boolean;
  isInvalid: boolean;
  isRequired: boolean;
  /** The group's description and error, announced with each option's own description. */
  describedBy: string | undefined;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioGroupProps extends StyleProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown while the group is invalid. */
  errorMessage?: ReactNode;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** The form field name; one is generated otherwise, so the options form one group. */
  name?: string;
  orientation?: 'vertical' | 'horizontal';
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  id?: string;
  /** `Radio` elements. */
  children: ReactNode;
}

/** One choice among a few visible options: label, options, description, error. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  value,
  defaultValue = null,
  onChange,
  name,
  orientation = 'vertical',
  isDisabled = false,
  isRequired = false,
  isInvalid = false,
  id,
  children,
  className,
  style,
}: RadioGroupProps) {
  // Only ever set to an option: a radio cannot be unchecked.
  const [selected, select] = useFieldValue<string | null>(value, defaultValue, (next) => {
    if (next !== null) onChange?.(next);
  });
  const showsError = isInvalid && errorMessage !== undefined;
  const { controlId, descriptionId, errorId, describedBy } = useNativeFieldIds(id, {
    hasDescription: description !== undefined,
    hasError: showsError,
  });
  const state: RadioGroupState = {
    name: name ?? controlId,
    value: selected,
    select,
    isDisabled,
    isInvalid,
    isRequired,
    describedBy,
  };
  return (
    <div
      role="radiogroup"
      id={controlId}
      aria-labelledby={`${controlId}-label`}
      aria-describedby={describedBy}
      aria-orientation={orientation}
      aria-required={isRequired || undefined}
      aria-invalid={isInvalid || undefined}
      aria-disabled={isDisabled || undefined}
      className={mergeClassNames(styles.group, className)}
      style={style}
    >
      <span id={`${controlId}-label`} className={parts.label}>
        {label}
      </span>
      <div className={styles.options[orientation]}>
        <RadioGroupContext.Provider value={state}>{children}</RadioGroupContext.Provider>
      </div>
      {description !== undefined && (
        <NativeFieldDescription id={descriptionId}>{description}</NativeFieldDescription>
      )}
      {showsError && <NativeFieldError id={errorId}>{errorMessage}</NativeFieldError>}
    </div>
  );
}

export interface RadioProps extends StyleProps {
  value: string;
  children: ReactNode;
  /** Detail under this option's label, announced as its description. */
  description?: ReactNode;
  isDisabled?: boolean;
}

/** One option of a `RadioGroup`, with an optional description under its label. */
export function Radio({
  value,
  children,
  description,
  isDisabled: ownDisabled,
  className,
  style,
}: RadioProps) {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error('A Radio belongs inside a RadioGroup.');
  const descriptionId = useId();
  const isDisabled = Boolean(ownDisabled || group.isDisabled);
  const isSelected = group.value === value;
  // On the label: its whole row is hovered, and the input inside it is what takes focus.
  const { interactionProps } = useInteractionState({ isDisabled, within: true });
  const describedBy =
    [description !== undefined && descriptionId, group.describedBy].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={mergeClassNames(styles.radioField, className)} style={style}>
      <label
        {...interactionProps}
        className={styles.radio}
        data-selected={isSelected || undefined}
        data-invalid={group.isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          onChange={() => group.select(value)}
          type="radio"
          name={group.name}
          value={value}
          checked={isSelected}
          disabled={isDisabled}
          required={group.isRequired}
          aria-describedby={describedBy}
          className={styles.input}
        />
        <span className={styles.circle} aria-hidden />
        <span className={styles.label}>{children}</span>
      </label>
      {description !== undefined && (
        <span id={descriptionId} className={`${parts.description} ${styles.optionDescription}`}>
          {description}
        </span>
      )}
    </div>
  );
}
