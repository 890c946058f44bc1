import { PasswordField, type FieldBinding } from '@hci/design-system';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { accountMessages } from './messages';

export interface NewPasswordFieldsProps {
  /** The form's binding of the new password (`form.field('password')`). */
  password: FieldBinding<string>;
  label: MessageDescriptor;
  /** The rules in words, under the field; `null` for none. Default: the frame's. */
  hint?: MessageDescriptor | null;
  /** Where the password is typed twice: the binding of the repeat, and its label. */
  confirmation?: { field: FieldBinding<string>; label: MessageDescriptor };
}

/** The new password's field, and its repeat where the form asks for one. */
export function NewPasswordFields({
  password,
  label,
  hint = accountMessages.newPasswordHint,
  confirmation,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        {...password}
        label={intl.formatMessage(label)}
        {...(hint ? { description: intl.formatMessage(hint) } : {})}
        autoComplete="new-password"
        isRequired
      />
      {confirmation && (
        <PasswordField
          {...confirmation.field}
          label={intl.formatMessage(confirmation.label)}
          autoComplete="new-password"
          isRequired
        />
      )}
    </>
  );
}
