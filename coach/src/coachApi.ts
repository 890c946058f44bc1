import {
  authMutations,
  certificationQueries,
  coachQueries,
  educationQueries,
  productQueries,
  type ApiContext,
} from '@hci/api-schema';

/**
 * The api-schema factories the coach app calls. Binding only these (not `createApi`) keeps the
 * student-portal resources out of the coach bundle.
 */
export function createCoachApi(context: ApiContext) {
  return {
    auth: authMutations(context),
    coaches: coachQueries(context),
    educations: educationQueries(context),
    certifications: certificationQueries(context),
    products: productQueries(context),
  };
}

export type CoachApi = ReturnType<typeof createCoachApi>;
