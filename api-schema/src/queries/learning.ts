import { mutationOptions, queryOptions, type MutationFunctionContext } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { ApiContext, QueryParams } from './context';
import { queryKeys } from './keys';

export function courseQueries({ authClient }: ApiContext) {
  return {
    list: (studentId: number, params: QueryParams<'listStudentCourses'> = {}) =>
      queryOptions({
        queryKey: queryKeys.courses.list(studentId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/courses', {
              params: { path: { studentId }, query: params },
              signal,
            }),
          ),
      }),
  };
}

export function courseModuleQueries({ authClient }: ApiContext) {
  return {
    /** A course's modules with search, status filter and bookmark view (all, marked, unmarked). */
    list: (studentId: number, courseId: number, params: QueryParams<'listCourseModules'> = {}) =>
      queryOptions({
        queryKey: queryKeys.courseModules.list(studentId, courseId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/courses/{courseId}/modules', {
              params: { path: { studentId, courseId }, query: params },
              signal,
            }),
          ),
      }),
  };
}

export function moduleBookmarkQueries({ authClient }: ApiContext) {
  /** Modules carry a bookmarked flag and the marked/unmarked views filter on it; courses do not. */
  const invalidate =
    (studentId: number) =>
    (_data: unknown, _variables: unknown, _result: unknown, { client }: MutationFunctionContext) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.moduleBookmarks.list(studentId) }),
        client.invalidateQueries({ queryKey: queryKeys.courseModules.all(studentId) }),
      ]);

  return {
    /** The ids of the bookmarked modules. */
    list: (studentId: number) =>
      queryOptions({
        queryKey: queryKeys.moduleBookmarks.list(studentId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/students/{studentId}/module_bookmarks', {
                params: { path: { studentId } },
                signal,
              }),
            )
          ).content,
      }),
    add: (studentId: number) =>
      mutationOptions({
        mutationFn: async (moduleId: number) => {
          await unwrap(
            authClient.POST('/students/{studentId}/module_bookmarks', {
              params: { path: { studentId } },
              body: { moduleId },
            }),
          );
        },
        onSuccess: invalidate(studentId),
      }),
    remove: (studentId: number) =>
      mutationOptions({
        mutationFn: async (moduleId: number) => {
          await unwrap(
            authClient.DELETE('/students/{studentId}/module_bookmarks/{moduleId}', {
              params: { path: { studentId, moduleId } },
            }),
          );
        },
        onSuccess: invalidate(studentId),
      }),
  };
}

export function awardQueries({ authClient }: ApiContext) {
  return {
    /** Earned and available awards; `{ status: 'EARNED' }` or `'AVAILABLE'` for one side. */
    list: (studentId: number, params: QueryParams<'listAwards'> = {}) =>
      queryOptions({
        queryKey: queryKeys.awards.list(studentId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/awards', {
              params: { path: { studentId }, query: params },
              signal,
            }),
          ),
      }),
  };
}
