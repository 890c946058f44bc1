import { mutationOptions } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type {
  AuthSession,
  Credentials,
  ResetPasswordRequest,
  SignUpRequest,
  SsoSignInRequest,
} from '../schema';
import type { ApiContext } from './context';

/**
 * Sign-in, sign-up and the rest of the auth flow. A new or ended session empties the query cache so
 * no data of the previous user survives; a failed sign-in clears the session (spec §4).
 */
export function authMutations({ authClient, publicClient, session }: ApiContext) {
  const startSession = <Variables extends Credentials | SsoSignInRequest>(
    signIn: (variables: Variables) => Promise<AuthSession>,
  ) =>
    mutationOptions({
      mutationFn: signIn,
      onSuccess: (auth: AuthSession, _variables: Variables, _result, { client }) => {
        client.clear();
        session.signIn(auth);
      },
      onError: () => session.clear(),
    });

  return {
    signInCoach: () =>
      startSession(
        async (body: Credentials) =>
          (await unwrap(publicClient.POST('/auth/signin/coach', { body }))).content,
      ),
    signInStudent: () =>
      startSession(
        async (body: Credentials) =>
          (await unwrap(publicClient.POST('/auth/signin/student', { body }))).content,
      ),
    /** The /login/token route: a token from an external system's link becomes a session. */
    signInWithSso: () =>
      startSession(
        async (body: SsoSignInRequest) =>
          (await unwrap(publicClient.POST('/auth/signin/sso', { body }))).content,
      ),
    signUp: () =>
      mutationOptions({
        mutationFn: async (body: SignUpRequest) =>
          (await unwrap(publicClient.POST('/auth/signup', { body }))).content,
        onSuccess: (auth, _body, _result, { client }) => {
          client.clear();
          session.signIn(auth);
        },
      }),
    forgotPassword: () =>
      mutationOptions({
        mutationFn: async (email: string) => {
          await unwrap(publicClient.POST('/auth/forgot_password', { body: { email } }));
        },
      }),
    resetPassword: () =>
      mutationOptions({
        mutationFn: async (body: ResetPasswordRequest) => {
          await unwrap(publicClient.POST('/auth/reset_password', { body }));
        },
      }),
    verifyEmail: () =>
      mutationOptions({
        mutationFn: async (code: string) =>
          (await unwrap(authClient.POST('/auth/verify_email', { body: { code } }))).content,
        onSuccess: (auth, _code, _result, { client }) => {
          session.signIn(auth);
          return client.invalidateQueries();
        },
      }),
    resendVerification: () =>
      mutationOptions({
        mutationFn: async () => {
          await unwrap(authClient.POST('/auth/resend_verification'));
        },
      }),
    /** Tells the API (best effort) and always ends the local session. */
    logout: () =>
      mutationOptions({
        mutationFn: async () => {
          const { studentId } = session.getSnapshot();
          if (studentId === undefined) return;
          await authClient
            .POST('/students/{studentId}/logout', { params: { path: { studentId } } })
            .catch(() => undefined);
        },
        onSettled: (_data, _error, _variables, _result, { client }) => {
          session.clear();
          client.clear();
        },
      }),
  };
}
