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
    /** The API answers with a new session for the new address (it is unverified again). */
    changeEmail: () =>
      mutationOptions({
        mutationFn: async (body: ChangeEmailRequest) =>
          (await unwrap(authClient.PUT('/account/email', { body }))).content,
        onSuccess: (auth, _body, _result, { client }) => {
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
