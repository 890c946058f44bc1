// Signing up: the names as the profile has them, the e-mail, a strong password, and a graduation
// date on or after the start date.
import { dateRules, rules, type Rule } from '@hci/validation';
import { personNameRules } from './names';
import { issuesAt, textOf, type FieldRuleIssue } from './issues';

export const emailRules: readonly Rule<string>[] = [rules.required, rules.email];

/** A new password: given, without blank space, 8 characters or more with a digit, a lower and an upper case letter. */
export const newPasswordRules: readonly Rule<string>[] = [
  rules.required,
  rules.noBlankSpace,
  rules.strongPassword,
];

/** A programme's dates: real ones, the graduation on or after the start. */
export const programDateRules = {
  startDate: [dateRules.validDate] as readonly Rule<string>[],
  graduationAfter: (startDate: string): Rule<string> => dateRules.minDate(startDate),
  graduationDate: (startDate: string): readonly Rule<string>[] =>
    startDate
      ? [dateRules.validDate, programDateRules.graduationAfter(startDate)]
      : [dateRules.validDate],
};

export function signUpIssues(body: unknown): FieldRuleIssue[] {
  const sent = (body ?? {}) as Record<string, unknown>;
  const startDate = textOf(sent.startDate);
  return [
    ...issuesAt('email', textOf(sent.email), emailRules),
    ...issuesAt('password', textOf(sent.password), newPasswordRules),
    ...issuesAt('firstName', textOf(sent.firstName), personNameRules),
    ...issuesAt('lastName', textOf(sent.lastName), personNameRules),
    ...issuesAt('startDate', startDate, programDateRules.startDate),
    ...issuesAt(
      'graduationDate',
      textOf(sent.graduationDate),
      programDateRules.graduationDate(startDate),
    ),
  ];
}
