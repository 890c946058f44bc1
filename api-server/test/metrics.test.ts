// Prometheus metrics on a port of their own, only when asked for: requests by operation (never by
// raw path), query times, the pool on PostgreSQL, and Node's own figures.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ApiServer } from '../src/index.js';
import { startApiServer } from '../src/index.js';
import { readConfig } from '../src/config.js';
import type { TemplateCopy } from './harness.js';
import { copyTemplate, demo, demoPassword } from './harness.js';

let copy: TemplateCopy;
let server: ApiServer;

beforeAll(async () => {
  copy = await copyTemplate();
  server = await startApiServer({
    port: 0,
    metricsPort: 0,
    dataDir: copy.dataDir,
    databaseUrl: copy.databaseUrl,
    quiet: true,
  });
});
afterAll(async () => {
  await server.close();
  await copy.dispose();
});

/** The samples of `name` in a scrape, each with its labels and value. */
function samples(scrape: string, name: string) {
  return scrape
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const labels = Object.fromEntries(
        [...line.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { labels, value: Number(line.slice(line.lastIndexOf(' ') + 1)) };
    });
}

const scrape = async () => {
  const response = await fetch(server.metricsUrl!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

test('requests are counted and timed by operation and status, never by raw path', async () => {
  expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  expect(server.metricsUrl).not.toBe(`${server.url}/metrics`);
  const signIn = await fetch(`${server.url}/auth/signin/student`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.student, password: demoPassword }),
  });
  expect(signIn.status).toBe(200);
  expect((await fetch(`${server.url}/coaches/987654`)).status).toBe(404);
  expect((await fetch(`${server.url}/no/such/route/123456`)).status).toBe(404);
  expect((await fetch(`${server.url}/health`)).status).toBe(200);

  const text = await scrape();
  const durations = samples(text, 'http_request_duration_seconds_bucket');
  const signInBucket = durations.find(
    ({ labels }) =>
      labels.operation === 'signInStudent' &&
      labels.method === 'POST' &&
      labels.status === '200' &&
      labels.le === '+Inf',
  );
  expect(signInBucket?.value).toBe(1);
  const counted = samples(text, 'http_requests_total').map(({ labels }) => labels);
  expect(counted).toEqual(
    expect.arrayContaining([
      { operation: 'signInStudent', method: 'POST', status: '200' },
      { operation: 'getCoach', method: 'GET', status: '404' },
      { operation: 'unmatched', method: 'GET', status: '404' },
      { operation: '/health', method: 'GET', status: '200' },
    ]),
  );
  expect(text).not.toMatch(/987654|123456/);
});

test('query times, the pool on PostgreSQL, and Node figures are reported', async () => {
  const text = await scrape();
  const [queries] = samples(text, 'db_query_duration_seconds_count');
  expect(queries!.value).toBeGreaterThan(0);
  expect(samples(text, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
  expect(samples(text, 'process_cpu_user_seconds_total')).toHaveLength(1);
  expect(samples(text, 'process_resident_memory_bytes')).toHaveLength(1);
  const pool = samples(text, 'db_pool_connections').map(({ labels }) => labels.state);
  // Only a PostgreSQL server has a pool; the embedded database answers in-process.
  expect(pool).toEqual(copy.databaseUrl ? ['total', 'idle', 'waiting'] : []);
});

test('the metrics port serves /metrics only', async () => {
  const base = server.metricsUrl!.replace(/\/metrics$/, '');
  expect((await fetch(`${base}/`)).status).toBe(404);
  expect((await fetch(`${base}/health`)).status).toBe(404);
  expect((await fetch(server.metricsUrl!, { method: 'POST' })).status).toBe(404);
});

const listeningServers = () =>
  process.getActiveResourcesInfo().filter((kind) => kind === 'TCPServerWrap').length;

test('without METRICS_PORT no metrics are kept and nothing more listens', async () => {
  expect(readConfig({}).metricsPort).toBeUndefined();
  expect(readConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
  expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metricsHost).toBe(
    '10.0.0.5',
  );
  expect(() => readConfig({ METRICS_PORT: 'metrics' })).toThrow(/Invalid port/);

  const other = await copyTemplate();
  const before = listeningServers();
  const plain = await startApiServer({
    port: 0,
    dataDir: other.dataDir,
    databaseUrl: other.databaseUrl,
    quiet: true,
  });
  try {
    expect(plain.metricsUrl).toBeUndefined();
    expect(listeningServers() - before).toBe(1);
  } finally {
    await plain.close();
    await other.dispose();
  }
});
