import {
  bindApi,
  certificationQueries,
  coachQueries,
  educationQueries,
  productQueries,
  type ApiContext,
} from '@hci/api-schema';
import { coachCalls } from './coachCalls';
import { useServices } from './services';

/**
 * The api-schema factories the coach app calls. Binding only these (not `createApi`) keeps the
 * student-portal resources out of the coach bundle.
 */
export function createCoachApi(context: ApiContext) {
  return {
    coaches: coachQueries(context),
    educations: educationQueries(context),
    certifications: certificationQueries(context),
    products: productQueries(context),
    account: coachCalls(context),
  };
}

export type CoachApi = ReturnType<typeof createCoachApi>;

/** The coach's query and mutation factories; bound when the first page that loads data does. */
export function useCoachApi(): CoachApi {
  return bindApi(useServices(), createCoachApi);
}
