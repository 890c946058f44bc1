import {
  AddressGroup,
  type AddressValue,
  DateField,
  type FieldBinding,
  PhoneField,
  type PhoneValue,
  SectionCard,
  TextField,
} from '@hci/design-system';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { identityMessages as m } from './messages';
import { FirstNameField, LastNameField } from './NameFields';

/** The whole identity, in cards: personal information, phones, address. */
export interface FullIdentityFields {
  personalTitle: MessageDescriptor;
  phonesTitle: MessageDescriptor;
  /** Atop the personal card (the profile's e-mail address). */
  personalIntro?: ReactNode;
  middleName: FieldBinding<string>;
  /** Between the last name and the birth date (the profile's gender). */
  beforeBirthDate?: ReactNode;
  dateBirth: FieldBinding<string>;
  birthDateRequired: boolean;
  /** Under the birth date (what enrolling under age takes). */
  afterBirthDate?: ReactNode;
  mobilePhone: FieldBinding<PhoneValue>;
  homePhone: FieldBinding<PhoneValue>;
  workPhone: FieldBinding<PhoneValue>;
  address: FieldBinding<AddressValue>;
  /** The messages of the address's parts (`form.errorsUnder('address')`). */
  addressErrors: Record<string, string>;
}

export interface IdentityFieldsProps {
  firstName: FieldBinding<string>;
  lastName: FieldBinding<string>;
  full: FullIdentityFields;
}

/** The student's whole identity form: names, birth date, phones and address. */
export function IdentityFields({ firstName, lastName, full }: IdentityFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <SectionCard title={intl.formatMessage(full.personalTitle)}>
        {full.personalIntro}
        <FirstNameField {...firstName} />
        <TextField
          {...full.middleName}
          label={intl.formatMessage(m.middleName)}
          autoComplete="additional-name"
        />
        <LastNameField {...lastName} />
        {full.beforeBirthDate}
        <DateField
          {...full.dateBirth}
          label={intl.formatMessage(m.dateBirth)}
          isRequired={full.birthDateRequired}
          autoComplete="bday"
        />
        {full.afterBirthDate}
      </SectionCard>
      <SectionCard title={intl.formatMessage(full.phonesTitle)}>
        <PhoneField
          {...full.mobilePhone}
          label={intl.formatMessage(m.mobilePhone)}
          autoComplete="tel"
        />
        <PhoneField {...full.homePhone} label={intl.formatMessage(m.homePhone)} />
        <PhoneField {...full.workPhone} label={intl.formatMessage(m.workPhone)} />
      </SectionCard>
      <SectionCard title={intl.formatMessage(m.address)}>
        <AddressGroup
          id={full.address.id}
          legend={intl.formatMessage(m.address)}
          isLegendHidden
          value={full.address.value}
          onChange={full.address.onChange}
          errors={full.addressErrors}
        />
      </SectionCard>
    </>
  );
}
