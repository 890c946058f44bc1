// The single-line text control behind the kit's text-like fields, on a native input in the native
// field frame; its states are the data attributes the kit's styles read. `display` and `parse` let
// a masked field show one text while it stores another value.
import type { ClipboardEvent, HTMLAttributes, ReactNode } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useInteractionState } from '../../interactions';
import type { FieldBaseProps } from '../Field/Field';
import * as styles from '../Field/Field.css';
import { NativeField, NativeFieldGroup } from '../Field/NativeField';
import { useFieldValue, useTypedBeforeHydration } from '../Field/useFieldValue';

export interface TextInputFieldProps extends FieldBaseProps {
  /** The stored value when the caller holds it (controlled, with `onChange`). */
  value?: string;
  /** The stored value to start from when the field holds its own. Default: ''. */
  defaultValue?: string;
  /** Called with the new stored value as the person types or pastes. */
  onChange?: (value: string) => void;
  /** The most characters the input takes (the native `maxLength`): typing stops there. */
  maxLength?: number;
  /**
   * The native input's type (`email`, `password`…), which decides a phone's keyboard and how the
   * browser treats the text. Default: 'text'.
   */
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  /** What the browser may fill in, as an `autocomplete` token (`given-name`, `postal-code`). */
  autoComplete?: string;
  /** Which keyboard a phone shows (`numeric`, `decimal`, `email`…) where `type` does not decide. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Shown in the empty input and gone once the person types, so help belongs in `description`. */
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
  onBlur,
  ...field
}: TextInputFieldProps) {
  const [value, setValue] = useFieldValue(valueProp, defaultValue, onChange);
  const typedEarly = useTypedBeforeHydration<HTMLInputElement>(display(value), (text) =>
    setValue(parse(text)),
  );
  const input = useInteractionState({ isDisabled: field.isDisabled, isTextInput: true });
  const onPaste = parsePaste
    ? (event: ClipboardEvent<HTMLInputElement>) => {
        const pasted = parsePaste(event.clipboardData.getData('text'));
        if (pasted === undefined) return;
        event.preventDefault();
        setValue(pasted);
      }
    : undefined;
  return (
    <NativeField {...field}>
      {(control) => {
        const element = (
          <input
            {...mergeProps(endAdornment ? {} : input.interactionProps, { onBlur, onPaste })}
            {...control}
            ref={typedEarly}
            type={type}
            value={display(value)}
            onChange={(event) => setValue(parse(event.target.value))}
            maxLength={maxLength}
            autoComplete={autoComplete}
            inputMode={inputMode}
            placeholder={placeholder}
            className={endAdornment ? styles.groupInput : styles.input}
          />
        );
        if (!endAdornment) return element;
        return (
          <NativeFieldGroup control={control}>
            {element}
            {endAdornment}
          </NativeFieldGroup>
        );
      }}
    </NativeField>
  );
}
