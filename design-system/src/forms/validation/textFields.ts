// The schema of a form of text fields (sign in, a password reset, a code): each field's rules and,
// where asked, confirmation pairs. A Standard Schema like the zod ones of schema.ts, so `useForm`
// takes either; but free of zod, whose core would be 6 KB of every app's first page, where these
// forms live.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FormSchema, RuleSchemaIssue } from './formIssues';
import {
  firstIssues,
  matches,
  type Rule,
  type RuleIssue,
  validationMessages,
} from '@hci/validation';

export interface TextFieldsOptions<K extends string> {
  /** Pairs of fields whose second must repeat the first (`['password', 'confirmation']`). */
  confirm?: readonly (readonly [original: NoInfer<K>, confirmation: NoInfer<K>])[];
}

function issueAt(path: readonly PropertyKey[], issue: RuleIssue): RuleSchemaIssue {
  return {
    message: issue.message.id ?? validationMessages.invalid.id,
    path: [...path, ...(issue.path ?? [])],
    params: { values: issue.values, descriptor: issue.message },
  };
}

/** `textFields({ email: [rules.required, rules.email], password: [rules.required] })` */
export function textFields<K extends string>(
  fields: Readonly<Record<K, readonly Rule<string>[]>>,
  { confirm = [] }: TextFieldsOptions<K> = {},
): FormSchema<Record<K, string>> {
  const names = Object.keys(fields) as K[];
  const validate = (input: unknown): StandardSchemaV1.Result<Record<K, string>> => {
    const values = (typeof input === 'object' && input !== null ? input : {}) as Record<K, unknown>;
    const issues: RuleSchemaIssue[] = [];
    for (const name of names) {
      const value = values[name];
      // A field holding no text yet reads as required, as with zod's type check.
      if (typeof value !== 'string')
        issues.push({ message: validationMessages.required.id, path: [name] });
      else
        for (const issue of firstIssues(value, fields[name])) issues.push(issueAt([name], issue));
    }
    for (const [original, confirmation] of confirm) {
      const issue = matches(values[original])(values[confirmation]);
      if (issue && !Array.isArray(issue)) issues.push(issueAt([confirmation], issue as RuleIssue));
    }
    return issues.length > 0 ? { issues } : { value: values as Record<K, string> };
  };
  return { '~standard': { version: 1, vendor: 'hci-forms', validate } };
}
