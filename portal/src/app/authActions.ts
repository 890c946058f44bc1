import { authActions, bindApi, type AuthActions } from '@hci/api-schema';
import { usePortalApi } from './api';

/**
 * Sign-in, sign-up, verification and sign-out: plain calls with no query cache, so the sign-in
 * pages (every visitor's first page) do not load TanStack Query or the query factories.
 */
export function useAuthActions(): AuthActions {
  return bindApi(usePortalApi(), authActions);
}
