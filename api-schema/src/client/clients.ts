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
  try {
    const body: unknown = await response.clone().json();
    if (typeof body !== 'object' || body === null) return false;
    const { key, message } = body as { key?: unknown; message?: unknown };
    return key === 'Unauthorized' || message === 'Unauthorized';
  } catch {
    return false;
  }
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
    try {
      const { data } = await publicClient.POST('/auth/signin/refresh_token', {
        body: { refreshToken },
      });
      if (data) {
        session.signIn(data.content);
        return true;
      }
    } catch {
      // A network failure during refresh ends the session like a refused refresh.
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
      const current = session.getSnapshot();
      // Another call already renewed the token this one was sent with: just retry.
      if (current.accessToken && current.accessToken !== usedToken) return Promise.resolve(true);
      if (refreshing) return refreshing;
      if (!current.refreshToken) return Promise.resolve(false);
      // One refresh at a time across the tabs of this browser, which share the session: each
      // refresh spends the refresh token, so a second tab must use what the first one got.
      const renew = async () => {
        const latest = session.sync();
        if (latest.accessToken && latest.accessToken !== usedToken) return true;
        return latest.refreshToken ? refresh(latest.refreshToken) : false;
      };
      refreshing = (locks ? locks.request(refreshLockName, renew) : renew()).finally(() => {
        refreshing = null;
      });
      return refreshing;
    },
  };

  // Each request's retry copy and the token it carried, until its response arrives.
  const inFlight = new Map<string, { retry: Request; token: string }>();

  const middleware: Middleware = {
    onRequest({ request, id }) {
      for (const [name, value] of Object.entries(auth.headers())) request.headers.set(name, value);
      inFlight.set(id, { retry: request.clone(), token: session.getSnapshot().accessToken });
      return request;
    },
    async onResponse({ response, id }) {
      const sent = inFlight.get(id);
      inFlight.delete(id);
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
    onError({ id }) {
      inFlight.delete(id);
    },
  };

  const client = createClient<paths>({ baseUrl, fetch });
  client.use(middleware);
  return Object.assign(client, { auth });
}
