// Query and mutation factories for coach-app calls that api-schema's `createApi` does not cover
// yet (single sign-on, account settings). Written in the same style so they can move into
// api-schema unchanged.
import { unwrap, type ApiClient, type AuthClient, type SessionStore } from '@hci/api-schema';
import { mutationOptions } from '@tanstack/react-query';

export function coachCalls(authClient: AuthClient, publicClient: ApiClient, session: SessionStore) {
  return {
    signInWithSsoToken: () =>
      mutationOptions({
        mutationFn: async (token: string) =>
          (await unwrap(publicClient.POST('/auth/signin/sso', { body: { token } }))).content,
        onSuccess: (auth, _token, _result, { client }) => {
          client.clear();
          session.signIn(auth);
        },
        onError: () => session.clear(),
      }),
    changePassword: () =>
      mutationOptions({
        mutationFn: async (body: { currentPassword: string; newPassword: string }) => {
          await unwrap(authClient.PUT('/account/password', { body }));
        },
      }),
    changeEmail: () =>
      mutationOptions({
        mutationFn: async (body: { email: string; currentPassword: string }) =>
          (await unwrap(authClient.PUT('/account/email', { body }))).content,
        onSuccess: (auth) => session.signIn(auth),
      }),
    changeLanguage: () =>
      mutationOptions({
        mutationFn: async (languageIso2LetterCode: 'EN' | 'ES') => {
          await unwrap(authClient.PUT('/account/language', { body: { languageIso2LetterCode } }));
        },
      }),
  };
}

export type CoachCalls = ReturnType<typeof coachCalls>;
