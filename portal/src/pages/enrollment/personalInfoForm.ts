import * as z from 'zod/mini';
import type { EnrollmentApplication, Student } from '@hci/api-schema';
import { enrollmentAgeRule } from '@hci/rules/field-rules';
import { identityShape, identityValuesOf, type IdentityValues } from '@hci/app-frame';
import { dateRules } from '@hci/design-system';

/**
 * The personal info step's rules: the identity's, with a birth date required and at least 18
 * years ago (younger students enroll by phone).
 */
export const personalInfoSchema = z.object(
  identityShape({ birthDateRequired: true, ageRule: enrollmentAgeRule() }),
);

/** Whether a birth date, valid as typed, is of someone under age: the call-the-institute path. */
export function isUnderAge(dateBirth: string): boolean {
  return (
    dateRules.validDate(dateBirth) === undefined &&
    dateBirth !== '' &&
    enrollmentAgeRule()(dateBirth) !== undefined
  );
}

/**
 * What the step starts from: what the draft saved, else what the student's profile holds.
 * Phones show in their own country, else in the United States.
 */
export function personalInfoValuesOf(
  saved: EnrollmentApplication | undefined,
  student: Student,
): IdentityValues {
  return identityValuesOf(
    saved?.personalInfo ?? student.personalInfo,
    saved?.contactInfo ?? student.contactInfo,
    saved?.address ?? student.address,
    'US',
  );
}
