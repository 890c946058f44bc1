import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@hci/design-system';
import { createApi, type CourseModule } from '@hci/api-schema';
import { useBoundApi, useStudentId, positiveMessages } from '@hci/app-frame';
import { learningMessages as m } from './learningMessages';

/**
 * Bookmarks or un-bookmarks a module in one press: the lists change at once, a toast confirms,
 * and if the API refuses the lists go back and a message says the bookmark was not saved.
 */
export function useModuleBookmarkToggle(): (module: CourseModule, bookmarked: boolean) => void {
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const options = queries.moduleBookmarks.toggle(studentId);
  const toggle = useMutation({
    ...options,
    onSuccess: (_data, change) =>
      toast.positive(
        change.bookmarked ? positiveMessages.bookmarkAdded : positiveMessages.bookmarkRemoved,
      ),
    onError: (error, change, before, context) => {
      options.onError?.(error, change, before, context);
      // The lists as they were before the press still hold the module and its title.
      const module = (before ?? [])
        .flatMap(([, list]) => (list as { content?: CourseModule[] } | undefined)?.content ?? [])
        .find((candidate) => candidate.id === change.moduleId);
      toast.critical(m.bookmarkFailed, { values: { module: module?.title ?? '' } });
    },
  });
  const { mutate } = toggle;
  // The same function on every render, so memoised rows do not render again for it.
  return useCallback((module, bookmarked) => mutate({ moduleId: module.id, bookmarked }), [mutate]);
}
