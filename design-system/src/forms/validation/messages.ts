// Every validation message by name, for what names a rule rather than holding its message: a field
// the API refused, a schema whose issues carry a message id, the API's own checks. The rules import
// the single messages they show (ruleMessages.ts), so a page's bundle does not carry this whole
// catalogue; forms load it when they first need it (formIssues.ts).
import * as ruleMessages from './ruleMessages';

export const validationMessages = { ...ruleMessages };

export type ValidationMessageName = keyof typeof validationMessages;
