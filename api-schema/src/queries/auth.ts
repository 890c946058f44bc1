import { unwrap } from '../client/api-error';
import type {
  AuthSession,
  Credentials,
  ResetPasswordRequest,
  SignUpRequest,
  SsoSignInRequest,
} from '../schema';
import type { ApiContext } from '../query-kit/context';

/**
 * Sign-in, sign-up and the rest of the auth flow as plain calls: the sign-in pages are every
 * visitor's first page, and they need no query cache. Each call keeps the session store in step
 * (a failed sign-in clears it); the query cache follows the session on its own (see
 * `createQueryClient`).
 */
export function authActions({ authClient, publicClient, session }: ApiContext) {
  const startSession = async (signIn: Promise<AuthSession>): Promise<AuthSession> => {
    try {
      const auth = await signIn;
      session.signIn(auth);
      return auth;
    } catch (error) {
      session.clear();
      throw error;
    }
  };

  /** Reports the end (an expiry first, if it is one) with the token captured before clearing. */
  const reportAndClear = (expired: boolean) => {
    const { accessToken, studentId } = session.getSnapshot();
    if (accessToken && studentId !== undefined) {
      const path = { studentId };
      const headers = { Authorization: `Bearer ${accessToken}`, source: 'WEB' };
      // The status goes before the revocation, which may invalidate the token.
      const reported = expired
        ? publicClient
            .PATCH('/students/{studentId}/session', {
              params: { path, query: { status: 'EXPIRED' } },
              headers,
            })
            .catch(() => undefined)
        : Promise.resolve();
      void reported
        .then(() =>
          publicClient.POST('/students/{studentId}/logout', { params: { path }, headers }),
        )
        .catch(() => undefined);
    }
    session.clear();
  };

  return {
    signInCoach: (body: Credentials) =>
      startSession(
        unwrap(publicClient.POST('/auth/signin/coach', { body })).then((r) => r.content),
      ),
    signInStudent: (body: Credentials) =>
      startSession(
        unwrap(publicClient.POST('/auth/signin/student', { body })).then((r) => r.content),
      ),
    /** The /login/token route: a token from an external system's link becomes a session. */
    signInWithSso: (body: SsoSignInRequest) =>
      startSession(unwrap(publicClient.POST('/auth/signin/sso', { body })).then((r) => r.content)),
    /**
     * A one-time token of the signed-in user for the other app's /login/token: the link there
     * signs in as the same user without asking for the password again.
     */
    handoverToken: async () =>
      (await unwrap(authClient.POST('/auth/handover_token'))).content.token,
    signUp: async (body: SignUpRequest) => {
      const auth = (await unwrap(publicClient.POST('/auth/signup', { body }))).content;
      session.signIn(auth);
      return auth;
    },
    forgotPassword: async (email: string) => {
      await unwrap(publicClient.POST('/auth/forgot_password', { body: { email } }));
    },
    resetPassword: async (body: ResetPasswordRequest) => {
      await unwrap(publicClient.POST('/auth/reset_password', { body }));
    },
    verifyEmail: async (code: string) => {
      const auth = (await unwrap(authClient.POST('/auth/verify_email', { body: { code } })))
        .content;
      session.signIn(auth);
      return auth;
    },
    resendVerification: async () => {
      await unwrap(authClient.POST('/auth/resend_verification'));
    },
    /**
     * Ends the session at once and asks the API to revoke the refresh token without
     * waiting for it. The revocation carries the token captured before the session is cleared;
     * if it fails, the session is gone here anyway and the token expires on its own.
     */
    logout: () => {
      reportAndClear(false);
    },
    /**
     * The idle time-out: tells the API the session expired, then signs out as `logout` does,
     * both with the token captured before the session is cleared, neither awaited.
     */
    endIdleSession: () => {
      reportAndClear(true);
    },
  };
}

export type AuthActions = ReturnType<typeof authActions>;
