// The single-line text control behind the kit's text-like fields. `display` and `parse` let a
// masked field show one text while it stores another value.
import type { ClipboardEvent, HTMLAttributes, ReactNode } from 'react';
import { Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldFrame, fieldState, useFieldValue, type FieldBaseProps } from '../Field';
import * as styles from '../Field/Field.css';

export interface TextInputFieldProps extends FieldBaseProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  maxLength?: number;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** The text shown for a stored value. */
  display?: (value: string) => string;
  /** The stored value for a text typed or pasted. */
  parse?: (text: string) => string;
  /** Decides a paste on its own (a whole date pasted over a partial one): the new value, or undefined. */
  parsePaste?: (pasted: string) => string | undefined;
  /** Shown after the input, inside its frame (a show/hide toggle). */
  endAdornment?: ReactNode;
}

const identity = (text: string) => text;

export function TextInputField({
  value: valueProp,
  defaultValue = '',
  onChange,
  maxLength,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  display = identity,
  parse = identity,
  parsePaste,
  endAdornment,
  ...field
}: TextInputFieldProps) {
  const [value, setValue] = useFieldValue(valueProp, defaultValue, onChange);
  const onPaste = parsePaste
    ? (event: ClipboardEvent<HTMLInputElement>) => {
        const pasted = parsePaste(event.clipboardData.getData('text'));
        if (pasted === undefined) return;
        event.preventDefault();
        setValue(pasted);
      }
    : undefined;
  const inputProps = { placeholder, onPaste, inputMode };
  return (
    <AriaTextField
      {...fieldState(field)}
      value={display(value)}
      onChange={(text) => setValue(parse(text))}
      onBlur={field.onBlur}
      maxLength={maxLength}
      type={type}
      autoComplete={autoComplete}
    >
      <FieldFrame {...field}>
        {endAdornment ? (
          <Group className={styles.group}>
            <Input {...inputProps} className={styles.groupInput} />
            {endAdornment}
          </Group>
        ) : (
          <Input {...inputProps} className={styles.input} />
        )}
      </FieldFrame>
    </AriaTextField>
  );
}
