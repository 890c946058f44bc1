// A person's first and last name fields. Sign-up asks for these alone: apart from the rest of the
// identity form, its page does not load the birth date, phone and address fields. Names are kept
// as typed: a character the name rule refuses is pointed out, never dropped unseen.
import { type FieldBinding, TextField } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { identityMessages as m } from './messages';

export function FirstNameField(binding: FieldBinding<string>) {
  const intl = useIntl();
  return (
    <TextField
      {...binding}
      label={intl.formatMessage(m.firstName)}
      isRequired
      autoComplete="given-name"
    />
  );
}

export function LastNameField(binding: FieldBinding<string>) {
  const intl = useIntl();
  return (
    <TextField
      {...binding}
      label={intl.formatMessage(m.lastName)}
      isRequired
      autoComplete="family-name"
    />
  );
}

/** The names alone, as signing up asks for them. */
export function NameFields({
  firstName,
  lastName,
}: {
  firstName: FieldBinding<string>;
  lastName: FieldBinding<string>;
}) {
  return (
    <>
      <FirstNameField {...firstName} />
      <LastNameField {...lastName} />
    </>
  );
}
