// The reference API in a browser, for stories and page tests: the same Hono app, contract checks,
// handlers and SQL, on PGlite in memory, seeded from the demo world. What only a Node server has
// is replaced through this package's `#` imports (package.json) and the services given here.
import './buffer-global.js';
import contractText from '@hci/api-schema/openapi.yaml?raw';
import { createApp } from '../app.js';
import { parseContract } from '../contract/openapi.js';
import type { Database, SqlValue } from '../db/database.js';
import { createHandlers } from '../domain/index.js';
import { browserServices, type BrowserServiceOptions } from './browser-services.js';
import { openDemoDatabase } from './demo-database.js';
import type { MemoryStorage } from './memory-storage.js';
import { keepSeededCopy } from './seeded-copy.js';

export { demoDataDir } from './demo-database.js';
export { demoWorldFileName } from './demo-world-file.js';

export interface BrowserApiOptions extends BrowserServiceOptions {
  /**
   * The demo world as `demoDataDir` dumped it (seeded in Node, served by `demoDataDirPlugin`), on
   * the same day as `clock`.
   */
  dataDir: Blob;
  /**
   * Requests answered, one at a time, and SQL run before the seeded copy is kept: what they make
   * (a signed-in session, say) comes back with every reset.
   */
  prepare?(api: Pick<BrowserApi, 'fetch' | 'query'>): Promise<void>;
}

export interface BrowserApi {
  /** Answers a request as the API on Node would. Requests are answered one at a time. */
  fetch(request: Request): Promise<Response>;
  /**
   * Runs SQL on the API's database, in turn with requests: for a state no request makes (a plan
   * past due, a coach without a subscription). `reset` puts it back like any change.
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Puts every record back as it was right after seeding (only the tables changed since). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Opens the demo world's database and builds the app. */
export async function startBrowserApi(options: BrowserApiOptions): Promise<BrowserApi> {
  const { db, storage } = await openDemoDatabase(options.dataDir);
  // One app for the page (a new one costs a few hundred milliseconds). A reset leaves stored file
  // bytes behind, unreachable once the records naming them are gone; the seed's stay.
  const { app, services } = appOn(db, storage, options);
  await options.prepare?.({
    fetch: async (request) => app.fetch(request),
    query: (sql, params) => db.query(sql, params),
  });
  const seeded = await keepSeededCopy(db);
  // The request scope of a browser (browser/request-scope.ts) holds for one request at a time.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const done = turn.then(work);
    turn = done.catch(() => undefined);
    return done;
  };
  return {
    fetch: (request) => inTurn(async () => app.fetch(request)),
    query: <T>(sql: string, params?: readonly SqlValue[]) => inTurn(() => db.query<T>(sql, params)),
    // A session signed out since is signed in again in the copy: the tokens forget it too.
    reset: () =>
      inTurn(async () => {
        await seeded.restore();
        services.tokens.forgetRevocations();
      }),
    close: () => inTurn(() => db.close()),
  };
}

const contract = parseContract(contractText);

function appOn(db: Database, storage: MemoryStorage, options: BrowserApiOptions) {
  const services = browserServices(db, options, storage);
  const app = createApp({
    allowedOrigins: options.appOrigins,
    contract,
    services,
    handlers: createHandlers(services),
    trustedProxies: 0,
  });
  return { app, services };
}
