// The one thing of react-intl here is a type, erased at run time: the messages are the shape its
// `formatMessage` takes, and nothing here loads react-intl.
import type { MessageDescriptor } from 'react-intl';

export type MessageValue = string | number;

/** A broken rule: the message to show, its values, and (for group rules) the part it concerns. */
export interface RuleIssue {
  message: MessageDescriptor;
  values?: Record<string, MessageValue>;
  path?: readonly string[];
}

/**
 * A validation rule. Rules never throw; a value a rule does not apply to (an empty optional value)
 * passes, so `required` alone decides emptiness.
 */
export type Rule<T> = (value: T) => RuleIssue | readonly RuleIssue[] | undefined;
