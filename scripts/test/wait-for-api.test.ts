import { spawn } from 'node:child_process';
import { afterEach, describe, expect, test } from 'vitest';
import { freePort } from '../lib/free-port.mjs';
import { describeLine, waitForApi } from '../lib/wait-for-api.mjs';

/**
 * A stand-in for the API: logs `steps` lines `every` ms apart, then (when `listens`) answers
 * /health, or exits with `exitCode`, or goes quiet.
 */
function fakeApi(
  port: number,
  { steps, every, then }: { steps: number; every: number; then: 'listen' | 'exit' | 'hang' },
) {
  const script = `
    const { createServer } = require('node:http');
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      console.log(JSON.stringify({ level: 'info', message: 'seeding demo data', step: 'step ' + step }));
      if (step < ${steps}) return;
      clearInterval(timer);
      if (${JSON.stringify(then)} === 'listen')
        createServer((req, res) => res.end('{}')).listen(${port}, '127.0.0.1');
      else if (${JSON.stringify(then)} === 'exit') process.exit(3);
      else setInterval(() => {}, 1000);
    }, ${every});
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return child;
}

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

const quietly = { say: () => {}, echo: () => {}, pollEvery: 50 };

describe('waiting for the API', () => {
  test('waits past the quiet limit for as long as the API logs progress', async () => {
    const port = await freePort();
    // 8 steps 700 ms apart: over 5 s of start-up, twice the quiet limit.
    const api = fakeApi(port, { steps: 8, every: 700, then: 'listen' });
    const said: string[] = [];
    const started = Date.now();
    await waitForApi({
      url: `http://127.0.0.1:${port}/health`,
      api,
      quietLimit: 2_500,
      ...quietly,
      echo: (line) => said.push(describeLine(line)),
    });
    expect(Date.now() - started).toBeGreaterThan(2_500);
    expect(said).toContain('seeding demo data: step 8');
  });

  test('gives up once the API neither answers nor logs for the quiet limit', async () => {
    const port = await freePort();
    const api = fakeApi(port, { steps: 1, every: 100, then: 'hang' });
    await expect(
      waitForApi({ url: `http://127.0.0.1:${port}/health`, api, quietLimit: 1_000, ...quietly }),
    ).rejects.toThrow(/has neither answered at .* nor logged anything for \d+ s \(last it said: /);
  });

  test('gives up at once when the API exits', async () => {
    const port = await freePort();
    const api = fakeApi(port, { steps: 1, every: 100, then: 'exit' });
    await expect(
      waitForApi({ url: `http://127.0.0.1:${port}/health`, api, quietLimit: 60_000, ...quietly }),
    ).rejects.toThrow(/The API exited \(exit 3\) before it answered/);
  });

  test('says what it waits for, and reminds while the API is quiet', async () => {
    const port = await freePort();
    const api = fakeApi(port, { steps: 1, every: 100, then: 'hang' });
    const said: string[] = [];
    await expect(
      waitForApi({
        url: `http://127.0.0.1:${port}/health`,
        api,
        quietLimit: 1_500,
        remindEvery: 500,
        ...quietly,
        say: (text) => said.push(text),
      }),
    ).rejects.toThrow();
    expect(said[0]).toMatch(/^Waiting for the API to answer at http:\/\/127\.0\.0\.1:\d+\/health/);
    expect(
      said.slice(1).some((text) => /^Still waiting for the API at .*; last it said/.test(text)),
    ).toBe(true);
  });

  test('reads the API’s JSON log lines, and any other line as it is', () => {
    expect(describeLine('{"level":"info","message":"migrations applied"}')).toBe(
      'migrations applied',
    );
    expect(describeLine('  plain words ')).toBe('plain words');
  });
});
