import type { ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../FieldParts';
import { ChevronDownIcon } from '../icons';
import * as selectStyles from '../Select/Select.css';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<
  AriaComboBoxProps<T>,
  'className' | 'style' | 'children'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** `SelectItem` elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactElement);
}

/**
 * A text input that filters a list of options (coaches, customers). RAC filters static items by
 * the typed text; for server search pass `items` and `inputValue`/`onInputChange`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={styles.field}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.control}>
        <Input placeholder={placeholder} className={styles.input} />
        <AriaButton className={styles.button}>
          <ChevronDownIcon aria-hidden />
        </AriaButton>
      </div>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={selectStyles.popover}>
        <ListBox className={selectStyles.listBox}>{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}
