import { errorMessageOf } from '@hci/app-frame';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast, useOnePress } from '@hci/design-system';
import { createApi, useBoundApi, useStudentId, type Course } from '@hci/api-schema';

/** The external system the lessons live in (the contract's `n`: 2 is the learning platform). */
const learningPlatform = 2;

/** Where the learning platform opens a course after signing the student in. */
const courseTarget = (course: Course) => `&target=${encodeURIComponent(`/course/${course.id}`)}`;

/**
 * Leaves the portal for the course in the learning platform, signed in. A single sign-on link is
 * single-use, so it is fetched on the press and the course appended. Returns the press and
 * whether it is under way; a second press meanwhile (a fast double click) is ignored, since
 * following the link twice would present it again once it is spent.
 */
export function useOpenInLearningPlatform(course: Course) {
  const queries = useBoundApi(createApi);
  const queryClient = useQueryClient();
  const studentId = useStudentId();
  const link = useMutation({
    mutationFn: async () => {
      const url = await queryClient.fetchQuery(
        queries.sso.loginUrl(
          studentId,
          learningPlatform,
          course.orgUnitId ? { orgUnitId: course.orgUnitId } : {},
        ),
      );
      return `${url}${courseTarget(course)}`;
    },
  });
  return useOnePress(async () => {
    try {
      window.location.assign(await link.mutateAsync());
    } catch (error) {
      toast.critical(errorMessageOf(error));
    }
  });
}
