// The new-password rules, as every form choosing a password applies them.
import { describe, expect, test } from 'vitest';
import { newPasswordSchema } from './newPassword';

function issuesOf(schema: ReturnType<typeof newPasswordSchema>, values: object) {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('the schema validates synchronously');
  return (result.issues ?? []).map((issue) => ({
    path: issue.path?.join('.'),
    message: issue.message,
  }));
}

describe('newPasswordSchema', () => {
  test.each([
    ['', 'form.validation.required'],
    ['Welcome 2026', 'form.validation.noBlankSpace'],
    ['welcome2026', 'form.validation.strongPassword'],
    ['Welcome', 'form.validation.strongPassword'],
  ])('refuses %j', (password, message) => {
    expect(issuesOf(newPasswordSchema({ confirm: false }), { password, confirmation: '' })).toEqual(
      [{ path: 'password', message }],
    );
  });

  test('typed twice, the repeat must match', () => {
    const schema = newPasswordSchema({ confirm: true });
    expect(issuesOf(schema, { password: 'Welcome2026', confirmation: 'Welcome2027' })).toEqual([
      { path: 'confirmation', message: 'form.validation.confirmation' },
    ]);
    expect(issuesOf(schema, { password: 'Welcome2026', confirmation: 'Welcome2026' })).toEqual([]);
  });

  test('typed once, there is no repeat to check', () => {
    expect(
      issuesOf(newPasswordSchema({ confirm: false }), {
        password: 'Welcome2026',
        confirmation: '',
      }),
    ).toEqual([]);
  });
});
