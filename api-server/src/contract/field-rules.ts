// The forms' field rules, enforced on what a request sends: a value a form refuses is refused here
// with that form's message, in English, and the rule's name and values for a client to show it in
// its user's language. The rules are the shared ones (api-schema's field-rules).
import type { FieldError, ValidationRule } from '@hci/api-schema';
import {
  coachProfileIssues,
  identityIssues,
  signUpIssues,
  fieldRuleMessages,
  type FieldRuleIssue,
} from '@hci/rules/field-rules';
import { IntlMessageFormat } from 'intl-messageformat';

type MessageValue = string | number;

type BodyCheck = (body: unknown) => FieldRuleIssue[] | Promise<FieldRuleIssue[]>;

/** The operations whose bodies carry fields a form checks, and their check. */
const checks: Partial<Record<string, BodyCheck>> = {
  signUp: signUpIssues,
  updateStudent: (body) => identityIssues(body, { required: false, ageContext: 'profile' }),
  // A minor is told to enroll by calling the institute. A draft holds any part of the answers,
  // so the birth date its form asks for may still be missing from one.
  createEnrollmentApplication: (body) =>
    identityIssues(body, { required: false, ageContext: 'enrollment' }),
  updateEnrollmentApplication: (body) =>
    identityIssues(body, { required: false, ageContext: 'enrollment' }),
  updateCoach: async (body) => [
    ...coachProfileIssues(body),
    ...(await identityIssues(body, { required: false, ageContext: 'profile' })),
  ],
};

const englishFormats = new Map<ValidationRule, IntlMessageFormat>();

/** A rule's message in English with its values filled in. */
export function englishMessage(
  rule: ValidationRule,
  values?: Record<string, MessageValue>,
): string {
  let format = englishFormats.get(rule);
  if (!format) {
    format = new IntlMessageFormat(fieldRuleMessages[rule].defaultMessage as string, 'en');
    englishFormats.set(rule, format);
  }
  return String(format.format(values));
}

export function ruleFieldError(
  path: string,
  rule: ValidationRule,
  values?: Record<string, MessageValue>,
): FieldError {
  const error: FieldError = { path, message: englishMessage(rule, values), rule };
  return values ? { ...error, values } : error;
}

/** The field rules a body breaks, none for an operation without any. */
export async function fieldRuleErrors(operationId: string, body: unknown): Promise<FieldError[]> {
  const check = checks[operationId];
  if (!check) return [];
  return (await check(body)).map(({ path, rule, values }) => ruleFieldError(path, rule, values));
}

/**
 * The contract's problems and the field rules' together, one per field: where a field breaks a
 * rule, the rule's message replaces the contract's (a weak password reads as the form says it,
 * not as a pattern).
 */
export function withFieldRules(contract: FieldError[], rules: FieldError[]): FieldError[] {
  const ruled = new Set(rules.map((error) => error.path));
  return [...rules, ...contract.filter((error) => !ruled.has(error.path))];
}
