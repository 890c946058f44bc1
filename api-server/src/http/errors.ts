import type { ErrorKey, FieldError } from '@hci/api-schema';
import { RuleRefusal } from '@hci/rules';

export type { FieldError };

/**
 * A failure the client caused or must know about; answered with the shared error body. The shared
 * rules throw its base, RuleRefusal, which is answered the same way.
 */
export class ApiError extends RuleRefusal {
  override name = 'ApiError';
  /** How long a refused caller should wait before trying again, sent as Retry-After. */
  retryAfterSeconds?: number;
}

export const badRequest = (message: string, fields?: FieldError[]) =>
  new ApiError(400, 'badRequest', message, fields);
export const unauthorized = (message = 'Authentication required') =>
  new ApiError(401, 'Unauthorized', message);
export const forbidden = (message = 'Not allowed') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'notFound', message);
/** A business rule refused the request, with the error catalogue's key for that rule. */
export const rule = (key: ErrorKey, message: string, status = 422) =>
  new ApiError(status, key, message);

/** How long a caller should wait when the database cannot be reached: a restart or a failover. */
export const databaseRetryAfterSeconds = 5;

/**
 * The database could not be reached or its connection was lost mid-request: 503 with
 * Retry-After, since the request was fine and nothing of it was committed. The error catalogue
 * has no key of its own for it; `default` ("please try again") is what the apps show.
 */
export const databaseUnavailable = () =>
  Object.assign(new ApiError(503, 'default', 'The database cannot be reached; try again later'), {
    retryAfterSeconds: databaseRetryAfterSeconds,
  });
