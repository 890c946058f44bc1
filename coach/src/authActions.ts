import { authActions, bindApi } from '@hci/api-schema';
import { useServices } from './services';

/**
 * Sign-in, sign-up, verification and sign-out: plain calls with no query cache, so the sign-in
 * pages (every visitor's first page) do not load TanStack Query. Apart from `useCoachApi` so they
 * do not load the query factories either.
 */
export function useAuthActions() {
  return bindApi(useServices(), authActions);
}
