// `npm run bench` (API part): starts the reference API in its own process on a fresh temporary data
// folder, drives two list and two write endpoints at a steady 500 requests/s on loopback
// (paced-load.mjs), and prints requests/s, p50 and p99 latency and errors. Figures, not a test;
// it stops by itself.
import { execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pacedLoad } from './paced-load.mjs';
import { prepareScenarios } from './scenarios.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
execFileSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });

const rate = Number(process.env.BENCH_RATE || 500);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const dataDir = await mkdtemp(join(tmpdir(), 'hci-api-bench-'));
const api = fork(join(here, 'api-process.mjs'), [root, dataDir]);
const [{ url }] = await once(api, 'message');

try {
  const { headers, scenarios } = await prepareScenarios(url);
  const rows = [];
  for (const scenario of scenarios) {
    const load = {
      url: `${url}${scenario.path}`,
      method: scenario.method,
      headers,
      body: scenario.body,
      rate,
    };
    // A second of warm-up (JIT, PostgreSQL's caches) that is not counted.
    await pacedLoad({ ...load, seconds: 1 });
    const result = await pacedLoad({ ...load, seconds });
    rows.push({
      scenario: scenario.name,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors,
    });
  }
  console.info(
    `\nReference API on PGlite, ${rate} req/s for ${seconds} s each after 1 s of warm-up, loopback:`,
  );
  console.table(rows);
} finally {
  const exited = once(api, 'exit');
  api.disconnect();
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
