import { authMutations } from './auth';
import { certificationQueries, coachQueries, educationQueries } from './coaches';
import { communicationIntentQueries } from './communication-intents';
import type { ApiContext } from './context';
import { fileQueries } from './files';
import { productQueries, purchaseQueries } from './products';
import {
  accountHistoryQueries,
  activityLogQueries,
  envelopeQueries,
  lookupQueries,
  studentQueries,
} from './students';

/**
 * Every query and mutation factory, bound to an app's clients and session. Create it once at start-up:
 * `const api = createApi({ authClient, publicClient, session })`, then
 * `useQuery(api.students.detail(id))`, `useMutation(api.auth.signInCoach())`.
 */
export function createApi(context: ApiContext) {
  return {
    auth: authMutations(context),
    students: studentQueries(context),
    communicationIntents: communicationIntentQueries(context),
    accountHistory: accountHistoryQueries(context),
    activityLog: activityLogQueries(context),
    envelopes: envelopeQueries(context),
    lookups: lookupQueries(context),
    coaches: coachQueries(context),
    educations: educationQueries(context),
    certifications: certificationQueries(context),
    products: productQueries(context),
    purchases: purchaseQueries(context),
    files: fileQueries(context),
  };
}

export type Api = ReturnType<typeof createApi>;
