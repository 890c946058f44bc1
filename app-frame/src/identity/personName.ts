// A person's names as every form holds them: sign-up asks for these alone, so they stay apart from
// the rest of the identity (birth date, phones, address) and its heavier rules.
import { rules, textSchema } from '@hci/design-system';

/** Text inputs cap at 100 characters. */
export const textLimit = 100;

/** A first or last name: given, with a word in it, 100 characters at most. */
export const personNameSchema = () =>
  textSchema(rules.required, rules.atLeastOneWord, rules.maxLength(textLimit));
