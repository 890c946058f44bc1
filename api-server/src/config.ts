import { fileURLToPath } from 'node:url';
import type { S3Config } from './files/object-storage.js';
import type { QueueTiming } from './jobs/queue-timing.js';
import { queueTimingFor } from './jobs/queue-timing.js';
import { publicUrlFrom } from './http/public-url.js';
import type { SmtpConfig } from './mail/smtp-outbox.js';

export interface ServerConfig {
  host: string;
  port: number;
  allowedOrigins: string[];
  /** The coach app's origins: e-mail links for requests from them open the coach app's routes. */
  coachOrigins: string[];
  /** Folder for the embedded database, uploaded files and generated secrets. */
  dataDir: string;
  /** A real PostgreSQL server instead of the embedded one, when set. */
  databaseUrl: string | undefined;
  /**
   * API_DEV_MAILBOX=1 serves GET /dev/mailbox (demos only) to programs on this machine while the
   * API listens on loopback; refused with NODE_ENV=production.
   */
  devMailbox: boolean;
  /**
   * API_DEV_CLOCK=1 serves GET and POST /dev/clock (demos and tests only), which move the API's
   * time forward and run what falls due; refused with NODE_ENV=production.
   */
  devClock: boolean;
  /**
   * API_ROLE: `all` (default) answers requests and works the job queue; `api` only answers
   * requests; `worker` only works the queue (and answers /health).
   */
  role: ApiRole;
  /**
   * JOB_EXPIRE_SECONDS: how long a job may run before another worker takes it over (how long a
   * worker that died holds its job); unset, 60 s.
   */
  queueTiming: QueueTiming | undefined;
  /**
   * API_TEST_STALL_AFTER_CHARGE=1 (crash tests only): the simulated card processor stops the
   * process for good right after it makes a charge, before the API records it, so a test can kill
   * it there; refused with NODE_ENV=production.
   */
  stallAfterCharge: boolean;
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For (0: it is ignored). */
  trustProxy: number;
  /**
   * Overrides the generated signing secret (needed when several instances share a database);
   * required, and at least 32 bytes long, with NODE_ENV=production.
   */
  jwtSecret: string | undefined;
  /** API_SEED_DEMO=1 seeds the demo accounts, whose password is published, when they are missing. */
  seedDemo: boolean;
  /** The external learning platform the sign-on links open; unset: the stand-in this API serves. */
  learningPlatformUrl: string | undefined;
  /** S3_BUCKET (with S3_ENDPOINT, S3_REGION): file bytes in object storage, not the data folder. */
  s3: S3Config | undefined;
  /** SMTP_URL and MAIL_FROM: the mail server the API's e-mails go through. */
  smtp: SmtpConfig | undefined;
  /**
   * API_PUBLIC_URL: the API as its callers reach it (behind the load balancer), which signed and
   * absolute links name; unset, the address it listens on. Required with NODE_ENV=production.
   */
  publicUrl: string | undefined;
  /** METRICS_PORT: Prometheus metrics at /metrics on this port; unset, none are kept. */
  metricsPort: number | undefined;
  /** METRICS_HOST: where the metrics port listens (default: the API's host). */
  metricsHost: string | undefined;
}

/** `.data/api` at the repository root: git-ignored, kept across restarts. */
export const defaultDataDir = fileURLToPath(new URL('../../.data/api', import.meta.url));

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value || fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`Invalid port: ${value}`);
  }
  return parsed;
}

function proxyCount(value: string | undefined): number {
  const parsed = Number(value || 0);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 10) {
    throw new Error(`Invalid TRUST_PROXY: ${value} (the number of proxies in front, 0 to 10)`);
  }
  return parsed;
}

/** The variables that name object storage; the credentials are the AWS SDK's own (AWS_*). */
export const s3Variables = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION'] as const;

function objectStorage(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) {
    // A half configuration would silently keep files on one instance's disk.
    const stray = s3Variables.filter((name) => env[name]);
    if (stray.length) throw new Error(`${stray.join(' and ')} set without S3_BUCKET`);
    return undefined;
  }
  return { bucket, endpoint: env.S3_ENDPOINT || undefined, region: env.S3_REGION || undefined };
}

/** HS256 wants a key at least as long as its hash: 32 bytes. */
const minimumSecretBytes = 32;

/**
 * The signing secret. In production it must be given and strong: a generated one lives in one
 * instance's data folder (lost with it, different on every instance), and a short one can be
 * guessed offline from any token, which would forge every session and media URL.
 */
function signingSecret(env: NodeJS.ProcessEnv): string | undefined {
  const secret = env.JWT_SECRET || undefined;
  if (env.NODE_ENV !== 'production') return secret;
  if (!secret) {
    throw new Error(
      'JWT_SECRET is not set: with NODE_ENV=production it must be one random secret of at least 32 bytes, the same on every instance (e.g. openssl rand -hex 32).',
    );
  }
  if (Buffer.byteLength(secret, 'utf8') < minimumSecretBytes) {
    throw new Error(
      `JWT_SECRET is too short: with NODE_ENV=production it must be at least ${minimumSecretBytes} bytes (e.g. openssl rand -hex 32).`,
    );
  }
  return secret;
}

/**
 * Where links send callers. A request's Host header is the caller's to choose, so in production the
 * address must be configured: a listen address (0.0.0.0:4010) is not where anyone reaches the API.
 */
function publicUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.API_PUBLIC_URL || undefined;
  if (value) return publicUrlFrom(value);
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'API_PUBLIC_URL is not set: with NODE_ENV=production it must name the API as its callers reach it (e.g. https://api.example.org); signed media and sign-on links use it.',
    );
  }
  return undefined;
}

function mailServer(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const url = env.SMTP_URL || undefined;
  const from = env.MAIL_FROM || undefined;
  if (!url) {
    if (from) throw new Error('MAIL_FROM set without SMTP_URL');
    return undefined;
  }
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    // The URL may carry the server's password: it is not repeated.
    throw new Error('SMTP_URL is not a URL (smtp://user:password@host:587 or smtps://…:465)');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${protocol}//`);
  }
  if (!from) {
    throw new Error(
      'SMTP_URL set without MAIL_FROM (the sender, e.g. Institute <no-reply@example.org>)',
    );
  }
  return { url, from };
}

const loopbackOrigins = (p: number) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`];

/** Both apps on their local ports, the student portal first. */
export function defaultOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return [port(env.PORTAL_PORT, 4020), port(env.COACH_PORT, 4030)].flatMap(loopbackOrigins);
}

export function defaultCoachOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return loopbackOrigins(port(env.COACH_PORT, 4030));
}

const originList = (value: string) =>
  value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

export type ApiRole = 'all' | 'api' | 'worker';

function role(value: string | undefined): ApiRole {
  const given = value || 'all';
  if (given !== 'all' && given !== 'api' && given !== 'worker') {
    throw new Error(`API_ROLE must be all, api or worker, not ${given}`);
  }
  return given;
}

function jobExpiry(value: string | undefined): QueueTiming | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600) {
    throw new Error(`Invalid JOB_EXPIRE_SECONDS: ${value} (whole seconds, 1 to 3600)`);
  }
  return queueTimingFor(seconds);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const devMailbox = env.API_DEV_MAILBOX === '1';
  if (devMailbox && env.NODE_ENV === 'production') {
    throw new Error(
      'API_DEV_MAILBOX=1 hands anyone the verification codes and reset links: it cannot be on with NODE_ENV=production.',
    );
  }
  const devClock = env.API_DEV_CLOCK === '1';
  if (devClock && env.NODE_ENV === 'production') {
    throw new Error(
      "API_DEV_CLOCK=1 lets anyone on the machine move the API's time: it cannot be on with NODE_ENV=production.",
    );
  }
  const stallAfterCharge = env.API_TEST_STALL_AFTER_CHARGE === '1';
  if (stallAfterCharge && env.NODE_ENV === 'production') {
    throw new Error(
      'API_TEST_STALL_AFTER_CHARGE=1 stops the API after every card charge: it cannot be on with NODE_ENV=production.',
    );
  }
  return {
    host: env.API_HOST || '127.0.0.1',
    port: port(env.API_PORT, 4010),
    allowedOrigins: env.API_ALLOWED_ORIGINS
      ? originList(env.API_ALLOWED_ORIGINS)
      : defaultOrigins(env),
    coachOrigins: env.API_COACH_ORIGINS
      ? originList(env.API_COACH_ORIGINS)
      : defaultCoachOrigins(env),
    dataDir: env.API_DATA_DIR || defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    devMailbox,
    devClock,
    role: role(env.API_ROLE),
    queueTiming: jobExpiry(env.JOB_EXPIRE_SECONDS),
    stallAfterCharge,
    trustProxy: proxyCount(env.TRUST_PROXY),
    jwtSecret: signingSecret(env),
    seedDemo: env.API_SEED_DEMO === '1',
    learningPlatformUrl: env.LEARNING_PLATFORM_URL || undefined,
    s3: objectStorage(env),
    smtp: mailServer(env),
    publicUrl: publicUrl(env),
    metricsPort: env.METRICS_PORT ? port(env.METRICS_PORT, 0) : undefined,
    metricsHost: env.METRICS_HOST || undefined,
  };
}
