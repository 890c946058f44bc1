import {
  mutationOptions,
  queryOptions,
  type MutationFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CourseModule } from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

export function courseQueries({ authClient }: ApiContext) {
  return {
    /** The student's courses with their progress and next module. */
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
        // Modules are finished in the learning platform's own tab: coming back shows the progress.
        refetchOnWindowFocus: 'always',
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
        refetchOnWindowFocus: 'always',
      }),
  };
}

/** A module to bookmark (`bookmarked: true`) or to un-bookmark. */
export interface ModuleBookmarkChange {
  moduleId: number;
  bookmarked: boolean;
}

interface ModuleList {
  content: CourseModule[];
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

  const add = async (studentId: number, moduleId: number) => {
    await unwrap(
      authClient.POST('/students/{studentId}/module_bookmarks', {
        params: { path: { studentId } },
        body: { moduleId },
      }),
    );
  };
  const remove = async (studentId: number, moduleId: number) => {
    await unwrap(
      authClient.DELETE('/students/{studentId}/module_bookmarks/{moduleId}', {
        params: { path: { studentId, moduleId } },
      }),
    );
  };

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
        mutationFn: (moduleId: number) => add(studentId, moduleId),
        onSuccess: invalidate(studentId),
      }),
    remove: (studentId: number) =>
      mutationOptions({
        mutationFn: (moduleId: number) => remove(studentId, moduleId),
        onSuccess: invalidate(studentId),
      }),
    /**
     * Bookmarks or un-bookmarks a module at once in every cached module list, puts the lists back
     * if the API refuses, and reloads them when the last of several quick presses has settled
     * (an earlier reload would undo the later presses on screen for a moment).
     */
    toggle: (studentId: number) =>
      mutationOptions({
        mutationKey: ['moduleBookmarks', 'toggle', studentId],
        mutationFn: ({ moduleId, bookmarked }: ModuleBookmarkChange) =>
          bookmarked ? add(studentId, moduleId) : remove(studentId, moduleId),
        onMutate: async ({ moduleId, bookmarked }, { client }) => {
          const lists = { queryKey: queryKeys.courseModules.all(studentId) };
          await client.cancelQueries(lists);
          const before = client.getQueriesData<ModuleList>(lists);
          client.setQueriesData<ModuleList>(
            lists,
            (list) =>
              list && {
                ...list,
                content: list.content.map((module) =>
                  module.id === moduleId ? { ...module, bookmarked } : module,
                ),
              },
          );
          return before;
        },
        onError: (
          _error,
          _change,
          before: ReadonlyArray<[QueryKey, unknown]> | undefined,
          { client },
        ) => {
          for (const [queryKey, list] of before ?? []) client.setQueryData(queryKey, list);
        },
        onSettled: (_data, _error, _change, _before, context) =>
          context.client.isMutating({ mutationKey: ['moduleBookmarks', 'toggle', studentId] }) > 1
            ? undefined
            : invalidate(studentId)(undefined, undefined, undefined, context),
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
