// The validation rules run where React does not (the API runs them too), so their messages are
// declared without react-intl's runtime. formatjs extraction finds calls by this name, wherever
// the function comes from.
import type { MessageDescriptor } from 'react-intl';

export function defineMessages<K extends string, T extends Record<K, MessageDescriptor>>(
  messages: T,
): T {
  return messages;
}
