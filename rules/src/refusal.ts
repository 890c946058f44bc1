import type { ErrorBody, ErrorKey, FieldError } from '@hci/api-schema';

/**
 * A business rule refused what was asked: the error catalogue's key, the HTTP status the API
 * answers it with, and why. The API and the mocks both answer it with the contract's error body.
 */
export class RuleRefusal extends Error {
  override name = 'RuleRefusal';

  constructor(
    readonly status: number,
    readonly key: ErrorKey,
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

export const refuse = (key: ErrorKey, message: string, status: number) =>
  new RuleRefusal(status, key, message);
