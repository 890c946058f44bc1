// The messages of the institute's own field rules, beside the design system's generic ones: the
// API names a broken rule by its key here, and a form shows the message of that name. Declared
// without react-intl's runtime (the API runs these rules too); formatjs extraction finds calls by
// this function's name.
import { validationMessages, type RuleIssue } from '@hci/validation';

type MessageDescriptor = RuleIssue['message'];

function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

export const institutionMessages = defineMessages({
  ageCallInstitute: {
    id: 'api.validation.ageCallInstitute',
    defaultMessage: 'Below {0} age, call the institute',
  },
});

/**
 * Every field rule's message by the rule's name: the contract's list of validation rules. Marked
 * pure so that a bundle that does not use it (a form) drops it.
 */
export const fieldRuleMessages: typeof validationMessages & typeof institutionMessages =
  /* @__PURE__ */ Object.assign({}, validationMessages, institutionMessages);
