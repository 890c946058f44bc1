import type { ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ComboBoxProps as AriaComboBoxProps,
  type ListBoxItemProps,
} from 'react-aria-components';
import { popover } from '../css/popover.css';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../FieldParts';
import { ChevronDownIcon } from '../icons';
import * as styles from './ComboBox.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children'>, StyleProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
  /** `ComboBoxItem` elements, or a function rendering one per item of `items`. */
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
  className,
  style,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={mergeClassNames(styles.field, className)} style={style}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.control}>
        <Input placeholder={placeholder} className={styles.input} />
        <AriaButton className={styles.button}>
          <ChevronDownIcon aria-hidden />
        </AriaButton>
      </div>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={popover}>
        <ListBox className={styles.listBox}>{children}</ListBox>
      </Popover>
    </AriaComboBox>
  );
}

export type ComboBoxItemProps<T extends object> = Omit<ListBoxItemProps<T>, 'className' | 'style'> &
  StyleProps;

/** An option of a ComboBox. Give it a `textValue` when its children are not plain text. */
export function ComboBoxItem<T extends object>({ className, ...props }: ComboBoxItemProps<T>) {
  return <ListBoxItem {...props} className={mergeClassNames(styles.item, className)} />;
}
