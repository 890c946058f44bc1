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
  createAppApi,
  createPrerenderApi,
  type AppApi,
  type AppApiOptions,
  type ReverifyNavigation,
} from './app/app-api';
export {
  ApiProvider,
  useApi,
  useApiSession,
  useAuthActions,
  useBoundApi,
  useCoachSession,
  useStudentId,
} from './app/api-provider';

export { RequireRole } from './app/require-role';
export { useIdleSessionEnd } from './app/use-idle-session-end';
export { idleTimeoutMs, lastActivityKey } from './session/idle-timeout';
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

export { createApi, type Api } from './queries/create-api';
// Each resource's factories on their own, so an app binds only what it calls and the bundler can
// leave the other resources out (createApi reaches every one of them).
export { accountMutations } from './queries/account';
export { authActions, type AuthActions } from './queries/auth';
export { bindApi } from './queries/bind-api';
export { useCallOnMount, type CallState } from './queries/use-call-on-mount';
export { createQueryClient, queryClientFor, SessionQueries } from './queries/session-queries';
export { coachScheduleQueries, coachSessionQueries } from './queries/coach-calendar';
export { coachSubscriptionQueries } from './queries/coach-subscription';
export { certificationQueries, coachQueries, educationQueries } from './queries/coaches';
export { fileQueries } from './queries/files';
export { productQueries, purchaseQueries } from './queries/products';
export { usePurchase, usePurchaseSearch, type PurchaseSearch } from './queries/purchase-search';
export { unreadInboxCriteria } from './queries/communication-intents';
export type { ApiContext, QueryParams } from './queries/context';
export type { UploadVariables } from './queries/files';
export {
  PAYMENT_POLL_INTERVAL_MS,
  type PaymentVariables,
  type PayOffVariables,
  type PrePayVariables,
} from './queries/payments';
export { queryKeys } from './queries/keys';
