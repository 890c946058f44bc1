// A person's first and last name fields. Sign-up asks for these alone: apart from the rest of the
// identity form, its page does not load the birth date, phone and address fields. Names take
// letters and spaces only, as their rules (and the API) require.
import { type FieldBinding, lettersAndSpaces, TextField } from '@hci/design-system';
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
      filter={lettersAndSpaces}
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
      filter={lettersAndSpaces}
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
