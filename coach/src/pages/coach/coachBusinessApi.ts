import {
  coachScheduleQueries,
  coachSessionQueries,
  coachSubscriptionQueries,
} from '@hci/api-schema';
import { useMemo } from 'react';
import { useServices } from '../../services';

/**
 * api-schema's factories for the coach's subscription, sessions and weekly schedule, bound to the
 * app's clients.
 * Bound here, on the pages that manage them, so only those route chunks carry them.
 */
export function useCoachBusinessApi() {
  const services = useServices();
  return useMemo(
    () => ({
      subscription: coachSubscriptionQueries(services),
      sessions: coachSessionQueries(services),
      schedule: coachScheduleQueries(services),
    }),
    [services],
  );
}
