import type { MessageDescriptor } from 'react-intl';

/**
 * react-intl 12 types `defineMessages` results as taking no values unless each message's value
 * types are declared by hand. Wrapping a catalogue here lets its ICU arguments be passed freely;
 * the i18n check (`scripts/i18n.mjs --check`) verifies that every translation uses the same ones.
 */
export function untypedMessages<T extends Record<string, MessageDescriptor>>(
  messages: T,
): { readonly [K in keyof T]: MessageDescriptor } {
  return messages;
}
