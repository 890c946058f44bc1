import type { ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../FieldParts';
import { ChevronDownIcon } from '../icons';
import * as styles from './Select.css';

export interface SelectProps<T extends object> extends Omit<
  AriaSelectProps<T>,
  'className' | 'style' | 'children'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactElement);
  /** `side` puts the label to the left of a compact control (toolbars, pagination). */
  labelPlacement?: 'top' | 'side';
}

/** Pick one option from a list: label, button, description, error; the list opens in a popover. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  labelPlacement = 'top',
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={styles.field[labelPlacement]}>
      <FieldLabel>{label}</FieldLabel>
      <AriaButton className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon aria-hidden className={styles.chevron} />
      </AriaButton>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={styles.popover}>
        <ListBox items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object> = Omit<ListBoxItemProps<T>, 'className' | 'style'>;

/** An option of a Select or ComboBox. Give it a `textValue` when its children are not plain text. */
export function SelectItem<T extends object>(props: SelectItemProps<T>) {
  return <ListBoxItem {...props} className={styles.item} />;
}
