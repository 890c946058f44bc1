import { dateRules, type Rule } from '@hci/validation';
import { minimumAge } from './age';
import { institutionMessages } from './messages';

/** The minimum age as enrolling says it: a younger student is told to call the institute. */
export const enrollmentAgeRule = (): Rule<string> =>
  dateRules.ageAtLeast(minimumAge, { message: institutionMessages.ageCallInstitute });
