import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { createSessionStore, type AccessPermission, type AuthSession } from '@hci/api-schema';
import { ApiProvider } from './ApiProvider';
import { createAppApi } from './appApi';
import { RequireRole } from './RequireRole';

/** What `<RequireRole permission>` shows to a user signed in with `roles`. */
function shown(roles: Readonly<AuthSession['roles']>, permission: AccessPermission) {
  const session = createSessionStore({ storage: null, events: null });
  session.signIn({
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
    roles: [...roles],
    email: 'someone@example.test',
    isVerifiedEmail: true,
    keyPairId: 'key-pair',
    signature: 'signature',
    policy: 'policy',
  });
  return renderToStaticMarkup(
    <ApiProvider api={createAppApi({ apiBaseUrl: 'http://api.invalid' }, { session })}>
      <RequireRole permission={permission}>gated</RequireRole>
    </ApiProvider>,
  );
}

describe('RequireRole, by the route guard’s rule', () => {
  test.each([
    ['a holder of the role', [{ name: 'COACH' }], 'COACH', 'gated'],
    ['a user without it', [{ name: 'STUDENT' }], 'COACH', ''],
    ['a coach who is no student', [{ name: 'COACH' }], ['COACH', '!STUDENT'], 'gated'],
    [
      'a coach who is a student too',
      [{ name: 'STUDENT' }, { name: 'COACH' }],
      ['COACH', '!STUDENT'],
      '',
    ],
    // Signed in, but given no role: nothing a role decides, not even what only excludes a role.
    ['a user with no roles', [], 'COACH', ''],
    ['a user with no roles, an exclusion', [], '!COACH', ''],
  ] as const)('%s', (_who, roles, permission, markup) => {
    expect(shown(roles, permission)).toBe(markup);
  });
});
