// Mutation factories for the coach's account settings, which api-schema's `createApi` does not
// cover yet. Written in the same style so they can move into api-schema unchanged.
import { unwrap, type ApiContext } from '@hci/api-schema';
import { mutationOptions } from '@tanstack/react-query';

export function coachCalls({ authClient, session }: ApiContext) {
  return {
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
