// A student's minimum age, and the profile's rule for it. Enrolling says it in other words
// (`enrollment-age.ts`), in a module of its own so that only the enrollment's bundle carries them.
import { dateRules, type Rule } from '@hci/validation';

/** The youngest a student may be, in years; younger people enroll by calling the institute. */
export const minimumAge = 18;

/** A birth date at least `minimumAge` years ago: "Must be older than 18 years". */
export const profileAgeRule = (): Rule<string> => dateRules.ageAtLeast(minimumAge);
