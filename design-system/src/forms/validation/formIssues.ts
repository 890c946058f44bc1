// A form schema's issues as the form shows them: the first per field, in the schema's order, each
// naming one of the validation messages by id. Any Standard Schema whose issues do so can validate
// a form: zod's (through the kit's builders in schema.ts) or `textFields`. Free of zod.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { MessageDescriptor } from 'react-intl';
import { type MessageValue, validationMessages } from '@hci/validation';

/** What a rule's issue carries beside its message id (zod keeps it in a custom issue's params). */
export interface IssueParams {
  values?: Record<string, MessageValue>;
  /** The message itself when it is an app's own, not one of the validation messages. */
  descriptor?: MessageDescriptor;
}

/** An issue as the kit's schemas report it. */
export interface RuleSchemaIssue extends StandardSchemaV1.Issue {
  readonly params?: IssueParams;
}

/** A form's schema: it validates synchronously, since errors follow every change. */
export type FormSchema<T = unknown> = StandardSchemaV1<T, T>;

export interface FieldIssue {
  /** The field's dotted path (`address.city`). */
  path: string;
  message: MessageDescriptor;
  values?: Record<string, MessageValue>;
}

const descriptorsById = new Map<string, MessageDescriptor>(
  Object.values(validationMessages).map((descriptor) => [descriptor.id, descriptor]),
);

const keyOf = (segment: PropertyKey | StandardSchemaV1.PathSegment) =>
  String(typeof segment === 'object' ? segment.key : segment);

/** Schema issues as field issues, the first per field, in the schema's order. */
export function fieldIssues(issues: readonly StandardSchemaV1.Issue[]): FieldIssue[] {
  const byPath = new Map<string, FieldIssue>();
  for (const issue of issues as readonly (RuleSchemaIssue & { code?: string })[]) {
    const path = (issue.path ?? []).map(keyOf).join('.');
    if (byPath.has(path)) continue;
    const values = issue.params?.values;
    const known = descriptorsById.get(issue.message) ?? issue.params?.descriptor;
    // A type mismatch means the field holds nothing usable yet: it reads as required.
    const message =
      known ??
      (issue.code === 'invalid_type' ? validationMessages.required : validationMessages.invalid);
    byPath.set(path, values ? { path, message, values } : { path, message });
  }
  return [...byPath.values()];
}

/** The field issues of `values`, none when they are valid. */
export function validateForm(schema: StandardSchemaV1, values: unknown): FieldIssue[] {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new TypeError('A form schema must validate synchronously.');
  return result.issues ? fieldIssues(result.issues) : [];
}
