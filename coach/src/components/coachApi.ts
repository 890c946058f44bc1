import {
  accountMutations,
  certificationQueries,
  coachQueries,
  educationQueries,
  productQueries,
  type ApiContext,
  useBoundApi,
} from '@hci/api-schema';

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
    account: accountMutations(context),
  };
}

export type CoachApi = ReturnType<typeof createCoachApi>;

/** The coach's query and mutation factories; bound when the first page that loads data does. */
export function useCoachApi(): CoachApi {
  return useBoundApi(createCoachApi);
}
