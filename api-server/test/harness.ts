import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createApp } from '../src/app.js';
import { loadSecrets } from '../src/auth/secrets.js';
import type { Clock } from '../src/clock.js';
import { createHandlers } from '../src/domain/index.js';
import { createLogger } from '../src/log.js';
import type { ApiContext } from '../src/server.js';
import { createApiContext } from '../src/server.js';
import { answerConformance } from './conformance.js';
import { createServices } from '../src/services.js';
import { databaseUrlFor, templateDatabase, withAdminClient } from './databases.js';
import { testDatabaseUrl } from './database-url.js';

export const demoPassword = 'Welcome2026';
export const demo = {
  student: 'student@demo.test',
  unverified: 'unverified@demo.test',
  studentCoach: 'student.coach@demo.test',
  coach: 'coach@demo.test',
} as const;

export const appOrigin = 'http://127.0.0.1:4020';
export const coachAppOrigin = 'http://127.0.0.1:4030';

// Response bodies are checked against the contract's schemas at run time, not by the type system.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface TestResponse<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON tests). */
  rawBody?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApi extends ApiContext {
  /**
   * The server's clock: real time plus what a test advanced it by. Stopped, it moves only when
   * advanced, so a test that depends on how long apart two requests are (a payment settles a few
   * seconds after it is made) does not depend on the machine's speed.
   */
  clock: Clock & { advance(ms: number): void; stop(): void; start(): void };
  /** The copy's data folder (its secret, uploaded files, embedded database). */
  dataDir: string;
  request<T = Json>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<TestResponse<T>>;
  signIn(email: string, as?: 'student' | 'coach'): Promise<Session>;
  /** Closes this server and starts a new one on the same data (database, files, secret). */
  restart(): Promise<TestApi>;
  /**
   * A second instance of the API over this one's database, as behind a load balancer; on its own
   * clock if given (a stopped one keeps it from polling the database).
   */
  sameDatabase(clock?: Clock): Promise<Pick<TestApi, 'request' | 'services'>>;
}

type TestClock = TestApi['clock'];

export interface Session {
  accessToken: string;
  refreshToken: string;
  studentId?: number;
  coachId?: number;
  keyPairId: string;
  signature: string;
  policy: string;
  roles: { name: string }[];
}

/** A private copy of the seeded template: a data folder, plus a database on DATABASE_URL. */
export interface TemplateCopy {
  dataDir: string;
  /** Set when the run targets a real PostgreSQL server. */
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

export async function copyTemplate(): Promise<TemplateCopy> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hci-api-test-'));
  // One blocking call: fs.promises.cp takes three times as long over the database's thousand small
  // files.
  cpSync(inject('apiTemplateDir'), dataDir, { recursive: true });
  const base = testDatabaseUrl();
  const database = base ? `hci_api_test_${randomBytes(6).toString('hex')}` : undefined;
  if (base && database) {
    await withAdminClient(base, (c) =>
      c.query(`CREATE DATABASE ${database} TEMPLATE ${templateDatabase}`),
    );
  }
  return {
    dataDir,
    databaseUrl: base && database ? databaseUrlFor(base, database) : undefined,
    async dispose() {
      if (base && database)
        await withAdminClient(base, (c) => c.query(`DROP DATABASE ${database}`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A private copy of the seeded template for one test file, served in-process (no port), with a
 * clock the tests can move forward.
 */
export async function openTestApi({
  quiet = true,
  trustProxy = 0,
}: { quiet?: boolean; trustProxy?: number } = {}): Promise<TestApi> {
  const copy = await copyTemplate();
  let offset = 0;
  let stoppedAt: number | undefined;
  const clock: TestClock = {
    now: () => stoppedAt ?? Date.now() + offset,
    advance(ms) {
      if (stoppedAt === undefined) offset += ms;
      else stoppedAt += ms;
    },
    stop() {
      stoppedAt ??= Date.now() + offset;
    },
    start() {
      if (stoppedAt !== undefined) offset = stoppedAt - Date.now();
      stoppedAt = undefined;
    },
  };
  return serveCopy(copy, clock, quiet, trustProxy);
}

async function serveCopy(
  copy: TemplateCopy,
  clock: TestClock,
  quiet: boolean,
  trustProxy: number,
): Promise<TestApi> {
  const allowedOrigins = [appOrigin];
  const coachOrigins = [coachAppOrigin];
  const context = await createApiContext({
    dataDir: copy.dataDir,
    databaseUrl: copy.databaseUrl,
    quiet,
    devMailbox: true,
    trustProxy,
    clock,
    allowedOrigins,
    coachOrigins,
  });

  const conformance = answerConformance(context.contract);
  const request = requester(context.app, conformance, context.services);

  return {
    ...context,
    clock,
    dataDir: copy.dataDir,
    request,
    async signIn(email, as = 'student') {
      const response = await request<{ content: Session }>('POST', `/auth/signin/${as}`, {
        body: { email, password: demoPassword },
      });
      if (response.status !== 200) {
        throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(response.body)}`);
      }
      return response.body.content;
    },
    async restart() {
      await context.close();
      return serveCopy(copy, clock, quiet, trustProxy);
    },
    async sameDatabase(ownClock = clock) {
      const services = createServices({
        db: context.services.db,
        storage: context.services.files.storage,
        secrets: await loadSecrets(copy.dataDir),
        clock: ownClock,
        log: createLogger({ quiet }),
        devMailbox: true,
        queue: context.services.queue,
        appOrigins: { allowed: [...allowedOrigins, ...coachOrigins], coach: coachOrigins },
        publicUrl: context.services.publicUrl,
      });
      const app = createApp({
        allowedOrigins: [...allowedOrigins, ...coachOrigins],
        contract: context.contract,
        services,
        handlers: createHandlers(services),
        trustedProxies: trustProxy,
      });
      return { services, request: requester(app, conformance, services) };
    },
    async close() {
      await context.close();
      await copy.dispose();
    },
  };
}

/**
 * Calls `app` in-process as a client would, parsing JSON answers; every answer any test sees must
 * be one the contract documents for its operation. It returns once the work the request left for
 * after its answer (mail) is done too, so a test reads the mailbox as a person would, later.
 */
function requester(
  app: ApiContext['app'],
  conformance: ReturnType<typeof answerConformance>,
  services: Pick<ApiContext['services'], 'afterAnswer'>,
): TestApi['request'] {
  return async <T>(method: string, path: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: BodyInit | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await app.request(path, { method, headers, body });
    const type = response.headers.get('content-type') ?? '';
    const parsed = type.includes('json') ? await response.json() : await response.arrayBuffer();
    await services.afterAnswer.settled();
    const undocumented = conformance(method, path, response.status, parsed);
    if (undocumented) {
      throw new Error(
        `${method} ${path} → ${response.status} ${JSON.stringify(parsed)}: ${undocumented}`,
      );
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  };
}
