import * as z from 'zod/mini';
import { expect, test } from 'vitest';
import { validateForm } from './formIssues';
import { rules, validationMessages as m } from '@hci/validation';
import { confirmationOf, textSchema } from './schema';
import { textFields } from './textFields';

const reset = textFields(
  {
    email: [rules.required, rules.email],
    password: [rules.required, rules.noBlankSpace, rules.strongPassword],
    confirmation: [rules.required],
  },
  { confirm: [['password', 'confirmation']] },
);

const valid = { email: 'ana@example.com', password: 'Welcome2026', confirmation: 'Welcome2026' };

const summary = (values: unknown) =>
  validateForm(reset, values).map(({ path, message, values }) => [path, message.id, values]);

test('valid text passes as it is', () => {
  expect(reset['~standard'].validate(valid)).toEqual({ value: valid });
  expect(summary(valid)).toEqual([]);
});

test("each field reports its first broken rule with the rule's values, in the fields' order", () => {
  expect(summary({ email: 'ana@', password: 'welcome 2026', confirmation: '' })).toEqual([
    ['email', m.email.id, { email: rules.emailExample }],
    ['password', m.noBlankSpace.id, undefined],
    ['confirmation', m.required.id, undefined],
  ]);
});

test('a confirmation that differs lands on the confirmation field', () => {
  expect(summary({ ...valid, confirmation: 'Welcome2027' })).toEqual([
    ['confirmation', m.confirmation.id, undefined],
  ]);
});

test('a field holding no text yet reads as required', () => {
  expect(summary({ email: 'ana@example.com' })).toEqual([
    ['password', m.required.id, undefined],
    ['confirmation', m.required.id, undefined],
  ]);
  expect(summary(null).map(([path]) => path)).toEqual(['email', 'password', 'confirmation']);
});

test('reports what the zod schema of the same form reports', () => {
  const zodReset = confirmationOf(
    z.object({
      email: textSchema(rules.required, rules.email),
      password: textSchema(rules.required, rules.noBlankSpace, rules.strongPassword),
      confirmation: textSchema(rules.required),
    }),
    'password',
    'confirmation',
  );
  for (const values of [
    valid,
    { email: '', password: 'short', confirmation: 'x' },
    { email: 'ana@example', password: 'Welcome2026', confirmation: 'Welcome2025' },
  ])
    expect(validateForm(reset, values)).toEqual(validateForm(zodReset, values));
});
