import { errorKeyValues } from '../generated/openapi';
import type { ErrorBody, ErrorKey, FieldError } from '../schema';

const keyOfStatus: Record<number, ErrorKey> = {
  400: 'badRequest',
  401: 'Unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

function isErrorKey(value: unknown): value is ErrorKey {
  return (errorKeyValues as readonly unknown[]).includes(value);
}

/**
 * A failed API call as callers see it: the error `key` the UI maps to a message, and the HTTP
 * status. Bodies that are not the contract's error body (a proxy's HTML page, say) get the generic
 * key of their status, so the UI always has a key to show.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly key: ErrorKey;
  readonly status: number;
  readonly fields: readonly FieldError[];

  constructor(status: number, body?: unknown) {
    const errorBody = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorBody>;
    const key = isErrorKey(errorBody.key) ? errorBody.key : (keyOfStatus[status] ?? 'default');
    super(typeof errorBody.message === 'string' ? errorBody.message : `${key} (${status})`);
    this.key = key;
    this.status = status;
    this.fields = Array.isArray(errorBody.fields) ? errorBody.fields : [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The shape every openapi-fetch call resolves to. */
interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** Resolves to the response data, or rejects with an ApiError for any non-2xx answer. */
export async function unwrap<Data>(pending: Promise<FetchResult<Data>>): Promise<Data> {
  const { data, error, response } = await pending;
  if (!response.ok) throw new ApiError(response.status, error);
  return data as Data;
}
