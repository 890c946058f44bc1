import { useInteractionState } from '../interactions';
import { CheckboxIndicator } from './CheckboxIndicator';
import * as styles from './Checkbox.css';

interface SelectionCheckboxProps {
  checked: boolean;
  /** Some but not all rows selected ("Select all" only). */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A table's row and "Select all" checkbox: a native input (no script to load for it) over the
 * same drawn box as Checkbox, filling a touch target.
 */
export function SelectionCheckbox({
  indeterminate = false,
  onChange,
  ...props
}: SelectionCheckboxProps) {
  const { interactionProps } = useInteractionState({ isDisabled: props.disabled });
  return (
    <span className={styles.nativeControl}>
      <input
        {...interactionProps}
        {...props}
        type="checkbox"
        // `indeterminate` is a DOM property only, no attribute.
        ref={(input) => {
          if (input) input.indeterminate = indeterminate;
        }}
        className={styles.nativeInput}
        onChange={(event) => onChange(event.target.checked)}
      />
      <CheckboxIndicator isSelected={props.checked} isIndeterminate={indeterminate} />
    </span>
  );
}
