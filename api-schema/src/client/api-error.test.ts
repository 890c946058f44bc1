import { describe, expect, test } from 'vitest';
import { ApiError, isApiError, unwrap } from './api-error';

describe('ApiError', () => {
  test("the contract's error body gives its key, message and field errors", () => {
    const fields = [{ path: 'amount', message: 'too low' }];
    const error = new ApiError(402, {
      key: 'paymentStatusAccepted',
      status: 402,
      message: 'Retry in a few seconds',
      fields,
    });
    expect(error).toMatchObject({
      name: 'ApiError',
      key: 'paymentStatusAccepted',
      status: 402,
      message: 'Retry in a few seconds',
      fields,
    });
  });

  test.each([
    [404, '<html>', 'notFound'],
    [401, undefined, 'Unauthorized'],
    [409, { key: 'somethingElse' }, 'default'],
  ])('status %i with the body %j reads as %s', (status, body, key) => {
    expect(new ApiError(status, body).key).toBe(key);
  });

  test.each([
    ['an HTML page', '<html>Bad gateway</html>'],
    ['no body', undefined],
    ['null', null],
    ['a key the contract does not name', { key: 'madeUp', message: 7, fields: 'email' }],
    ['a key that is not a string', { key: 400 }],
  ])(
    "any other body (%s) gets its status's generic key, a message naming both, no fields",
    (_, body) => {
      const error = new ApiError(429, body);
      expect(error).toMatchObject({
        key: 'tooManyRequests',
        status: 429,
        message: 'tooManyRequests (429)',
        fields: [],
      });
    },
  );

  test('a status with no generic key reads as the default error', () => {
    expect(new ApiError(502, 'Bad gateway').key).toBe('default');
  });

  test('isApiError tells an API failure from any other error', () => {
    expect(isApiError(new ApiError(404))).toBe(true);
    expect(isApiError(new Error('notFound'))).toBe(false);
    expect(isApiError({ key: 'notFound', status: 404 })).toBe(false);
  });
});

describe('unwrap', () => {
  test('a 2xx answer resolves to its data', async () => {
    const data = { content: [1, 2] };
    await expect(unwrap(Promise.resolve({ data, response: new Response(null) }))).resolves.toBe(
      data,
    );
  });

  test('any other answer rejects with an ApiError of its status and body', async () => {
    const pending = unwrap(
      Promise.resolve({
        error: { key: 'paymentNoBalance', message: 'Nothing to pay' },
        response: new Response(null, { status: 409 }),
      }),
    );
    await expect(pending).rejects.toMatchObject({
      key: 'paymentNoBalance',
      status: 409,
      message: 'Nothing to pay',
    });
  });
});
