// What a new password must be, wherever one is chosen (sign-up, reset, change, get started).
import { rules, textFields, type Rule } from '@hci/design-system';

/** A new password: given, without blank space, 8 characters or more with a digit, a lower and an upper case letter. */
export const newPasswordRules: readonly Rule<string>[] = [
  rules.required,
  rules.noBlankSpace,
  rules.strongPassword,
];

/**
 * The schema of a form that only chooses a new password: `password`, and with `confirm` a
 * `confirmation` that must repeat it.
 */
export function newPasswordSchema({ confirm }: { confirm: boolean }) {
  return confirm
    ? textFields(
        { password: newPasswordRules, confirmation: [rules.required] },
        { confirm: [['password', 'confirmation']] },
      )
    : textFields({ password: newPasswordRules, confirmation: [] });
}
