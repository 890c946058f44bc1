// A person's identity as the API stores it (names, birth date, phones, address): the rules of each
// field, and their check of a request's PersonalInfo, ContactInfo and Address.
import {
  dateRules,
  emptyAddress,
  fromE164,
  loadPhoneMetadata,
  phoneRules,
  rules,
  validationMessages,
  type AddressValue,
  type PhoneValue,
  type Rule,
} from '@hci/validation';
import type { ContactInfo } from '@hci/api-schema';
import { issuesAt, recordAt, textOf, type FieldRuleIssue } from './issues';
import { profileAgeRule } from './age';
import { enrollmentAgeRule } from './enrollment-age';
import { middleNameRules, personNameRules } from './names';

export interface BirthDateOptions {
  /** Whether the birth date must be given (enrolling), or may stay empty (the profile). */
  required: boolean;
  /** What an under-age birth date is told: to call the institute (enrolling), or the minimum age. */
  ageContext: 'enrollment' | 'profile';
}

/** A real date, at least `minimumAge` years ago (`ageRule` says so in its context's words). */
export function birthDateRules(required: boolean, ageRule: Rule<string>): Rule<string>[] {
  return [...(required ? [rules.required] : []), dateRules.validDate, ageRule];
}

const ageRules = { enrollment: enrollmentAgeRule, profile: profileAgeRule };

/** Valid phones, the mobile one of a mobile type. */
export const phoneFieldRules = {
  mobilePhone: [phoneRules.phoneValid, phoneRules.mobilePhone],
  homePhone: [phoneRules.phoneValid],
  workPhone: [phoneRules.phoneValid],
} as const satisfies Record<keyof ContactInfo, readonly Rule<PhoneValue>[]>;

/** The whole address once any part of it is given. */
export const addressRules: readonly Rule<AddressValue>[] = [rules.completeAddress];

export function personalInfoIssues(
  body: unknown,
  birthDate: BirthDateOptions,
  at = 'personalInfo',
): FieldRuleIssue[] {
  const info = recordAt(body, at);
  return [
    ...issuesAt(`${at}.firstName`, textOf(info.firstName), personNameRules),
    ...issuesAt(`${at}.middleName`, textOf(info.middleName), middleNameRules),
    ...issuesAt(`${at}.lastName`, textOf(info.lastName), personNameRules),
    ...issuesAt(
      `${at}.dateBirth`,
      textOf(info.dateBirth),
      birthDateRules(birthDate.required, ageRules[birthDate.ageContext]()),
    ),
  ];
}

/** The country a stored number without one of its own is read in (the forms' default). */
const defaultPhoneCountry = 'US';

/**
 * The phones of a request's ContactInfo. The API stores numbers in E.164 (`+12025550123`), so a
 * number without its `+` country code is not a valid one. Loads the phone metadata the numbers need.
 */
export async function contactInfoIssues(
  body: unknown,
  at = 'contactInfo',
): Promise<FieldRuleIssue[]> {
  const contact = recordAt(body, at);
  const names = Object.keys(phoneFieldRules) as (keyof typeof phoneFieldRules)[];
  const numbers = names.map((name) => textOf(contact[name]).trim());
  await loadPhoneMetadata(...numbers);
  return names.flatMap((name, index) => {
    const number = numbers[index] ?? '';
    if (number !== '' && !number.startsWith('+'))
      return issuesAt(`${at}.${name}`, number, [
        () => ({ message: validationMessages.phoneValid }),
      ]);
    return issuesAt(`${at}.${name}`, fromE164(number, defaultPhoneCountry), phoneFieldRules[name]);
  });
}

export function addressIssues(body: unknown, at = 'address'): FieldRuleIssue[] {
  const address = recordAt(body, at);
  const value = Object.fromEntries(
    Object.keys(emptyAddress).map((part) => [part, textOf(address[part])]),
  ) as unknown as AddressValue;
  return issuesAt(at, value, addressRules);
}

/** The identity parts a request sends, each checked where it sent one. */
export async function identityIssues(
  body: unknown,
  birthDate: BirthDateOptions,
): Promise<FieldRuleIssue[]> {
  const sent = (key: string) => Object.keys(recordAt(body, key)).length > 0;
  return [
    ...(sent('personalInfo') ? personalInfoIssues(body, birthDate) : []),
    ...(sent('contactInfo') ? await contactInfoIssues(body) : []),
    ...(sent('address') ? addressIssues(body) : []),
  ];
}
