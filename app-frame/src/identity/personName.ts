// A person's names as every form holds them: sign-up asks for these alone, so they stay apart from
// the rest of the identity (birth date, phones, address) and its heavier rules. The rules are the
// ones the API enforces on the stored names.
import { personNameRules } from '@hci/rules/field-rules';
import { textSchema } from '@hci/design-system';

export { textLimit } from '@hci/rules/field-rules';

/** A first or last name: given, with a word in it, letters and spaces only, 100 characters at most. */
export const personNameSchema = () => textSchema(...personNameRules);
