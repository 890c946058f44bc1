// The rules every form of text fields needs (sign in, a password reset): apart from the others, so
// that the sign-in page carries these and their messages alone. `rules` passes them on too.
import * as m from './coreMessages';
import type { PhoneValue } from './phone';
import type { Rule, RuleIssue } from './types';

/** The example the e-mail message shows between brackets. */
export const emailExample = 'name@example.com';

function isPhoneValue(value: unknown): value is PhoneValue {
  return typeof value === 'object' && value !== null && 'number' in value && 'country' in value;
}

/** Empty as the required rule means it: trimmed strings, nothing, empty lists; numbers never. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (isPhoneValue(value)) return value.number.trim() === '';
  return false;
}

export const required: Rule<unknown> = (value) =>
  isBlank(value) ? { message: m.required } : undefined;

const emailPattern = /^\S+@\S+\.\S+$/;
export const email: Rule<string> = (value) =>
  value === '' || emailPattern.test(value)
    ? undefined
    : { message: m.email, values: { email: emailExample } };

/** The confirmation rule, for a pair of values (the form schema wires it to two fields). */
export function matches<T>(other: T): Rule<T> {
  return (value) =>
    isBlank(value) || Object.is(value, other) ? undefined : { message: m.confirmation };
}

/** The issues of the first broken rule, as a list. */
export function firstIssues<T>(value: T, rules: readonly Rule<T>[]): readonly RuleIssue[] {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return Array.isArray(result) ? result : [result as RuleIssue];
  }
  return [];
}
