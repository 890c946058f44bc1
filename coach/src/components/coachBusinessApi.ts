import {
  coachScheduleQueries,
  coachSessionQueries,
  coachSubscriptionQueries,
  useBoundApi,
  type ApiContext,
} from '@hci/api-schema';

function createCoachBusinessApi(context: ApiContext) {
  return {
    subscription: coachSubscriptionQueries(context),
    sessions: coachSessionQueries(context),
    schedule: coachScheduleQueries(context),
  };
}

/**
 * api-schema's factories for the coach's subscription, sessions and weekly schedule, bound to the
 * app's clients. Apart from `useCoachApi`, so only the route chunks that manage them carry them.
 */
export function useCoachBusinessApi() {
  return useBoundApi(createCoachBusinessApi);
}
