// What a new password must be, wherever one is chosen (sign-up, reset, change, get started): the
// rules the API enforces on it too.
import { newPasswordRules } from '@hci/rules/field-rules';
import { rules, textFields } from '@hci/design-system';

export { newPasswordRules };

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
