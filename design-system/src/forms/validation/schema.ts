// Rules composed into zod (mini) schemas for whole forms. A zod issue carries the message id and
// the values, so the form can show it in the user's language.
import * as z from 'zod/mini';
import type { IssueParams } from './formIssues';
import {
  type AddressValue,
  emptyAddress,
  firstIssues,
  matches,
  type PhoneValue,
  type Rule,
  validationMessages,
} from '@hci/validation';

function ruleCheck<T>(rules: readonly Rule<T>[]) {
  return z.superRefine<T>((value, ctx) => {
    for (const issue of firstIssues(value, rules)) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: issue.message.id ?? validationMessages.invalid.id,
        path: issue.path ? [...issue.path] : [],
        params: { values: issue.values, descriptor: issue.message } satisfies IssueParams,
        // Other fields' and whole-form checks (confirmation) still run.
        continue: true,
      });
    }
  });
}

/** A schema that also checks `rules`, reporting only the first broken one. */
export function withRules<S extends z.ZodMiniType>(schema: S, ...rules: Rule<z.output<S>>[]): S {
  return schema.check(ruleCheck(rules));
}

export const textSchema = (...rules: Rule<string>[]) => withRules(z.string(), ...rules);

export const numberSchema = (...rules: Rule<number | null>[]) =>
  withRules(z.nullable(z.number()), ...rules);

export const choicesSchema = (...rules: Rule<readonly string[]>[]) =>
  withRules(z.array(z.string()), ...rules);

export const booleanSchema = (...rules: Rule<boolean | null>[]) =>
  withRules(z.nullable(z.boolean()), ...rules);

export const phoneSchema = (...rules: Rule<PhoneValue>[]) =>
  withRules(
    z.object({ country: z.string(), number: z.string() }) as z.ZodMiniType<PhoneValue>,
    ...rules,
  );

const addressShape = Object.fromEntries(
  Object.keys(emptyAddress).map((key) => [key, z.string()]),
) as Record<keyof AddressValue, z.ZodMiniString>;

export const addressSchema = (...rules: Rule<AddressValue>[]) =>
  withRules(z.object(addressShape), ...rules);

/** A whole form's schema from its fields' schemas (so apps need not import zod themselves). */
export function formSchema<Shape extends Record<string, z.ZodMiniType>>(shape: Shape) {
  return z.object(shape);
}

/**
 * A rule on one field that depends on other fields of the form (a graduation date on or after the
 * start date): `ruleFor(values)` gives the rule `field` must meet, or undefined while it does not
 * apply. The issue lands on `field`.
 */
export function crossFieldRule<S extends z.ZodMiniObject, K extends keyof z.output<S> & string>(
  schema: S,
  field: K,
  ruleFor: (values: z.output<S>) => Rule<z.output<S>[K]> | undefined,
): S {
  return schema.check(
    z.superRefine<z.output<S>>((values, ctx) => {
      const rule = ruleFor(values);
      const [issue] = rule ? firstIssues(values[field], [rule]) : [];
      if (!issue) return;
      ctx.issues.push({
        code: 'custom',
        input: values[field],
        message: issue.message.id ?? validationMessages.invalid.id,
        path: [field],
        params: { values: issue.values, descriptor: issue.message } satisfies IssueParams,
        // A second cross-field rule (a service's sessions, then their length) still runs, so a
        // first submit names every field's problem.
        continue: true,
      });
    }),
  );
}

/**
 * The confirmation rule across two fields of a form: `confirmation` must equal `original`.
 * The issue lands on the confirmation field.
 */
export function confirmationOf<S extends z.ZodMiniObject, K extends keyof z.output<S> & string>(
  schema: S,
  original: K,
  confirmation: K,
): S {
  return crossFieldRule(schema, confirmation, (values) => matches(values[original]));
}
