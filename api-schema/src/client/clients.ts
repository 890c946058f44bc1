import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/openapi';
import type { SessionStore } from '../session/session-store';

export type ApiClient = Client<paths>;
export type Fetch = (request: Request) => Promise<Response>;

/** A lock held across the tabs of one browser (the Web Locks API's `navigator.locks`). */
export interface TabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface ClientOptions {
  /** Defaults to the global fetch, looked up per request so test and story mocks installed later apply. */
  fetch?: Fetch;
  /** Serializes token refreshes across tabs; `navigator.locks` by default, none where absent. */
  locks?: TabLocks | null;
}

const refreshLockName = 'hci.session.refresh';

function defaultLocks(): TabLocks | null {
  return typeof navigator === 'undefined' ? null : (navigator.locks ?? null);
}

export interface AuthClientHooks {
  /**
   * Called when a call stays unauthorized: a 401 or an error body saying Unauthorized that a token
   * refresh could not cure. The coach app redirects with `verifyRedirect`.
   */
  onUnauthorized?: () => void;
}

/** What the upload helper and tests need besides the typed methods. */
export interface AuthContext {
  readonly baseUrl: string;
  readonly session: SessionStore;
  readonly fetch: Fetch;
  /** The headers the authenticated client adds: `source: WEB` and the bearer (empty without a token). */
  headers(): Record<string, string>;
  /**
   * Makes a fresh token available after `usedToken` was refused. Resolves true when a newer token
   * exists (refreshing at most once however many calls ask at the same time), false when the
   * session could not be renewed and was cleared.
   */
  renewAfter(usedToken: string): Promise<boolean>;
  readonly hooks: AuthClientHooks;
}

export type AuthClient = ApiClient & { readonly auth: AuthContext };

const globalFetch: Fetch = (request) => globalThis.fetch(request);

export function createPublicClient(baseUrl: string, options: ClientOptions = {}): ApiClient {
  return createClient<paths>({ baseUrl, fetch: options.fetch ?? globalFetch });
}

async function saysUnauthorized(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.ok || !response.headers.get('content-type')?.includes('json')) return false;
  // A body that is not a JSON object (null, a string, broken JSON) names no key.
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const { key, message } = Object(body) as { key?: unknown; message?: unknown };
  return key === 'Unauthorized' || message === 'Unauthorized';
}

export function createAuthClient(
  baseUrl: string,
  session: SessionStore,
  hooks: AuthClientHooks = {},
  options: ClientOptions = {},
): AuthClient {
  const fetch = options.fetch ?? globalFetch;
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const publicClient = createPublicClient(baseUrl, { fetch });
  let refreshing: Promise<boolean> | null = null;

  async function refresh(refreshToken: string): Promise<boolean> {
    // A network failure during refresh ends the session like a refused refresh.
    const answer = await publicClient
      .POST('/auth/signin/refresh_token', { body: { refreshToken } })
      .catch(() => undefined);
    if (answer?.data) {
      session.signIn(answer.data.content);
      return true;
    }
    session.clear();
    return false;
  }

  const auth: AuthContext = {
    baseUrl,
    session,
    fetch,
    hooks,
    headers() {
      const { accessToken } = session.getSnapshot();
      return { source: 'WEB', Authorization: accessToken ? `Bearer ${accessToken}` : '' };
    },
    renewAfter(usedToken) {
      if (refreshing) return refreshing;
      // One refresh at a time across the tabs of this browser, which share the session: each
      // refresh spends the refresh token, so a second tab must use what the first one got.
      const renew = async () => {
        const latest = session.sync();
        // Another call or tab already renewed the token this one was sent with: just retry.
        if (latest.accessToken && latest.accessToken !== usedToken) return true;
        return latest.refreshToken ? refresh(latest.refreshToken) : false;
      };
      refreshing = (locks ? locks.request(refreshLockName, renew) : renew()).finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
  };

  // Each request's retry copy and the token it carried, gone with the request.
  const sentWith = new WeakMap<Request, { retry: Request; token: string }>();

  const middleware: Middleware = {
    onRequest({ request }) {
      for (const [name, value] of Object.entries(auth.headers())) request.headers.set(name, value);
      sentWith.set(request, { retry: request.clone(), token: session.getSnapshot().accessToken });
      return request;
    },
    async onResponse({ request, response }) {
      const sent = sentWith.get(request);
      if (!sent || !(await saysUnauthorized(response))) return undefined;
      if (!(await auth.renewAfter(sent.token))) {
        hooks.onUnauthorized?.();
        return undefined;
      }
      const { retry } = sent;
      for (const [name, value] of Object.entries(auth.headers())) retry.headers.set(name, value);
      const retried = await fetch(retry);
      if (await saysUnauthorized(retried)) hooks.onUnauthorized?.();
      return retried;
    },
  };

  const client = createClient<paths>({ baseUrl, fetch });
  client.use(middleware);
  return Object.assign(client, { auth });
}
