import { errorKeyValues, type ErrorKey } from '@hci/api-schema';
import { serverErrorOf } from '@hci/design-system';
import type { MessageDescriptor } from 'react-intl';
import { errorMessages } from './errorMessages';

const knownKeys = new Set<string>(errorKeyValues);

export function isErrorKey(key: unknown): key is ErrorKey {
  return typeof key === 'string' && knownKeys.has(key);
}

/** The message for any server error key; unknown keys get the `default` message. */
export function errorMessage(key: string | null | undefined): MessageDescriptor {
  return isErrorKey(key) ? errorMessages[key] : errorMessages.default;
}

/**
 * The message for what a failed call threw: its API error's key (see `serverErrorOf`), else the
 * `default` message, for a network failure or anything else without one.
 */
export function errorMessageOf(thrown: unknown): MessageDescriptor {
  return errorMessage(serverErrorOf(thrown)?.key);
}
