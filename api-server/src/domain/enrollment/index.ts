import type { Handlers } from '../../http/operation.js';
import type { Services } from '../../services.js';
import { applicationHandlers } from './applications.js';
import { cohortHandlers } from './cohorts.js';

/** Cohorts, vouchers and promo codes, and the enrollment application's lifecycle (its agreement sent to sign). */
export function enrollmentHandlers(services: Services) {
  return {
    ...cohortHandlers(services),
    ...applicationHandlers(services),
  } satisfies Partial<Handlers>;
}
