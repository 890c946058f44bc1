import { useBoundApi, useErrorMessageOf, useStudentId } from '@hci/app-frame';
import { useQueryClient } from '@tanstack/react-query';
import { toast, useOnePress } from '@hci/design-system';
import { createApi } from '@hci/api-schema';

/** The external system the lessons live in (the contract's `n`: 2 is the learning platform). */
const learningPlatform = 2;

/** Where the learning platform opens a module after signing the student in. */
const moduleTarget = (moduleId: number) => `&target=${encodeURIComponent(`/module/${moduleId}`)}`;

/**
 * Opens a module in the learning platform in a new tab, signed in; the portal stays in its own
 * tab. The tab opens on the press itself (a tab opened after a request would be taken for a
 * pop-up and blocked) and follows the sign-on link once it is fetched; it cannot reach back to
 * the portal. A sign-on link is short-lived, so it is fetched on each press, never kept. Returns
 * the press and whether it is under way; a second press meanwhile (a fast double click) is ignored.
 */
export function useOpenModule() {
  const queries = useBoundApi(createApi);
  const queryClient = useQueryClient();
  const studentId = useStudentId();
  const errorMessageOf = useErrorMessageOf();
  return useOnePress(async (moduleId: number) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const url = await queryClient.fetchQuery(queries.sso.loginUrl(studentId, learningPlatform));
      const link = `${url}${moduleTarget(moduleId)}`;
      if (tab) tab.location.href = link;
      else window.open(link, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      toast.critical(await errorMessageOf(error));
    }
  });
}
