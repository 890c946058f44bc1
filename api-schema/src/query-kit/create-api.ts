import { accountMutations } from './account';
import { coachScheduleQueries, coachSessionQueries } from './coach-calendar';
import { coachSubscriptionQueries } from './coach-subscription';
import { certificationQueries, coachQueries, educationQueries } from './coaches';
import { communicationIntentQueries } from './communication-intents';
import { coachingCircleQueries, communicationPreferenceQueries } from './community';
import type { ApiContext } from './context';
import {
  cohortQueries,
  enrollmentApplicationQueries,
  promoCodeQueries,
  voucherMutations,
} from './enrollment';
import { fileQueries } from './files';
import {
  awardQueries,
  courseModuleQueries,
  courseQueries,
  moduleBookmarkQueries,
} from './learning';
import {
  paymentMethodQueries,
  paymentPlanQueries,
  paymentQueries,
  transferQueries,
} from './payments';
import { productQueries, purchaseQueries } from './products';
import {
  accountHistoryQueries,
  activityLogQueries,
  envelopeQueries,
  lookupQueries,
  ssoQueries,
  studentQueries,
} from './students';

/**
 * Every query and mutation factory, bound to an app's clients and session. Create it once at start-up:
 * `const api = createApi({ authClient, publicClient, session })`, then
 * `useQuery(api.students.detail(id))`, `useMutation(api.students.update(id))`. The auth flow is
 * `authActions`.
 */
export function createApi(context: ApiContext) {
  return {
    account: accountMutations(context),
    students: studentQueries(context),
    sso: ssoQueries(context),
    communicationIntents: communicationIntentQueries(context),
    communicationPreferences: communicationPreferenceQueries(context),
    accountHistory: accountHistoryQueries(context),
    activityLog: activityLogQueries(context),
    envelopes: envelopeQueries(context),
    lookups: lookupQueries(context),
    courses: courseQueries(context),
    courseModules: courseModuleQueries(context),
    moduleBookmarks: moduleBookmarkQueries(context),
    awards: awardQueries(context),
    cohorts: cohortQueries(context),
    vouchers: voucherMutations(context),
    promoCodes: promoCodeQueries(context),
    enrollmentApplications: enrollmentApplicationQueries(context),
    paymentPlans: paymentPlanQueries(context),
    paymentMethods: paymentMethodQueries(context),
    payments: paymentQueries(context),
    transfers: transferQueries(context),
    coachingCircles: coachingCircleQueries(context),
    coaches: coachQueries(context),
    educations: educationQueries(context),
    certifications: certificationQueries(context),
    products: productQueries(context),
    purchases: purchaseQueries(context),
    coachSessions: coachSessionQueries(context),
    coachSchedule: coachScheduleQueries(context),
    coachSubscription: coachSubscriptionQueries(context),
    files: fileQueries(context),
  };
}

export type Api = ReturnType<typeof createApi>;
