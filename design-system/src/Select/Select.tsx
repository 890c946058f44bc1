// A native <select> in the field frame: no script for the list, the phone's own picker and the
// browser's type-ahead. Its props follow RAC's Select, so options still come from `SelectItem`
// children or from `items` and a render function.
import {
  Children,
  cloneElement,
  isValidElement,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import {
  NativeFieldDescription,
  NativeFieldError,
  NativeFieldLabel,
  useNativeFieldIds,
} from '../FieldParts/NativeFieldParts';
import { ChevronDownIcon } from '../icons';
import * as styles from './Select.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

/** Also the label of the empty option of lists that can be cleared (the address's country). */
export const selectMessages = defineMessages({
  placeholder: { id: 'ds.select.placeholder', defaultMessage: 'Select an option' },
});

/** An option's key, handed back to `onChange` with the type it was given. */
export type SelectKey = string | number;

export interface SelectItemProps extends StyleProps {
  /** Dynamic items default to the item's `id`. */
  id?: SelectKey;
  /** The option's text when its children are not plain text. */
  textValue?: string;
  isDisabled?: boolean;
  children?: ReactNode;
}

/** An option of a Select. */
export function SelectItem({
  id,
  textValue,
  isDisabled,
  children,
  className,
  style,
}: SelectItemProps) {
  return (
    <option value={String(id)} disabled={isDisabled} className={className} style={style}>
      {textValue ?? children}
    </option>
  );
}

export interface SelectProps<T extends object> extends StyleProps {
  /** Names the select, shown above it (or beside it with `labelPlacement="side"`). */
  label: ReactNode;
  /** Help text under the select. */
  description?: ReactNode;
  /** Shown under the field while it is invalid. */
  errorMessage?: ReactNode;
  /** Defaults to whether there is an `errorMessage`. */
  isInvalid?: boolean;
  /** Shows the required marker beside the label and sets `aria-required`; checks nothing itself. */
  isRequired?: boolean;
  /** Greys the select out; it can be neither focused nor changed. */
  isDisabled?: boolean;
  /** The select's id (error summary links point at it). */
  id?: string;
  /** The select's `name`, which a native form submits the selected key under. */
  name?: string;
  /** What the browser may fill it with, as an `autocomplete` token (`country`). */
  autoComplete?: string;
  /** The text of the empty first option shown while nothing is selected. */
  placeholder?: string;
  /** `side` puts the label to the left of a compact control (toolbars, pagination). */
  labelPlacement?: 'top' | 'side';
  /** The data of dynamic options, each rendered by a `children` function; its `id` is the key. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactElement<SelectItemProps>);
  /** The selected option's key when the caller holds it (controlled); `null` selects none. */
  value?: SelectKey | null;
  /** The key selected at first when the select holds its own choice; none if unset. */
  defaultValue?: SelectKey | null;
  /** Called with the chosen option's key, with the type it was given (a number stays a number). */
  onChange?: (key: SelectKey) => void;
  /** react-aria's older name for `value`, which wins when both are given. */
  selectedKey?: SelectKey | null;
  /** react-aria's older name for `defaultValue`, used when `defaultValue` is not given. */
  defaultSelectedKey?: SelectKey | null;
  /** react-aria's older name for `onChange`; both are called. */
  onSelectionChange?: (key: SelectKey) => void;
  /** Called with the blur event when focus leaves the select. */
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
}

/** The option elements, a dynamic item's taking the item's `id` unless it names its own. */
function optionsOf<T extends object>(
  items: Iterable<T> | undefined,
  children: SelectProps<T>['children'],
): ReactElement<SelectItemProps>[] {
  if (typeof children !== 'function') {
    return Children.toArray(children).filter(isValidElement<SelectItemProps>);
  }
  return Array.from(items ?? [], (item) => {
    const element = children(item);
    const id = element.props.id ?? (item as { id?: SelectKey }).id;
    return cloneElement(element, { key: String(id), id });
  });
}

/** Pick one option from a list: label, select, description, error. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  isInvalid = errorMessage !== undefined,
  isRequired,
  isDisabled,
  id,
  name,
  autoComplete,
  placeholder,
  labelPlacement = 'top',
  items,
  children,
  value,
  defaultValue,
  onChange,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  onBlur,
  className,
  style,
}: SelectProps<T>) {
  const intl = useIntl();
  const showsError = isInvalid && errorMessage !== undefined;
  const ids = useNativeFieldIds(id, {
    hasDescription: description !== undefined,
    hasError: showsError,
  });

  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? defaultSelectedKey ?? null);
  const controlled = value !== undefined ? value : selectedKey;
  const selected = controlled !== undefined ? controlled : uncontrolled;
  const options = optionsOf(items, children);
  // Option values are strings; this gives callers back their keys with their own types.
  const keys = new Map(options.map(({ props }) => [String(props.id), props.id]));
  const current = selected !== null && keys.has(String(selected)) ? String(selected) : '';
  const showsPlaceholder = !keys.has(current);

  return (
    <div className={mergeClassNames(styles.field[labelPlacement], className)} style={style}>
      <NativeFieldLabel htmlFor={ids.controlId} isRequired={isRequired}>
        {label}
      </NativeFieldLabel>
      <div className={styles.control}>
        <select
          id={ids.controlId}
          name={name}
          className={styles.select}
          value={current}
          disabled={isDisabled}
          autoComplete={autoComplete}
          data-placeholder={showsPlaceholder || undefined}
          aria-required={isRequired || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            const key = keys.get(event.target.value);
            if (key === undefined) return;
            setUncontrolled(key);
            onChange?.(key);
            onSelectionChange?.(key);
          }}
          onBlur={onBlur}
        >
          {showsPlaceholder && (
            <option value="">
              {placeholder ?? intl.formatMessage(selectMessages.placeholder)}
            </option>
          )}
          {options}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
      {description !== undefined && (
        <NativeFieldDescription id={ids.descriptionId}>{description}</NativeFieldDescription>
      )}
      {showsError && <NativeFieldError id={ids.errorId}>{errorMessage}</NativeFieldError>}
    </div>
  );
}
