import type { ErrorKey } from '@hci/api-schema';

export interface FieldError {
  path: string;
  message: string;
}

export interface ErrorBody {
  key: string;
  status: number;
  message: string;
  fields?: FieldError[];
}

/** A failure the client caused or must know about; answered with the shared error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly fields?: FieldError[],
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { key: this.key, status: this.status, message: this.message };
    if (this.fields?.length) body.fields = this.fields;
    return body;
  }
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
