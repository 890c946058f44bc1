import { expect, test, vi } from 'vitest';
import { createAuthClient, createPublicClient } from '../client/clients';
import { createSessionStore } from '../session/session-store';
import { bindApi } from './bind-api';

function context() {
  const session = createSessionStore({ storage: null, events: null });
  return {
    session,
    authClient: createAuthClient('http://api.test', session),
    publicClient: createPublicClient('http://api.test'),
  };
}

test('binds a factory once per context, so every page shares its queries', () => {
  const first = context();
  const second = context();
  const factory = vi.fn((ctx: ReturnType<typeof context>) => ({ session: ctx.session }));
  const other = vi.fn(() => ({}));

  expect(bindApi(first, factory)).toBe(bindApi(first, factory));
  expect(bindApi(second, factory).session).toBe(second.session);
  expect(bindApi(first, other)).not.toBe(bindApi(first, factory));
  expect(factory).toHaveBeenCalledTimes(2);
  expect(other).toHaveBeenCalledTimes(1);
});
