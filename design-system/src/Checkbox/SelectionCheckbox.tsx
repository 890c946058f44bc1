import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { CheckboxIndicator } from './CheckboxIndicator';
import * as styles from './Checkbox.css';

/** The row and "select all" checkbox of a table; the table names it and wires its state. */
export function SelectionCheckbox() {
  return (
    <CheckboxField slot="selection" className={styles.selectionField}>
      <CheckboxButton className={styles.button}>
        {(renderProps) => <CheckboxIndicator {...renderProps} />}
      </CheckboxButton>
    </CheckboxField>
  );
}
