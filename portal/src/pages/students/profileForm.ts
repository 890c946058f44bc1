import { type Gender, genderValues, type Language, languageValues } from '@hci/api-schema';
import { profileAgeRule } from '@hci/rules/field-rules';
import {
  identityInputOf,
  identityShape,
  identityValuesOf,
  type IdentityValues,
  textLimit,
} from '@hci/app-frame';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Student, StudentUpdate } from '@hci/api-schema';
import {
  type CountryCode,
  loadPhoneMetadata,
  optionalText,
  type PhoneMetadataSource,
  rules,
  textSchema,
} from '@hci/design-system';

/** The profile form as the fields hold it: the identity, and the rest of the profile. */
export interface ProfileValues extends IdentityValues {
  gender: Gender | '';
  educationLevel: string;
  occupation: string;
  militaryMember: boolean;
  languageIso2LetterCode: Language;
  /** An IANA zone, or '' to follow the browser. */
  timeZone: string;
}

/** The profile's rules: the identity's (an optional birth date, of an adult), and the rest. */
export const profileSchema = z.object({
  ...identityShape({ birthDateRequired: false, ageRule: profileAgeRule() }),
  gender: z.union([z.enum(genderValues), z.literal('')]),
  educationLevel: textSchema(rules.maxLength(textLimit)),
  occupation: textSchema(rules.maxLength(textLimit)),
  militaryMember: z.boolean(),
  languageIso2LetterCode: z.enum(languageValues),
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
    ...identityValuesOf(personalInfo, contactInfo, address, defaultCountry),
    gender: personalInfo.gender && genderSet.has(personalInfo.gender) ? personalInfo.gender : '',
    educationLevel: student.educationLevel ?? '',
    occupation: student.occupation ?? '',
    militaryMember: student.militaryMember,
    languageIso2LetterCode: student.languageIso2LetterCode,
    timeZone: student.user.timeZone === 'none' ? '' : student.user.timeZone,
  };
}

/**
 * The body of PUT /students/{id}: phones in E.164, each emptied field null so the API clears it,
 * an empty time zone sent as 'none'. The photo is left out: it is saved on its own, on upload.
 */
export function studentUpdateOf(values: ProfileValues): StudentUpdate {
  const { personalInfo, contactInfo, address } = identityInputOf(values);
  return {
    personalInfo: { ...personalInfo, gender: values.gender || null },
    contactInfo,
    address,
    educationLevel: optionalText(values.educationLevel),
    occupation: optionalText(values.occupation),
    militaryMember: values.militaryMember,
    languageIso2LetterCode: values.languageIso2LetterCode,
    user: { timeZone: optionalText(values.timeZone) ?? 'none' },
  };
}

/**
 * The body of PUT /students/{id} that changes the photo alone (null removes it): the members the
 * API requires as they are stored, every other member left out so it keeps its value.
 */
export function studentPhotoUpdateOf(student: Student, photo: string | null): StudentUpdate {
  const { firstName, lastName } = student.personalInfo;
  return {
    personalInfo: { firstName, lastName },
    user: { timeZone: student.user.timeZone },
    photo,
  };
}
