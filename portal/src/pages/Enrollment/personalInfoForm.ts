import * as z from 'zod/mini';
import type { Address, EnrollmentApplicationInput, Student } from '@hci/api-schema';
import {
  addressSchema,
  type AddressValue,
  dateRules,
  emptyAddress,
  fromE164,
  optionalText,
  phoneRules,
  phoneSchema,
  type PhoneValue,
  rules,
  textSchema,
  toE164,
  withoutUndefined,
} from '@hci/design-system';

/** Text inputs cap at 100 characters. */
const textLimit = 100;

export interface PersonalInfoValues {
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

/**
 * The personal info step's rules: names, a birth date at least 18 years ago (younger students
 * enroll by phone), valid phones with a mobile one, and a whole address once any part is given.
 */
export const personalInfoSchema = z.object({
  firstName: textSchema(rules.required, rules.atLeastOneWord, rules.maxLength(textLimit)),
  middleName: textSchema(rules.maxLength(textLimit)),
  lastName: textSchema(rules.required, rules.atLeastOneWord, rules.maxLength(textLimit)),
  dateBirth: textSchema(
    rules.required,
    dateRules.validDate,
    dateRules.adultBirthDate('enrollment'),
  ),
  mobilePhone: phoneSchema(phoneRules.phoneValid, phoneRules.mobilePhone),
  homePhone: phoneSchema(phoneRules.phoneValid),
  workPhone: phoneSchema(phoneRules.phoneValid),
  address: addressSchema(rules.completeAddress),
});

/** Whether a birth date, valid as typed, is of someone not yet 18: the call-the-institute path. */
export function isUnderAge(dateBirth: string): boolean {
  return (
    dateRules.validDate(dateBirth) === undefined &&
    dateBirth !== '' &&
    dateRules.adultBirthDate('enrollment')(dateBirth) !== undefined
  );
}

function addressValue(address: Address | undefined): AddressValue {
  return {
    ...emptyAddress,
    ...Object.fromEntries(
      Object.keys(emptyAddress).map((key) => [key, address?.[key as keyof AddressValue] ?? '']),
    ),
  };
}

/**
 * What the step starts from: what the draft saved, else what the student's profile holds.
 * Phones show in their own country, else in the United States.
 */
export function personalInfoValuesOf(
  saved: EnrollmentApplicationInput | undefined,
  student: Student,
): PersonalInfoValues {
  const person = saved?.personalInfo ?? student.personalInfo;
  const contact = saved?.contactInfo ?? student.contactInfo;
  return {
    firstName: person.firstName,
    middleName: person.middleName ?? '',
    lastName: person.lastName,
    dateBirth: person.dateBirth ?? '',
    mobilePhone: fromE164(contact.mobilePhone, 'US'),
    homePhone: fromE164(contact.homePhone, 'US'),
    workPhone: fromE164(contact.workPhone, 'US'),
    address: addressValue(saved?.address ?? student.address),
  };
}

/** The step as the draft stores it: phones in E.164, empty parts left out. */
export function personalInfoInputOf(values: PersonalInfoValues): EnrollmentApplicationInput {
  const phone = (value: PhoneValue) => (value.number.trim() ? toE164(value) : undefined);
  return {
    personalInfo: withoutUndefined({
      firstName: values.firstName.trim(),
      middleName: optionalText(values.middleName),
      lastName: values.lastName.trim(),
      dateBirth: optionalText(values.dateBirth),
    }),
    contactInfo: withoutUndefined({
      mobilePhone: phone(values.mobilePhone),
      homePhone: phone(values.homePhone),
      workPhone: phone(values.workPhone),
    }),
    address: withoutUndefined(
      Object.fromEntries(
        Object.entries(values.address).map(([key, part]) => [key, optionalText(part)]),
      ) as Address,
    ),
  };
}
