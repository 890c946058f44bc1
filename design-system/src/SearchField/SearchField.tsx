import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../FieldParts';
import { CloseIcon, SearchIcon } from '../icons';
import * as styles from './SearchField.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'>, StyleProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  placeholder?: string;
}

/** A search box: Enter submits (`onSubmit`), Escape or the clear button empties it (`onClear`). */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  style,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={mergeClassNames(styles.field, className)} style={style}>
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.control}>
        <SearchIcon aria-hidden className={styles.searchIcon} />
        <Input placeholder={placeholder} className={styles.input} />
        <AriaButton className={styles.clearButton}>
          <CloseIcon aria-hidden />
        </AriaButton>
      </div>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaSearchField>
  );
}
