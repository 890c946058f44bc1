// The student's identity as forms hold it (names, birth date, phones, address), its rules, and
// its way to and from the contract's PersonalInfo, ContactInfo and Address. The rules are the ones
// the API enforces on the stored identity.
import type {
  Address,
  AddressInput,
  ContactInfo,
  ContactInfoInput,
  PersonalInfo,
  PersonalInfoInput,
} from '@hci/api-schema';
import {
  addressSchema,
  type AddressValue,
  type CountryCode,
  emptyAddress,
  fromE164,
  optionalText,
  phoneSchema,
  type PhoneValue,
  type Rule,
  textSchema,
  toE164,
} from '@hci/design-system';
import {
  addressRules,
  birthDateRules,
  middleNameRules,
  phoneFieldRules,
} from '@hci/rules/field-rules';
import { personNameSchema } from './personName';

export interface IdentityValues {
  firstName: string;
  middleName: string;
  lastName: string;
  /** YYYY-MM-DD, or '' while not given. */
  dateBirth: string;
  mobilePhone: PhoneValue;
  homePhone: PhoneValue;
  workPhone: PhoneValue;
  address: AddressValue;
}

export interface IdentityRulesOptions {
  /** Whether the birth date must be given (enrolling), or may stay empty (the profile). */
  birthDateRequired: boolean;
  /** The minimum age, in the form's words: `enrollmentAgeRule()` or `profileAgeRule()`. */
  ageRule: Rule<string>;
}

/**
 * The identity's fields and rules, for a form schema: names, a birth date at least 18 years ago,
 * valid phones with a mobile one, and a whole address once any part of it is given.
 */
export function identityShape({ birthDateRequired, ageRule }: IdentityRulesOptions) {
  return {
    firstName: personNameSchema(),
    middleName: textSchema(...middleNameRules),
    lastName: personNameSchema(),
    dateBirth: textSchema(...birthDateRules(birthDateRequired, ageRule)),
    mobilePhone: phoneSchema(...phoneFieldRules.mobilePhone),
    homePhone: phoneSchema(...phoneFieldRules.homePhone),
    workPhone: phoneSchema(...phoneFieldRules.workPhone),
    address: addressSchema(...addressRules),
  };
}

/** What an identity form starts from; phones are shown in their own country, else in `defaultCountry`. */
export function identityValuesOf(
  person: PersonalInfo,
  contact: ContactInfo,
  address: Address | undefined,
  defaultCountry: CountryCode,
): IdentityValues {
  return {
    firstName: person.firstName,
    middleName: person.middleName ?? '',
    lastName: person.lastName,
    dateBirth: person.dateBirth ?? '',
    mobilePhone: fromE164(contact.mobilePhone, defaultCountry),
    homePhone: fromE164(contact.homePhone, defaultCountry),
    workPhone: fromE164(contact.workPhone, defaultCountry),
    address: {
      ...emptyAddress,
      ...Object.fromEntries(
        Object.keys(emptyAddress).map((key) => [key, address?.[key as keyof AddressValue] ?? '']),
      ),
    },
  };
}

/** The identity as the API takes it: names trimmed, phones in E.164, empty fields null (none). */
export function identityInputOf(values: IdentityValues): {
  personalInfo: PersonalInfoInput;
  contactInfo: ContactInfoInput;
  address: AddressInput;
} {
  const phone = (value: PhoneValue) => (value.number.trim() ? toE164(value) : null);
  return {
    personalInfo: {
      firstName: values.firstName.trim(),
      middleName: optionalText(values.middleName),
      lastName: values.lastName.trim(),
      dateBirth: optionalText(values.dateBirth),
    },
    contactInfo: {
      mobilePhone: phone(values.mobilePhone),
      homePhone: phone(values.homePhone),
      workPhone: phone(values.workPhone),
    },
    address: Object.fromEntries(
      Object.entries(values.address).map(([key, part]) => [key, optionalText(part)]),
    ),
  };
}
