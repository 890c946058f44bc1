import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl 12 only accepts values for messages whose argument types were declared as a
 * generic of defineMessages. The portal's messages keep their arguments in the ICU text, which
 * the catalogue check (`scripts/i18n.mjs --check`) compares between languages, so they are used
 * as plain descriptors.
 */
export function plainMessages<T extends Record<string, MessageDescriptor>>(
  messages: T,
): Record<keyof T, MessageDescriptor> {
  return messages;
}
