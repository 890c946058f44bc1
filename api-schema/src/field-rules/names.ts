// A person's names as the API stores them. Apart from the other identity rules, so that a form
// with names only (signing up) does not bring the phone rules along.
import { rules, type Rule } from '@hci/design-system/validation';

/** Text inputs cap at 100 characters. */
export const textLimit = 100;

/** A first or last name: given, with a word in it, letters and spaces only, 100 characters at most. */
export const personNameRules: readonly Rule<string>[] = [
  rules.required,
  rules.atLeastOneWord,
  rules.lettersAndSpaces,
  rules.maxLength(textLimit),
];

export const middleNameRules: readonly Rule<string>[] = [
  rules.lettersAndSpaces,
  rules.maxLength(textLimit),
];
