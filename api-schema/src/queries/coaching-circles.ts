import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { ApiContext } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

/**
 * The coaching circles a student belongs to or leads. Mutations are scoped by the student whose
 * list shows the circle (the leader adding members or taking attendance).
 */
export function coachingCircleQueries({ authClient }: ApiContext) {
  const invalidate =
    (studentId: number) =>
    (_data: unknown, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
      client.invalidateQueries({ queryKey: queryKeys.coachingCircles.list(studentId) });

  return {
    list: (studentId: number) =>
      queryOptions({
        queryKey: queryKeys.coachingCircles.list(studentId),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/coaching_circles', {
              params: { path: { studentId } },
              signal,
            }),
          ),
      }),
    /** Rejects with exceededStudents when the circle is full, statusInvalid once transferred. */
    addMember: (studentId: number) =>
      mutationOptions({
        mutationFn: async ({ circleId, email }: { circleId: number; email: string }) =>
          (
            await unwrap(
              authClient.POST('/coaching_circles/{circleId}/members', {
                params: { path: { circleId } },
                body: { email },
              }),
            )
          ).content,
        onSuccess: invalidate(studentId),
      }),
    submitAttendance: (studentId: number) =>
      mutationOptions({
        mutationFn: async ({
          circleId,
          circleSessionId,
          attendeeStudentIds,
        }: {
          circleId: number;
          circleSessionId: number;
          attendeeStudentIds: number[];
        }) =>
          (
            await unwrap(
              authClient.PUT('/coaching_circles/{circleId}/sessions/{circleSessionId}/attendance', {
                params: { path: { circleId, circleSessionId } },
                body: { attendeeStudentIds },
              }),
            )
          ).content,
        onSuccess: invalidate(studentId),
      }),
  };
}
