import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from './app.js';
import { loadSecrets } from './auth/secrets.js';
import { AdjustableClock, systemClock, type Clock } from './clock.js';
import type { ApiRole } from './config.js';
import { defaultCoachOrigins, defaultDataDir, defaultOrigins } from './config.js';
import { jobWork } from './jobs/index.js';
import type { QueueTiming } from './jobs/queue-timing.js';
import { JobQueue } from './jobs/queue.js';
import { isLoopbackHost } from './http/client-address.js';
import { answerClientErrors } from './node/oversized-request.js';
import { openPgliteFolder } from './node/pglite-folder.js';
import { stallAfterCharge } from './node/stall-after-charge.js';
import { listenUrl } from './http/public-url.js';
import type { OpenApiDocument } from './contract/openapi.js';
import { loadContract } from './node/contract-file.js';
import type { Database } from './db/database.js';
import type { S3Config } from './files/object-storage.js';
import { openObjectStorage } from './files/object-storage.js';
import { dropEverything, migrate } from './db/migrate.js';
import { openPostgres } from './db/postgres.js';
import { seedDemoData } from './db/seed/index.js';
import { issueSsoToken } from './domain/auth/index.js';
import { createHandlers } from './domain/index.js';
import { createLogger } from './log.js';
import type { MetricsEndpoint } from './metrics/endpoint.js';
import { serveMetrics } from './metrics/endpoint.js';
import { Metrics } from './metrics/registry.js';
import { SmtpOutbox, type RetryPolicy, type SmtpConfig } from './mail/smtp-outbox.js';
import { createServices, type Services } from './services.js';
import { findUser } from './auth/sessions.js';

export interface ApiServerOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number;
  host?: string;
  /** Embedded database, uploaded files and the generated secret. Default `.data/api` at the repository root. */
  dataDir?: string;
  /** A real PostgreSQL server instead of the embedded one. */
  databaseUrl?: string;
  /** An S3-compatible bucket for file bytes instead of the data folder's `files/`. */
  s3?: S3Config;
  /** Origins of the apps allowed to call the API from a browser. Default: both apps' local ports. */
  allowedOrigins?: string[];
  /**
   * The coach app's origins (allowed too): e-mail links for requests from them open the coach
   * app's routes. Default: the coach app's local port.
   */
  coachOrigins?: string[];
  /**
   * Seed the demo accounts and their data when missing (default false: their password is
   * published, so they exist only where a demo or a test asks for them).
   */
  seed?: boolean;
  /** Wipe everything first, then migrate (and seed, with `seed`). */
  reset?: boolean;
  /** Only errors are logged. */
  quiet?: boolean;
  /**
   * Serve GET /dev/mailbox, which hands out the verification codes and reset links (default
   * false: for demos and tests only). It answers only while the API listens on loopback, and only
   * to programs on this machine calling it directly (not through a proxy, not from a web page).
   */
  devMailbox?: boolean;
  /**
   * Serve GET and POST /dev/clock, which move the API's time forward (from `clock`) and run what
   * falls due (default false: demos and tests only). Answers only as the development mailbox does.
   */
  devClock?: boolean;
  /**
   * What this process does: `all` (the default) answers requests and works the job queue, `api`
   * only answers, `worker` only works the queue (and answers /health). In-process use without a
   * port (`createApiContext`) never works the queue by itself: its caller runs what is due.
   */
  role?: ApiRole;
  /** How long a job may run before another worker takes it over, and how often queues are polled. */
  queueTiming?: QueueTiming;
  /** Crash tests only: the simulated card processor stalls the process right after a charge. */
  stallAfterCharge?: boolean;
  /**
   * How many proxies in front of the API append the caller's address to X-Forwarded-For (default
   * 0: the header is ignored). Sign-in throttling counts per client address.
   */
  trustProxy?: number;
  jwtSecret?: string;
  /**
   * The SMTP server the API's e-mails go through (verification codes, reset links). Unset, they
   * reach only the development mailbox, when it is on.
   */
  smtp?: SmtpConfig;
  /** How a mail the SMTP server does not take is tried again (default: 9 tries over ~8.5 min). */
  mailRetry?: RetryPolicy;
  /**
   * The external learning platform the sign-on links open. Default: the stand-in this API serves
   * at /learning-platform, so the journey works offline.
   */
  learningPlatformUrl?: string;
  clock?: Clock;
  /**
   * The API as its callers reach it (behind a load balancer: its public address), which signed
   * and absolute links name. Default: the address it listens on; never a request's Host header.
   */
  publicUrl?: string;
  /**
   * Serve Prometheus metrics at `/metrics` on this port (0 picks a free one), apart from the API.
   * Unset (the default), no metrics are kept and nothing more listens.
   */
  metricsPort?: number;
  /** Where the metrics port listens. Default: the API's host. */
  metricsHost?: string;
}

export interface ApiServer {
  url: string;
  /** The metrics endpoint's URL, when `metricsPort` asked for one. */
  metricsUrl?: string;
  /** A one-time sign-in token for a user, as support tooling issues them (for end-to-end tests). */
  issueSsoToken(email: string): Promise<string>;
  close(): Promise<void>;
}

export interface ApiContext {
  app: ReturnType<typeof createApp>;
  services: Services;
  contract: OpenApiDocument;
  /** Kept when `metricsPort` is set. */
  metrics?: Metrics;
  /** The apps' origins, CORS-allowed. */
  allowedOrigins: string[];
  /** Tells links without a configured public URL the port picked when listening on port 0. */
  listeningOn(port: number): void;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds and builds the app, without listening on a port. */
export async function createApiContext(options: ApiServerOptions = {}): Promise<ApiContext> {
  const dataDir = options.dataDir ?? defaultDataDir;
  const log = createLogger({ quiet: options.quiet });
  const devClock =
    options.devClock && isLoopbackHost(options.host ?? '127.0.0.1')
      ? new AdjustableClock(options.clock ?? systemClock)
      : undefined;
  const clock = devClock ?? options.clock ?? systemClock;
  // In-process use (no port) listens nowhere, like loopback.
  const host = options.host ?? '127.0.0.1';
  const onLoopback = isLoopbackHost(host);
  if (options.devMailbox && !onLoopback) {
    log.error('development mailbox left off: the API does not listen on loopback', {
      host: options.host,
    });
  }
  // Each step logs as it starts, so whoever waits for the API (npm start) sees it at work.
  log.info('opening the database', { on: options.databaseUrl ? 'PostgreSQL' : 'PGlite' });
  const metrics = options.metricsPort === undefined ? undefined : new Metrics();
  let db: Database;
  if (options.databaseUrl) {
    db = await openPostgres(options.databaseUrl, {
      onConnectionError(error) {
        log.error('database connection lost; the pool opens a new one when needed', {
          code: (error as { code?: unknown }).code,
          error: error.message,
        });
        metrics?.countConnectionError();
      },
    });
    if (options.reset) await dropEverything(db);
    if (options.reset) await rm(join(dataDir, 'files'), { recursive: true, force: true });
  } else {
    if (options.reset) await rm(dataDir, { recursive: true, force: true });
    db = await openPgliteFolder(join(dataDir, 'pglite'));
  }
  let ownUrl = listenUrl(host, options.port ?? 4010);
  const publicUrl = options.publicUrl ? () => options.publicUrl! : () => ownUrl;
  if (!options.publicUrl) log.info('no API_PUBLIC_URL: links name the address the API listens on');
  const pool = db.connections?.bind(db);
  if (metrics && pool) metrics.watchPool(pool);
  try {
    log.info('migrating the database');
    const applied = await migrate(db);
    if (applied.length) log.info('migrations applied', { versions: applied });
    const secrets = await loadSecrets(dataDir, options.jwtSecret);
    const coachOrigins = options.coachOrigins ?? defaultCoachOrigins();
    const allowedOrigins = [
      ...new Set([...(options.allowedOrigins ?? defaultOrigins()), ...coachOrigins]),
    ];
    const storage = openObjectStorage(dataDir, options.s3);
    const services = createServices({
      db: metrics ? metrics.timed(db) : db,
      storage,
      secrets,
      clock,
      log,
      devMailbox: (options.devMailbox ?? false) && onLoopback,
      devClock,
      queue: new JobQueue(db, log, (options.role ?? 'all') !== 'api', options.queueTiming),
      afterCharge: options.stallAfterCharge ? stallAfterCharge : undefined,
      outbox: options.smtp && new SmtpOutbox(options.smtp, log, options.mailRetry),
      appOrigins: { allowed: allowedOrigins, coach: coachOrigins },
      learningPlatformUrl: options.learningPlatformUrl,
      publicUrl,
    });
    if (!options.smtp) log.info('no SMTP_URL: e-mails reach only the development mailbox, if on');
    await services.queue.prepare();
    metrics?.watchJobs(() => services.queue.figures());
    const seeded = (options.seed ?? false) && (await seedDemoData(services));
    if (seeded) log.info('demo data seeded');
    // The planner needs table statistics. PGlite runs no autovacuum to gather them, so it gets
    // them at every start; a PostgreSQL server's autovacuum only needs a head start after seeding.
    if (seeded || !options.databaseUrl) await db.exec('ANALYZE');
    const contract = loadContract();
    const app = createApp({
      allowedOrigins,
      contract,
      services,
      handlers: createHandlers(services),
      trustedProxies: options.trustProxy ?? 0,
      metrics,
    });
    const close = async () => {
      await services.afterAnswer.settled();
      await services.queue.stop();
      services.postman.close();
      storage.close();
      await db.close();
    };
    const listeningOn = (port: number) => {
      ownUrl = listenUrl(host, port);
    };
    return { app, services, contract, metrics, allowedOrigins, listeningOn, close };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** What a worker process answers: its liveness, and 404 to anything else. */
function workerApp() {
  const app = new Hono();
  app.get('/health', (c) => c.json({ content: { status: 'ok' } }));
  app.notFound((c) => c.json({ key: 'notFound', status: 404, message: 'Not found' }, 404));
  return app;
}

/** Starts the reference API and resolves once it listens. */
export async function startApiServer(options: ApiServerOptions = {}): Promise<ApiServer> {
  const context = await createApiContext(options);
  if ((options.role ?? 'all') !== 'api') {
    await context.services.queue.work(jobWork(context.services));
  }
  const host = options.host ?? '127.0.0.1';
  // A worker answers only its liveness: requests belong to the API instances.
  const answering = options.role === 'worker' ? workerApp() : context.app;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: answering.fetch, hostname: host, port: options.port ?? 4010 }, () =>
      resolve(s),
    );
    s.once('error', reject);
    s.on('clientError', answerClientErrors(context.allowedOrigins, context.services.log));
  });
  let metricsEndpoint: MetricsEndpoint | undefined;
  if (context.metrics && options.metricsPort !== undefined) {
    try {
      metricsEndpoint = await serveMetrics(
        context.metrics,
        options.metricsHost ?? host,
        options.metricsPort,
      );
    } catch (error) {
      server.close();
      await context.close();
      throw error;
    }
  }
  const { port } = server.address() as AddressInfo;
  context.listeningOn(port);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}`,
    metricsUrl: metricsEndpoint?.url,
    async issueSsoToken(email) {
      const user = await findUser(context.services.db, 'email', email);
      if (!user) throw new Error(`No user with the e-mail address ${email}`);
      return issueSsoToken(context.services, user.id);
    },
    async close() {
      await new Promise<void>((resolve) => {
        // Requests in flight finish first (the database is closed after them); idle keep-alive
        // sockets would otherwise hold close() open.
        server.close(() => resolve());
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      await metricsEndpoint?.close();
      await context.close();
    },
  };
}
