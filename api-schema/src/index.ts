export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
  type RuntimeConfig,
} from './runtime-config';
export * from './schema';

export {
  analyticsSender,
  createAnalytics,
  type Analytics,
  type AnalyticsOptions,
  type AnalyticsProperties,
  type SendAnalyticsEvents,
  type TrackOptions,
} from './client/analytics';
export { ApiError, isApiError, unwrap } from './client/api-error';
export {
  createAuthClient,
  createPublicClient,
  type ApiClient,
  type AuthClient,
  type AuthClientHooks,
  type AuthContext,
  type ClientOptions,
  type Fetch,
} from './client/clients';
export { signMediaUrl } from './client/sign-media-url';
export { uploadFile, type UploadOptions, type UploadProgress } from './client/upload-file';
export { verifyRedirect } from './client/verify-redirect';

export {
  activityEvents,
  createIdleMonitor,
  idleTimeoutMs,
  idleWarningMs,
  lastActivityKey,
} from './session/idle-timeout';
export { createKeptWork, keptWork, withoutSecrets, type KeptWork } from './session/kept-work';
export { canAccess, type AccessPermission } from './session/can-access';
export {
  COACH_SUBSCRIBED_STORAGE_KEY,
  createLocalPreferences,
  defaultLocale,
  LANGUAGE_STORAGE_KEY,
  SIGN_UP_EMAIL_STORAGE_KEY,
  toLocale,
  type LocalValue,
  type Locale,
} from './session/local-preferences';
export { anonymousSession, sessionFromAuth, type Session } from './session/session';
export {
  createSessionStore,
  SESSION_STORAGE_KEY,
  type SessionStore,
  type SessionStoreOptions,
} from './session/session-store';
export { useSession } from './session/use-session';

export { createApi, type Api } from './query-kit/create-api';
// Each resource's factories on their own, so an app binds only what it calls and the bundler can
// leave the other resources out (createApi reaches every one of them).
export { accountMutations } from './queries/account';
export { authActions, type AuthActions } from './queries/auth';
export { bindApi } from './query-kit/bind-api';
export { useCallOnMount, type CallState } from './query-kit/use-call-on-mount';
export { createQueryClient, queryClientFor } from './query-kit/session-queries';
export { coachScheduleQueries, coachSessionQueries } from './queries/coach-sessions';
export { coachSubscriptionQueries } from './queries/subscription';
export { certificationQueries } from './queries/certifications';
export { coachQueries } from './queries/coaches';
export { educationQueries } from './queries/educations';
export { fileQueries } from './queries/files';
export { productQueries } from './queries/products';
export { purchaseQueries } from './queries/purchases';
export { usePurchase, usePurchaseSearch, type PurchaseSearch } from './queries/purchases';
export { unreadInboxCriteria } from './queries/communication-intents';
export type { ApiContext, QueryParams } from './query-kit/context';
export type { UploadVariables } from './queries/files';
export {
  PAYMENT_POLL_INTERVAL_MS,
  type PaymentVariables,
  type PayOffVariables,
  type PrePayVariables,
} from './queries/payments';
export { queryKeys } from './query-kit/keys';
