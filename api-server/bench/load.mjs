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
// Headroom: from the offered rate, up while p99 stays within the target, or down until it does.
// Each step sends at least 1,500 requests, so its p99 is not just its slowest request.
const ratesAbove = [750, 1000, 1250, 1500, 2000, 2500, 3000];
const ratesBelow = [400, 300, 200, 100, 50];
const stepSeconds = (stepRate) => Math.max(3, 1500 / stepRate);
const only = process.env.BENCH_SCENARIOS?.split(',') ?? null;

const dataDir = await mkdtemp(join(tmpdir(), 'hci-api-bench-'));
const api = fork(join(here, 'api-process.mjs'), [root, dataDir, databaseUrl]);
const [{ url }] = await once(api, 'message');

const meets = (result) => result.errors === 0 && result.p99 <= p99Target;

try {
  const { scenarios } = await prepareScenarios(url);
  const rows = [];
  for (const scenario of scenarios) {
    if (only && !only.some((name) => scenario.name.includes(name))) continue;
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
    let best = 0;
    const step = async (stepRate) => {
      await pacedLoad({ ...load, rate: stepRate, seconds: 0.5 });
      return meets(await pacedLoad({ ...load, rate: stepRate, seconds: stepSeconds(stepRate) }));
    };
    if (meets(result)) {
      best = rate;
      for (const stepRate of ratesAbove) {
        if (!(await step(stepRate))) break;
        best = stepRate;
      }
    } else if (!scenario.slow) {
      for (const stepRate of ratesBelow) {
        if (await step(stepRate)) {
          best = stepRate;
          break;
        }
      }
    }
    rows.push({
      scenario: scenario.name,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors,
      [`max req/s with p99 ≤ ${p99Target} ms`]: best === 0 ? `< ${ratesBelow.at(-1)}` : best,
    });
  }
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.info(
    `\nReference API on ${engine}, ${rate} req/s offered for ${seconds} s each after 1 s of ` +
      `warm-up (sign-in: 1 s), loopback; headroom in steps of at least 1,500 requests:`,
  );
  console.table(rows);
} finally {
  const exited = once(api, 'exit');
  api.disconnect();
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
