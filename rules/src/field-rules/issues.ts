// A request's values checked against field rules: each issue at the dotted path of its field in the
// request (`personalInfo.firstName`, `address.city`), the first broken rule's only.
import { firstIssues, type MessageValue, type Rule } from '@hci/validation';
import type { ValidationRule } from '@hci/api-schema';
import { fieldRuleMessages } from './messages';

export interface FieldRuleIssue {
  path: string;
  /** The rule's name: the name of its message among the field rules' messages. */
  rule: ValidationRule;
  values?: Record<string, MessageValue>;
}

const ruleNameOfMessage = new Map<string | undefined, ValidationRule>(
  Object.entries(fieldRuleMessages).map(([name, descriptor]) => [
    descriptor.id,
    name as ValidationRule,
  ]),
);

/** Text as a rule reads it: a value the request left out, cleared or of another type is none. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function issuesAt<T>(path: string, value: T, rules: readonly Rule<T>[]): FieldRuleIssue[] {
  return firstIssues(value, rules).map((issue) => {
    const at: FieldRuleIssue = {
      path: [path, ...(issue.path ?? [])].join('.'),
      rule: ruleNameOfMessage.get(issue.message.id) ?? 'invalid',
    };
    return issue.values ? { ...at, values: issue.values } : at;
  });
}

/** The record at `key` of a request's body, or an empty one when it sent none. */
export function recordAt(body: unknown, key: string): Record<string, unknown> {
  const value = (body as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
