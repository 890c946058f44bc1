// compose.yaml (the root README's "Running it at scale") cannot run here: this checks that it
// configures the API with the variables the API reads (src/config.ts), and that the services it
// names agree with each other.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { readConfig, s3Variables } from '../src/config.js';

interface Service {
  image: string;
  command?: string | string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: string[] | Record<string, { condition: string }>;
}

const compose = parse(readFileSync(new URL('../../compose.yaml', import.meta.url), 'utf8')) as {
  services: Record<string, Service>;
};
const { services } = compose;

/** `${NAME:?message}` and `${NAME:-default}` as compose fills them in from `given`. */
const interpolate = (value: string, given: Record<string, string>) =>
  value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind?: string, rest = '') => {
    if (given[name]) return given[name];
    if (kind === '-') return rest;
    throw new Error(`compose would stop: ${name} is unset (${rest})`);
  });

// The credentials the AWS SDK reads itself, not the API's configuration.
const sdkVariables = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'];
// Read by Node's libraries too; the API reads it for what production refuses.
const processVariables = [...sdkVariables, 'NODE_ENV'];

const runsTheApi = Object.entries(services).filter(([, s]) =>
  String(s.command).includes('api-server/dist/main.mjs'),
);
const apis = runsTheApi.filter(([name]) => name !== 'worker');

test('one worker runs the jobs, as the instances are configured but for its role', () => {
  const worker = services.worker!;
  expect(worker.command).toEqual(['env', 'API_ROLE=worker', 'node', 'api-server/dist/main.mjs']);
  expect(worker.environment).toEqual(apis[0]![1].environment);
  expect(worker.environment!.API_ROLE).toBe('api');
  expect(readConfig({ API_ROLE: 'worker' }).role).toBe('worker');
  expect(String(worker.healthcheck!.test)).toContain('/health');
});

test('two API instances read only variables the API reads, and agree on everything', () => {
  expect(apis.map(([name]) => name)).toEqual(['api-a', 'api-b']);
  const [[, a], [, b]] = apis as [[string, Service], [string, Service]];
  expect(b.environment).toEqual(a.environment);

  const given = { JWT_SECRET: 'a-secret-for-the-test-of-64-hex-digits-as-openssl-rand-hex-32' };
  const env = Object.fromEntries(
    Object.entries(a.environment!).map(([name, value]) => [name, interpolate(value, given)]),
  );
  const read = new Set<string>();
  const config = readConfig(
    new Proxy(env, {
      get: (target, name: string) => {
        read.add(name);
        return target[name];
      },
    }),
  );
  const unread = Object.keys(env).filter(
    (name) => !read.has(name) && !processVariables.includes(name),
  );
  expect(unread).toEqual([]);
  for (const name of [...s3Variables, ...sdkVariables]) expect(env).toHaveProperty(name);
  expect(config).toMatchObject({
    host: '0.0.0.0',
    trustProxy: 1,
    jwtSecret: given.JWT_SECRET,
    publicUrl: 'http://localhost:8080',
    s3: { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT, region: env.S3_REGION },
  });
  expect(() => interpolate(a.environment!.JWT_SECRET!, {})).toThrow(/JWT_SECRET/);
});

test('the database, the bucket and the proxy are the ones the instances are given', () => {
  const [[, api]] = apis as [[string, Service]];
  const env = api.environment!;

  const database = new URL(env.DATABASE_URL!);
  const postgres = services[database.hostname]!;
  expect(postgres.image).toMatch(/^postgres:/);
  expect(postgres.environment).toMatchObject({
    POSTGRES_USER: database.username,
    POSTGRES_PASSWORD: database.password,
    POSTGRES_DB: database.pathname.slice(1),
  });

  const minio = services[new URL(env.S3_ENDPOINT!).hostname]!;
  expect(minio.image).toMatch(/^minio\/minio/);
  expect(minio.environment).toEqual({
    MINIO_ROOT_USER: env.AWS_ACCESS_KEY_ID,
    MINIO_ROOT_PASSWORD: env.AWS_SECRET_ACCESS_KEY,
  });
  expect(String(services.bucket!.command)).toContain(`mb --ignore-existing hci/${env.S3_BUCKET}`);

  const proxy = services.proxy!.command as string[];
  const targets = proxy.flatMap((arg, i) => (proxy[i - 1] === '--to' ? [arg] : []));
  expect(targets).toEqual(apis.map(([name]) => `${name}:${env.API_PORT}`));
});

test('the proxy waits until both instances are ready, as their /ready says', () => {
  for (const [name, api] of apis) {
    const [kind, ...command] = api.healthcheck!.test;
    expect(kind, name).toBe('CMD');
    // The image has Node and no curl.
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    expect(command[2]).toContain(`fetch('http://127.0.0.1:${api.environment!.API_PORT}/ready')`);
  }
  expect(services.proxy!.depends_on).toEqual(
    Object.fromEntries(apis.map(([name]) => [name, { condition: 'service_healthy' }])),
  );
});
