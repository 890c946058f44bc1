import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { ChangeEmailRequest, ChangePasswordRequest, Language } from '../schema';
import type { ApiContext } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

/**
 * The signed-in user's own account (manage account in the coach app, settings in the portal). The
 * records the change shows up in are the session's own, so these factories take no ids.
 */
export function accountMutations({ authClient, session }: ApiContext) {
  /** The student record (and the coach record that embeds the same user) carry e-mail and language. */
  const invalidateOwnRecords = (client: QueryClient) => {
    const { studentId, coachId } = session.getSnapshot();
    return Promise.all([
      studentId === undefined
        ? undefined
        : client.invalidateQueries({ queryKey: queryKeys.students.detail(studentId), exact: true }),
      coachId === undefined
        ? undefined
        : client.invalidateQueries({ queryKey: queryKeys.coaches.detail(coachId), exact: true }),
    ]);
  };

  return {
    /** The API refuses private-file URLs made before the change: the ones on screen are renewed. */
    changePassword: () =>
      mutationOptions({
        mutationFn: async (body: ChangePasswordRequest) => {
          await unwrap(authClient.PUT('/account/password', { body }));
        },
        onSuccess: (_data, _body, _result, { client }) =>
          client.invalidateQueries({ queryKey: queryKeys.files.presignedUrls() }),
      }),
    /** Nothing changes yet: the API mails a code to the new address and says which one. */
    changeEmail: () =>
      mutationOptions({
        mutationFn: async (body: ChangeEmailRequest) =>
          (await unwrap(authClient.PUT('/account/email', { body }))).content,
      }),
    /** The code from the new address makes it the account's: a new session names it. */
    confirmEmailChange: () =>
      mutationOptions({
        mutationFn: async (code: string) =>
          (await unwrap(authClient.POST('/account/email/confirm', { body: { code } }))).content,
        onSuccess: (auth, _code, _result, { client }) => {
          session.signIn(auth);
          return invalidateOwnRecords(client);
        },
      }),
    changeLanguage: () =>
      mutationOptions({
        mutationFn: async (languageIso2LetterCode: Language) => {
          await unwrap(authClient.PUT('/account/language', { body: { languageIso2LetterCode } }));
        },
        onSuccess: (_data, _language, _result, { client }) => invalidateOwnRecords(client),
      }),
  };
}
