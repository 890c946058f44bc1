import type { InputFilter } from '@hci/validation';
import { TextInputField, type TextInputFieldProps } from './TextInputField';

/** Text inputs cap at 100 characters. */
export const textMaxLength = 100;

export interface TextFieldProps extends Omit<
  TextInputFieldProps,
  'display' | 'parse' | 'parsePaste' | 'endAdornment' | 'type'
> {
  /** Drops characters outside an allowed set as the user types or pastes. */
  filter?: InputFilter;
  /**
   * The input's type: `tel` brings up a phone's number pad, `url` a web-address keyboard.
   * Default: 'text'.
   */
  type?: 'text' | 'tel' | 'url';
}

/**
 * A labelled single-line text input of the forms kit, capped at 100 characters, with an optional
 * character `filter`.
 */
export function TextField({ filter, maxLength = textMaxLength, ...props }: TextFieldProps) {
  return <TextInputField {...props} maxLength={maxLength} parse={filter} />;
}
