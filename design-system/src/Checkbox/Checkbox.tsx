import { useContext, useState, type FormEvent, type ReactNode } from 'react';
import {
  NativeFieldDescription,
  NativeFieldError,
  useNativeFieldIds,
} from '../FieldParts/NativeFieldParts';
import { useFieldValue } from '../forms/Field/useFieldValue';
import { useInteractionState } from '../interactions';
import { CheckboxIndicator } from './CheckboxIndicator';
import { CheckboxGroupContext } from './groupContext';
import * as styles from './Checkbox.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface CheckboxProps extends StyleProps {
  /** The visible label, beside the box. */
  children: ReactNode;
  description?: ReactNode;
  /** Shown while the checkbox is invalid (`isInvalid`, or required and unchecked on submit). */
  errorMessage?: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  name?: string;
  /** The value a CheckboxGroup reports when this box is checked. */
  value?: string;
  id?: string;
}

/** The first control of the form that fails its constraints, as the browser would focus it. */
function firstInvalid(form: HTMLFormElement): Element | undefined {
  return [...form.elements].find(
    (element) => 'validity' in element && !(element as HTMLInputElement).validity.valid,
  );
}

/**
 * One checkbox: its label, then description and error under it. A native input (no script to
 * load for it) over the drawn box, the whole row its touch target. Inside a CheckboxGroup the
 * group holds the value and shows validation, so leave `errorMessage` off there.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  isSelected,
  defaultSelected = false,
  onChange,
  isIndeterminate = false,
  isDisabled: ownDisabled,
  isRequired,
  isInvalid: ownInvalid,
  name,
  value,
  id,
  className,
  style,
}: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  const [ownSelected, setOwnSelected] = useFieldValue(isSelected, defaultSelected, onChange);
  // A required box left unchecked shows its error once a submit finds it, until it is checked.
  const [failedSubmit, setFailedSubmit] = useState(false);
  const selected = group ? value !== undefined && group.value.includes(value) : ownSelected;
  const isDisabled = ownDisabled || group?.isDisabled;
  const isInvalid = Boolean(ownInvalid || group?.isInvalid || (failedSubmit && !selected));
  const showError = isInvalid && errorMessage !== undefined && !group;
  const { controlId, descriptionId, errorId, describedBy } = useNativeFieldIds(id, {
    hasDescription: description !== undefined,
    hasError: showError,
  });

  const { interactionProps } = useInteractionState({ isDisabled });
  const change = (checked: boolean) => {
    if (!group) return setOwnSelected(checked);
    if (value !== undefined) group.toggle(value, checked);
    onChange?.(checked);
  };
  const invalid = (event: FormEvent<HTMLInputElement>) => {
    setFailedSubmit(true);
    // Our message instead of the browser's bubble; focus goes where the browser would put it.
    event.preventDefault();
    const input = event.currentTarget;
    if (input.form && firstInvalid(input.form) === input) input.focus();
  };

  return (
    <div className={mergeClassNames(styles.field, className)} style={style}>
      <label className={styles.button} data-disabled={isDisabled || undefined}>
        <input
          {...interactionProps}
          type="checkbox"
          id={controlId}
          className={styles.nativeInput}
          checked={selected}
          // `indeterminate` is a DOM property only, no attribute.
          ref={(input) => {
            if (input) input.indeterminate = isIndeterminate;
          }}
          onChange={(event) => change(event.target.checked)}
          onInvalid={invalid}
          disabled={isDisabled}
          required={isRequired}
          name={group?.name ?? name}
          value={value}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
        />
        <CheckboxIndicator isSelected={selected} isIndeterminate={isIndeterminate} />
        <span className={styles.label}>{children}</span>
      </label>
      {description !== undefined && (
        <NativeFieldDescription id={descriptionId}>{description}</NativeFieldDescription>
      )}
      {showError && <NativeFieldError id={errorId}>{errorMessage}</NativeFieldError>}
    </div>
  );
}
