// `npm run bench` (API part): starts the reference API in its own process on a fresh temporary data
// folder (PGlite; BENCH_DATABASE_URL names a throw-away PostgreSQL database instead, wiped and
// re-seeded), offers each scenario a steady 500 requests/s for 10 s on loopback (paced-load.mjs),
// and prints requests/s served, p50 and p99 latency and errors; then, for headroom, the highest
// rate at which the scenario still keeps p99 within 25 ms. Figures, not a test; it stops by itself.
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
const p99Target = 25;
const databaseUrl = process.env.BENCH_DATABASE_URL || '';
// Rates tried for headroom, each for a few seconds after a short warm-up.
const ladder = [50, 100, 200, 300, 400, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000];
const stepSeconds = 2;

const dataDir = await mkdtemp(join(tmpdir(), 'hci-api-bench-'));
const api = fork(join(here, 'api-process.mjs'), [root, dataDir, databaseUrl]);
const [{ url }] = await once(api, 'message');

const meets = (result) => result.errors === 0 && result.p99 <= p99Target;

try {
  const { scenarios } = await prepareScenarios(url);
  const rows = [];
  for (const scenario of scenarios) {
    const load = {
      url: `${url}${scenario.path}`,
      method: scenario.method,
      headers: scenario.headers,
      body: scenario.body,
    };
    // A second of warm-up (JIT, PostgreSQL's caches) that is not counted. A scenario that cannot
    // keep up is offered the rate for less time, so its backlog drains in minutes, not hours.
    await pacedLoad({ ...load, rate, seconds: 1 });
    const result = await pacedLoad({ ...load, rate, seconds: scenario.slow ? 1 : seconds });
    // Headroom: climb the ladder from the lowest rate while p99 stays within the target.
    let best = 0;
    for (const step of ladder) {
      await pacedLoad({ ...load, rate: step, seconds: 0.5 });
      if (!meets(await pacedLoad({ ...load, rate: step, seconds: stepSeconds }))) break;
      best = step;
    }
    rows.push({
      scenario: scenario.name,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors,
      [`max req/s with p99 ≤ ${p99Target} ms`]: best === 0 ? `< ${ladder[0]}` : best,
    });
  }
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.info(
    `\nReference API on ${engine}, ${rate} req/s offered for ${seconds} s each after 1 s of ` +
      `warm-up (sign-in: 1 s), loopback; headroom in ${stepSeconds} s steps:`,
  );
  console.table(rows);
} finally {
  const exited = once(api, 'exit');
  api.disconnect();
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
