// The messages of the rules every form of text fields needs (coreRules.ts), and the one shown when
// the kit cannot name an issue better: apart from the others, for the same reason as those rules.
import { defineMessage } from './defineMessages';

export const required = defineMessage({
  id: 'form.validation.required',
  defaultMessage: 'This field is required',
});

export const email = defineMessage({
  id: 'form.validation.email',
  defaultMessage: 'Please type your email in the format [{email}]',
});

export const confirmation = defineMessage({
  id: 'form.validation.confirmation',
  defaultMessage: 'This field confirmation does not match',
});

export const invalid = defineMessage({
  id: 'form.validation.invalid',
  defaultMessage: 'This field is not valid',
});
