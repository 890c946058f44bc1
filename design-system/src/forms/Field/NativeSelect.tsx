// A native select in the Field frame: type-ahead and the phone's own picker for long lists
// (countries, states), wired by hand since RAC's field contexts do not cover <select>.
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import * as parts from '../../FieldParts/FieldParts.css';
import { RequiredMarker, type FieldBaseProps } from './Field';
import * as styles from './Field.css';

const messages = defineMessages({
  choose: { id: 'form.select.choose', defaultMessage: 'Select an option' },
});

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectProps extends Omit<FieldBaseProps, 'autoFocus'> {
  value: string;
  onChange: (value: string) => void;
  options: readonly NativeSelectOption[];
  autoComplete?: string;
}

export function NativeSelect({
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  id,
  onBlur,
  value,
  onChange,
  options,
  autoComplete,
}: NativeSelectProps) {
  const intl = useIntl();
  const ownId = useId();
  const selectId = id ?? ownId;
  const descriptionId = `${selectId}-description`;
  const errorId = `${selectId}-error`;
  const describedBy = [description && descriptionId, errorMessage && errorId].filter(Boolean);
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={selectId} className={parts.label}>
          {label}
        </label>
        {isRequired && <RequiredMarker />}
      </div>
      <select
        id={selectId}
        name={name}
        className={styles.select}
        value={value}
        disabled={isDisabled}
        autoComplete={autoComplete}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{intl.formatMessage(messages.choose)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description && (
        <div id={descriptionId} className={parts.description}>
          {description}
        </div>
      )}
      {errorMessage && (
        <div id={errorId} className={parts.error}>
          {errorMessage}
        </div>
      )}
    </div>
  );
}
