import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type { CoachScheduleInput, CoachSessionInput, CoachSessionUpdate } from '../schema';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { queryKeys } from '../query-kit/keys';

/**
 * The open slots customers book from (products' available schedules) follow the coach's weekly
 * windows and booked sessions. Their keys sit below each product, so they are matched by shape.
 */
const invalidateAvailability = (client: QueryClient, coachId: number) =>
  client.invalidateQueries({
    predicate: ({ queryKey }) =>
      queryKey[0] === 'coaches' && queryKey[1] === coachId && queryKey[5] === 'availableSchedules',
  });

export function coachSessionQueries({ authClient }: ApiContext) {
  // A session belongs to a purchase, whose list and details show its sessions' state.
  const invalidate = (client: QueryClient, coachId: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.coachSessions.all(coachId) }),
      invalidateAvailability(client, coachId),
      client.invalidateQueries({ queryKey: queryKeys.purchases.all() }),
    ]);

  return {
    /** My sessions: by date range and status, soonest first by default. */
    list: (coachId: number, params: QueryParams<'listCoachSessions'> = {}) =>
      queryOptions({
        queryKey: queryKeys.coachSessions.list(coachId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/coaches/{coachId}/sessions', {
              params: { path: { coachId }, query: params },
              signal,
            }),
          ),
      }),
    /** Rejects with startTimeMustBeLessThanEndTime when the times are reversed. */
    create: (coachId: number) =>
      mutationOptions({
        mutationFn: async (body: CoachSessionInput) =>
          (
            await unwrap(
              authClient.POST('/coaches/{coachId}/sessions', {
                params: { path: { coachId } },
                body,
              }),
            )
          ).content,
        onSuccess: (_session, _body, _result, { client }) => invalidate(client, coachId),
      }),
    /**
     * One change to a session: a new start (rejects with slotUnavailable when it is not free) or a
     * new status (sessionStatusChanged, sessionNotStarted when the rules refuse it now). A cancellation
     * refunds a paid session's share, so the coach's purchases are read again too.
     */
    update: (coachId: number) =>
      mutationOptions({
        mutationFn: async ({
          sessionId,
          change,
        }: {
          sessionId: number;
          change: CoachSessionUpdate;
        }) =>
          (
            await unwrap(
              authClient.PATCH('/coaches/{coachId}/sessions/{sessionId}', {
                params: { path: { coachId, sessionId } },
                body: change,
              }),
            )
          ).content,
        onSuccess: (_session, _variables, _result, { client }) =>
          Promise.all([
            invalidate(client, coachId),
            client.invalidateQueries({ queryKey: queryKeys.purchases.all() }),
          ]),
      }),
    remove: (coachId: number) =>
      mutationOptions({
        mutationFn: async (sessionId: number) => {
          await unwrap(
            authClient.DELETE('/coaches/{coachId}/sessions/{sessionId}', {
              params: { path: { coachId, sessionId } },
            }),
          );
        },
        onSuccess: (_data, _sessionId, _result, { client }) => invalidate(client, coachId),
      }),
  };
}

export function coachScheduleQueries({ authClient }: ApiContext) {
  return {
    /** The coach's weekly availability windows in the coach's time zone. */
    detail: (coachId: number) =>
      queryOptions({
        queryKey: queryKeys.coachSchedule.detail(coachId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/coaches/{coachId}/schedule', {
                params: { path: { coachId } },
                signal,
              }),
            )
          ).content,
      }),
    update: (coachId: number) =>
      mutationOptions({
        mutationFn: async (body: CoachScheduleInput) =>
          (
            await unwrap(
              authClient.PUT('/coaches/{coachId}/schedule', {
                params: { path: { coachId } },
                body,
              }),
            )
          ).content,
        onSuccess: (schedule, _body, _result, { client }) => {
          client.setQueryData(queryKeys.coachSchedule.detail(coachId), schedule);
          return Promise.all([
            invalidateAvailability(client, coachId),
            // The coach's record names the schedule's zone, which a coach without one of their
            // own sees times in.
            client.invalidateQueries({ queryKey: queryKeys.coaches.detail(coachId), exact: true }),
          ]);
        },
      }),
  };
}
