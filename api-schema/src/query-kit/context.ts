import type { operations } from '../generated/openapi';
import type { ApiClient, AuthClient } from '../client/clients';
import type { SessionStore } from '../session/session-store';

/** What every factory needs: both clients and the session, created once per app. */
export interface ApiContext {
  authClient: AuthClient;
  publicClient: ApiClient;
  session: SessionStore;
}

/** The query parameters of an operation, all optional ones included. */
export type QueryParams<Op extends keyof operations> = NonNullable<
  operations[Op]['parameters']['query']
>;
