import { type Gender, genderValues, type Language, languageValues } from '@hci/api-schema';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Student, StudentUpdate } from '@hci/api-schema';
import {
  addressSchema,
  type AddressValue,
  type CountryCode,
  emptyAddress,
  fromE164,
  loadPhoneMetadata,
  optionalText,
  phoneSchema,
  type PhoneMetadataSource,
  type PhoneValue,
  rules,
  dateRules,
  phoneRules,
  textSchema,
  toE164,
  withoutUndefined,
} from '@hci/design-system';

/** Text inputs cap at 100 characters. */
const textLimit = 100;

/** The profile form as the fields hold it. */
export interface ProfileValues {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: Gender | '';
  /** YYYY-MM-DD, or '' when unknown. */
  dateBirth: string;
  mobilePhone: PhoneValue;
  homePhone: PhoneValue;
  workPhone: PhoneValue;
  address: AddressValue;
  educationLevel: string;
  occupation: string;
  militaryMember: boolean;
  languageIso2LetterCode: Language;
  /** Stored file name of the photo, '' for none. */
  photo: string;
  /** An IANA zone, or '' to follow the browser. */
  timeZone: string;
}

/** The profile's rules: names required, an adult birth date, valid phones, a whole address. */
export const profileSchema = z.object({
  firstName: textSchema(rules.required, rules.atLeastOneWord, rules.maxLength(textLimit)),
  middleName: textSchema(rules.maxLength(textLimit)),
  lastName: textSchema(rules.required, rules.atLeastOneWord, rules.maxLength(textLimit)),
  gender: z.union([z.enum(genderValues), z.literal('')]),
  dateBirth: textSchema(dateRules.validDate, dateRules.adultBirthDate('profile')),
  mobilePhone: phoneSchema(phoneRules.phoneValid, phoneRules.mobilePhone),
  homePhone: phoneSchema(phoneRules.phoneValid),
  workPhone: phoneSchema(phoneRules.phoneValid),
  address: addressSchema(rules.completeAddress),
  educationLevel: textSchema(rules.maxLength(textLimit)),
  occupation: textSchema(rules.maxLength(textLimit)),
  militaryMember: z.boolean(),
  languageIso2LetterCode: z.enum(languageValues),
  photo: z.string(),
  timeZone: z.string(),
});

const genderSet = new Set<string>(genderValues);

/** The country of a phone the student has not given. */
const defaultPhoneCountry: CountryCode = 'US';

/** The phone metadata most profiles need, the default country's: loaded alongside the student. */
export const defaultPhoneMetadata = queryOptions({
  queryKey: ['phoneMetadata', defaultPhoneCountry],
  queryFn: () => loadPhoneMetadata(defaultPhoneCountry).then(() => true),
  staleTime: Infinity,
});

/** What `profileValuesOf` needs phone metadata for: the stored phones and the default country. */
export function profilePhoneSources({ contactInfo }: Student): PhoneMetadataSource[] {
  return [
    defaultPhoneCountry,
    contactInfo.mobilePhone,
    contactInfo.homePhone,
    contactInfo.workPhone,
  ];
}

/**
 * What the form starts from; phones are shown in their own country, else in `defaultCountry`.
 * Needs the metadata of `profilePhoneSources(student)`.
 */
export function profileValuesOf(
  student: Student,
  defaultCountry = defaultPhoneCountry,
): ProfileValues {
  const { personalInfo, contactInfo, address } = student;
  return {
    firstName: personalInfo.firstName,
    middleName: personalInfo.middleName ?? '',
    lastName: personalInfo.lastName,
    gender: personalInfo.gender && genderSet.has(personalInfo.gender) ? personalInfo.gender : '',
    dateBirth: personalInfo.dateBirth ?? '',
    mobilePhone: fromE164(contactInfo.mobilePhone, defaultCountry),
    homePhone: fromE164(contactInfo.homePhone, defaultCountry),
    workPhone: fromE164(contactInfo.workPhone, defaultCountry),
    address: {
      ...emptyAddress,
      ...Object.fromEntries(
        Object.keys(emptyAddress).map((key) => [key, address[key as keyof AddressValue] ?? '']),
      ),
    },
    educationLevel: student.educationLevel ?? '',
    occupation: student.occupation ?? '',
    militaryMember: student.militaryMember,
    languageIso2LetterCode: student.languageIso2LetterCode,
    photo: student.photo ?? '',
    timeZone: student.user.timeZone === 'none' ? '' : student.user.timeZone,
  };
}

/** The body of PUT /students/{id}: phones in E.164, an empty time zone sent as 'none'. */
export function studentUpdateOf(values: ProfileValues): StudentUpdate {
  const phone = (value: PhoneValue) => (value.number.trim() ? toE164(value) : undefined);
  const address = withoutUndefined(
    Object.fromEntries(
      Object.entries(values.address).map(([key, part]) => [key, optionalText(part)]),
    ) as StudentUpdate['address'] & object,
  );
  return withoutUndefined({
    personalInfo: withoutUndefined({
      firstName: values.firstName.trim(),
      middleName: optionalText(values.middleName),
      lastName: values.lastName.trim(),
      gender: values.gender || undefined,
      dateBirth: optionalText(values.dateBirth),
    }),
    contactInfo: withoutUndefined({
      mobilePhone: phone(values.mobilePhone),
      homePhone: phone(values.homePhone),
      workPhone: phone(values.workPhone),
    }),
    address,
    educationLevel: optionalText(values.educationLevel),
    occupation: optionalText(values.occupation),
    militaryMember: values.militaryMember,
    languageIso2LetterCode: values.languageIso2LetterCode,
    photo: optionalText(values.photo),
    user: { timeZone: optionalText(values.timeZone) ?? 'none' },
  });
}
