// A person's names as the API stores them. Apart from the other identity rules, so that a form
// with names only (signing up) does not bring the phone rules along.
import { rules, type Rule } from '@hci/validation';

/** Text inputs cap at 100 characters. */
export const textLimit = 100;

/** A first or last name: given, with a word in it, written as people write names, 100 characters at most. */
export const personNameRules: readonly Rule<string>[] = [
  rules.required,
  rules.atLeastOneWord,
  rules.personName,
  rules.maxLength(textLimit),
];

export const middleNameRules: readonly Rule<string>[] = [
  rules.personName,
  rules.maxLength(textLimit),
];
