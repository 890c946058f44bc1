import type { Handlers } from '../../http/operation.js';
import type { Services } from '../../services.js';
import { scheduleHandlers } from './schedule.js';
import { sessionHandlers } from './sessions.js';

/** A coach's booked sessions, and the weekly schedule and booking settings they are booked in. */
export function coachSessionHandlers(services: Services) {
  return {
    ...sessionHandlers(services),
    ...scheduleHandlers(services),
  } satisfies Partial<Handlers>;
}
