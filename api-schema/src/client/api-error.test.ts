import { describe, expect, test } from 'vitest';
import { ApiError, unwrap } from './api-error';

describe('ApiError', () => {
  test('carries the key, status and field errors of the contract error body', () => {
    const error = new ApiError(402, {
      key: 'paymentStatusAccepted',
      status: 402,
      message: 'Retry in a few seconds',
      fields: [{ path: 'amount', message: 'too low' }],
    });
    expect(error).toMatchObject({ key: 'paymentStatusAccepted', status: 402 });
    expect(error.fields).toEqual([{ path: 'amount', message: 'too low' }]);
  });

  test('falls back to the generic key of the status for unknown bodies', () => {
    expect(new ApiError(404, '<html>').key).toBe('notFound');
    expect(new ApiError(409, { key: 'somethingElse' }).key).toBe('default');
    expect(new ApiError(401, undefined).key).toBe('Unauthorized');
  });

  test('unwrap returns data on success and throws on failure', async () => {
    const ok = { data: { content: 1 }, response: new Response(null, { status: 200 }) };
    await expect(unwrap(Promise.resolve(ok))).resolves.toEqual({ content: 1 });
    const failed = {
      error: { key: 'failedLogin', status: 401, message: 'no' },
      response: new Response(null, { status: 401 }),
    };
    await expect(unwrap(Promise.resolve(failed))).rejects.toMatchObject({ key: 'failedLogin' });
  });
});
