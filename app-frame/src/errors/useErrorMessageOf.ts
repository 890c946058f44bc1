import { serverErrorOf, useServerErrorMessageLoader } from '@hci/design-system';
import { useCallback } from 'react';
import type { MessageDescriptor } from 'react-intl';

/**
 * For a toast after a failed call: resolves to the message for what it threw, waiting for the
 * error catalogue when it is not there yet, so a page that only toasts an error does not carry
 * the catalogue itself.
 */
export function useErrorMessageOf(): (thrown: unknown) => Promise<MessageDescriptor> {
  const load = useServerErrorMessageLoader();
  return useCallback(async (thrown: unknown) => (await load())(serverErrorOf(thrown)?.key), [load]);
}
