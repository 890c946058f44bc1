import { textMaxLength, type TextFieldProps } from '../TextField';
import { TextInputField } from '../TextField/TextInputField';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'filter' | 'inputMode'>;

/** An e-mail address: the e-mail keyboard on phones, autofill, no surrounding spaces. */
export function EmailField({
  autoComplete = 'email',
  maxLength = textMaxLength,
  ...props
}: EmailFieldProps) {
  return (
    <TextInputField
      {...props}
      type="email"
      autoComplete={autoComplete}
      maxLength={maxLength}
      parse={(text) => text.trim()}
    />
  );
}
