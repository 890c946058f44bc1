import { accountMutations } from '../queries/account';
import { coachScheduleQueries, coachSessionQueries } from '../queries/coach-sessions';
import { coachSubscriptionQueries } from '../queries/subscription';
import { certificationQueries } from '../queries/certifications';
import { coachQueries } from '../queries/coaches';
import { educationQueries } from '../queries/educations';
import { communicationIntentQueries } from '../queries/communication-intents';
import { coachingCircleQueries } from '../queries/coaching-circles';
import { communicationPreferenceQueries } from '../queries/preferences';
import type { ApiContext } from './context';
import {
  cohortQueries,
  enrollmentApplicationQueries,
  promoCodeQueries,
  voucherMutations,
} from '../queries/enrollment';
import { fileQueries } from '../queries/files';
import {
  awardQueries,
  courseModuleQueries,
  courseQueries,
  moduleBookmarkQueries,
} from '../queries/courses';
import { paymentMethodQueries } from '../queries/payment-methods';
import { paymentPlanQueries, paymentQueries } from '../queries/payments';
import { transferQueries } from '../queries/transfers';
import { productQueries } from '../queries/products';
import { purchaseQueries } from '../queries/purchases';
import {
  accountHistoryQueries,
  activityLogQueries,
  ssoQueries,
  studentQueries,
} from '../queries/students';
import { envelopeQueries } from '../queries/agreements';
import { lookupQueries } from '../queries/lookups';

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
