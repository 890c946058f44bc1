// One id per request: taken from X-Request-Id when it is a plain token, on every answer, and in
// every log line written while the request is handled, and by the jobs it sends.
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { resetLinkPolicy } from '../src/http/request-quota.js';
import { jobWork } from '../src/jobs/index.js';
import { mailJob } from '../src/jobs/mail.js';
import { inRequest } from '../src/log.js';
import type { TestApi } from './harness.js';
import { appOrigin, demo, openTestApi } from './harness.js';
import { addCard } from './requests.js';

let api: TestApi;
/** What the API logged since the test began, parsed, instead of printed. */
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const keep = (line: unknown) => void lines.push(JSON.parse(String(line)));
  vi.spyOn(console, 'error').mockImplementation(keep);
  // Info lines are written to stdout together, a turn of the event loop at a time.
  vi.spyOn(process.stdout, 'write').mockImplementation((text: string | Uint8Array) => {
    for (const line of String(text).split('\n').filter(Boolean)) keep(line);
    return true;
  });
  api = await openTestApi({ quiet: false });
});

/** The turn that writes the lines logged so far. */
const linesWritten = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(async () => {
  // The lines of the test before, still to be written, are not this test's.
  await linesWritten();
  lines.length = 0;
});
afterAll(async () => {
  await api.close();
  vi.restoreAllMocks();
});

const idOf = (headers: Record<string, string>) =>
  api.request('GET', '/health', { headers }).then((r) => r.headers.get('x-request-id'));

test('a plain token up to 128 characters is kept; anything else is replaced', async () => {
  const longest = `trace.${'a'.repeat(117)}-_9.Z`;
  expect(longest).toHaveLength(128);
  expect(await idOf({ 'x-request-id': longest })).toBe(longest);
  expect(await idOf({ 'x-request-id': 'a1' })).toBe('a1');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  for (const refused of [`${longest}x`, 'two words', 'a"b', 'line\tbreak', 'ünïcode']) {
    expect(await idOf({ 'x-request-id': refused })).toMatch(uuid);
  }
  const generated = await idOf({});
  expect(generated).toMatch(uuid);
  expect(await idOf({})).not.toBe(generated);
});

test('error answers carry the id and expose it to the apps', async () => {
  const headers = { origin: appOrigin, 'x-request-id': 'error.trace-1' };
  const malformed = await api.request('POST', '/auth/signin/student', {
    headers: { ...headers, 'content-type': 'application/json' },
    rawBody: '{"email":',
  });
  const refused = await api.request('GET', '/students', { headers });
  for (const [response, status] of [
    [malformed, 400],
    [refused, 401],
  ] as const) {
    expect(response.status).toBe(status);
    expect(response.headers.get('x-request-id')).toBe('error.trace-1');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-request-id');
  }
});

test('a throttled answer exposes its Retry-After to the apps, with the id', async () => {
  const ask = () =>
    api.request('POST', '/auth/forgot_password', {
      headers: { origin: appOrigin },
      body: { email: 'exposed.retry@demo.test' },
    });
  // Asked until the address's quota is spent (a bound, should it never be).
  let response = await ask();
  for (let asked = 1; response.status === 202 && asked < 20; asked += 1) response = await ask();
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const exposed = response.headers.get('access-control-expose-headers')?.split(',');
  expect(exposed).toEqual(expect.arrayContaining(['retry-after', 'x-request-id']));
});

test('every line logged while a request is handled names it', async () => {
  // A quarter of an hour after the test before spent this client's reset requests.
  api.clock.advance(resetLinkPolicy.windowMs);
  const response = await api.request('POST', '/auth/forgot_password', {
    headers: { 'x-request-id': 'reset.trace-42' },
    body: { email: demo.student },
  });
  expect(response.status).toBe(202);
  await linesWritten();
  const mail = lines.find((l) => l.message === 'mail kept in the development mailbox');
  expect(mail).toMatchObject({ requestId: 'reset.trace-42', kind: 'passwordReset' });
  expect(lines.find((l) => l.message === 'request')).toMatchObject({
    requestId: 'reset.trace-42',
    path: '/auth/forgot_password',
    status: 202,
  });
  expect(lines.every((l) => l.requestId === 'reset.trace-42')).toBe(true);
});

/**
 * Runs the queued jobs with the sweep, the housekeeping and the mail failing: a scheduled queue's
 * first try is its last, a mail is tried again later.
 */
const runJobsBreaking = () =>
  api.services.queue.runDue({
    ...jobWork(api.services),
    sweep: () => Promise.reject(new Error('the sweep broke')),
    housekeeping: () => Promise.reject(new Error('the housekeeping broke')),
    mail: () => Promise.reject(new Error('the mail server is down')),
  });

test("a job a request sent logs its start and failure under the request's id", async () => {
  // Whatever earlier requests left queued runs first, so the sweep sent next is this request's.
  await api.services.queue.runDue(jobWork(api.services));
  const student = await api.signIn(demo.student);
  // A new default card has declined charges tried again at once: the request sends a sweep.
  const added = await addCard(api, student, '5555555555554444', { makeDefault: true });
  const requestId = added.headers.get('x-request-id');
  expect(added.status).toBe(201);
  await runJobsBreaking();
  await linesWritten();
  // Error lines are written at once, info lines at the end of the turn: in either order.
  const sweep = lines.filter((l) => l.queue === 'sweep');
  expect(sweep).toHaveLength(2);
  expect(sweep).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ message: 'job started', requestId, attempt: 1 }),
      expect.objectContaining({
        message: 'job failed; kept in the dead-letter queue',
        requestId,
        job: sweep.find((l) => l.message === 'job started')?.job,
        error: expect.stringContaining('the sweep broke'),
      }),
    ]),
  );
});

test('a job no request sent logs under an id of its own', async () => {
  await api.services.queue.send([{ queue: 'housekeeping', data: {}, key: 'housekeeping' }]);
  await runJobsBreaking();
  await linesWritten();
  const housekeeping = lines.filter((l) => l.queue === 'housekeeping');
  expect(housekeeping.map((l) => l.message).sort()).toEqual([
    'job failed; kept in the dead-letter queue',
    'job started',
  ]);
  const job = housekeeping[0]!.job;
  expect(housekeeping.map((l) => l.requestId)).toEqual([
    `job:housekeeping:${job}`,
    `job:housekeeping:${job}`,
  ]);
});

test('a failure the queue tries again says so, under the id of the request that sent the job', async () => {
  await inRequest('receipt.trace-9', () =>
    api.services.queue.send([mailJob({ kind: 'receipt', paymentId: 0 })]),
  );
  await runJobsBreaking();
  await linesWritten();
  const failed = lines.find((l) => l.queue === 'mail' && l.level === 'error');
  expect(failed).toMatchObject({
    message: 'job failed; tried again later',
    requestId: 'receipt.trace-9',
    attempt: 1,
    error: expect.stringContaining('the mail server is down'),
  });
});
