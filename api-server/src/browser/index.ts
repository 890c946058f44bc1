// The reference API in a browser, for stories and page tests: the same Hono app, contract checks,
// handlers and SQL, on PGlite in memory, seeded from the demo world. What only a Node server has
// is replaced through this package's `#` imports (package.json) and the services given here.
import './buffer-global.js';
import contractText from '@hci/api-schema/openapi.yaml?raw';
import { createApp } from '../app.js';
import type { Clock } from '../clock.js';
import { parseContract } from '../contract/openapi.js';
import type { Database, SqlValue } from '../db/database.js';
import { createHandlers } from '../domain/index.js';
import { createServices } from '../services.js';
import { browserLog, browserKeys, openDemoDatabase } from './demo-database.js';
import { DroppedJobs } from './dropped-jobs.js';
import { MemoryStorage } from './memory-storage.js';
import { keepSeededCopy } from './seeded-copy.js';

export interface BrowserApiOptions {
  /** Where the API is reached from the page (its base URL, for absolute links). */
  baseUrl: string;
  /** The origins of the apps calling it. */
  appOrigins: string[];
  /** The API's time (the demo day, so what the demo world says is due stays due). */
  clock: Clock;
  /**
   * The demo world as `demoDataDir` dumped it (seeded in Node, served by `demoDataDirPlugin`), on
   * the same day as `clock`.
   */
  dataDir: Blob;
  /**
   * Requests answered, one at a time, before the seeded copy is kept: what they make (a signed-in
   * session, say) comes back with every reset.
   */
  prepare?(fetch: (request: Request) => Promise<Response>): Promise<void>;
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
  const db = await openDemoDatabase(options.dataDir);
  let app = appOn(db, options);
  await options.prepare?.(async (request) => app.fetch(request));
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
    reset: () =>
      inTurn(async () => {
        // Files start empty again with new services.
        if (await seeded.restore()) app = appOn(db, options);
      }),
    close: () => inTurn(() => db.close()),
  };
}

const contract = parseContract(contractText);

function appOn(db: Database, options: BrowserApiOptions) {
  const services = createServices({
    db,
    storage: new MemoryStorage(),
    secrets: browserKeys,
    clock: options.clock,
    log: browserLog,
    devMailbox: false,
    queue: new DroppedJobs(),
    appOrigins: { allowed: options.appOrigins, coach: [] },
    publicUrl: () => options.baseUrl,
  });
  return createApp({
    allowedOrigins: options.appOrigins,
    contract,
    services,
    handlers: createHandlers(services),
    trustedProxies: 0,
  });
}
