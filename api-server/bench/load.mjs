// `npm run bench` (API part): starts the reference API in its own process on a fresh temporary data
// folder (PGlite; BENCH_DATABASE_URL names a throw-away PostgreSQL database instead, wiped and
// re-seeded) and drives it on loopback with paced, open-loop load (paced-load.mjs). It prints:
// sign-in's p99 at 30 sign-ins/s and the highest rate keeping p99 within 150 ms; sign-ins at
// 30/s together with the hot reads at 300 req/s; then each read and write scenario offered
// 500 requests/s (1,000 on PostgreSQL) for 10 s in three consecutive runs, with requests/s served
// beside p50 and p99, errors, and for headroom the highest rate that keeps p99 within 25 ms. The
// API logs each request as `npm run api` does (api-process.mjs). Each run is
// shown with the machine's load average as it started (figures from a busy machine are noisy) and
// the API process's CPU time per request, which that load barely changes.
// Figures, not a test; it stops by itself.
import { execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pacedLoad } from './paced-load.mjs';
import { prepareScenarios } from './scenarios.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
execFileSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });

const databaseUrl = process.env.BENCH_DATABASE_URL || '';
const rate = Number(process.env.BENCH_RATE || (databaseUrl ? 1000 : 500));
const seconds = Number(process.env.BENCH_SECONDS || 10);
const runs = Number(process.env.BENCH_RUNS || 3);
const p99Target = 25;
const signInRate = 30;
const signInP99Target = 150;
const mixedReadRate = 300;
// Headroom: from the offered rate, up while p99 stays within the target, or down until it does.
// Each step sends at least 1,500 requests (sign-in: 300), so its p99 is not its slowest request.
const ratesAbove = [750, 1000, 1250, 1500, 2000, 2500, 3000];
const ratesBelow = [400, 300, 200, 100, 50];
const signInRatesAbove = [40, 50, 60, 80, 100];
const signInRatesBelow = [20, 15, 10, 5];
const stepSeconds = (stepRate) => Math.max(3, 1500 / stepRate);
const signInStepSeconds = (stepRate) => Math.max(5, 300 / stepRate);
const only = process.env.BENCH_SCENARIOS?.split(',') ?? null;

const dataDir = await mkdtemp(join(tmpdir(), 'hci-api-bench-'));
const api = fork(join(here, 'api-process.mjs'), [root, dataDir, databaseUrl], { silent: true });
// The request log is read and dropped, as a log collector would read it; errors are shown.
api.stdout.resume();
api.stderr.pipe(process.stderr);
const [{ url }] = await once(api, 'message');

/** The API process's CPU time so far, in ms (its threads included: hashing, GC). */
const apiCpuMs = async () => {
  const answer = once(api, 'message');
  api.send('cpu');
  const [{ cpu }] = await answer;
  return (cpu.user + cpu.system) / 1000;
};
/** `pacedLoad` with the API's CPU time per request it served, which the machine's load barely moves. */
const measuredLoad = async (options) => {
  const loadBefore = load();
  const cpuBefore = await apiCpuMs();
  const result = await pacedLoad(options);
  const cpuPerRequest = ((await apiCpuMs()) - cpuBefore) / (options.rate * options.seconds);
  return { ...result, loadBefore, cpuPerRequest: Math.round(cpuPerRequest * 100) / 100 };
};

const within = (target) => (result) => result.errors === 0 && result.p99 <= target;
const load = () => loadavg()[0].toFixed(1);
const requestsOf = (list) =>
  list.map(({ path, method, headers, body }) => ({ url: `${url}${path}`, method, headers, body }));

/** The highest rate of `above` (from `rate` up) or `below` (down) whose run `meets`. */
async function headroom(requests, { rate: from, passed, above, below, stepFor, meets }) {
  const step = async (stepRate) => {
    await pacedLoad({ requests, rate: stepRate, seconds: 0.5 });
    return meets(await pacedLoad({ requests, rate: stepRate, seconds: stepFor(stepRate) }));
  };
  let best = 0;
  if (passed) {
    best = from;
    for (const stepRate of above) {
      if (!(await step(stepRate))) break;
      best = stepRate;
    }
  } else {
    for (const stepRate of below) {
      if (await step(stepRate)) return stepRate;
    }
  }
  return best;
}

const ms = (result) => `${result.p50} / ${result.p99}`;

try {
  const { scenarios } = await prepareScenarios(url);
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const chosen = (scenario) => !only || only.some((name) => scenario.name.includes(name));
  const signIn = scenarios.find((scenario) => scenario.slow);
  const reads = scenarios.filter((scenario) => scenario.read);

  if (chosen(signIn)) {
    const requests = requestsOf([signIn]);
    await pacedLoad({ requests, rate: signInRate, seconds: 1 });
    const result = await measuredLoad({ requests, rate: signInRate, seconds });
    const meets = within(signInP99Target);
    const best = await headroom(requests, {
      rate: signInRate,
      passed: meets(result),
      above: signInRatesAbove,
      below: signInRatesBelow,
      stepFor: signInStepSeconds,
      meets,
    });
    console.info(
      `\nSign-in on ${engine}, ${signInRate} sign-ins/s for ${seconds} s after 1 s of warm-up ` +
        `(target p99 ≤ ${signInP99Target} ms); headroom in steps of at least 300 sign-ins:`,
    );
    console.table([
      {
        scenario: signIn.name,
        'sign-ins/s': result.requestsPerSecond,
        'p50 / p99 ms': ms(result),
        errors: result.errors,
        [`max sign-ins/s with p99 ≤ ${signInP99Target} ms`]:
          best === 0 ? `< ${signInRatesBelow.at(-1)}` : best,
        'API CPU ms/sign-in': result.cpuPerRequest,
        'load avg': result.loadBefore,
      },
    ]);

    const readRequests = requestsOf(reads);
    await Promise.all([
      pacedLoad({ requests, rate: signInRate, seconds: 1 }),
      pacedLoad({ requests: readRequests, rate: mixedReadRate, seconds: 1 }),
    ]);
    const mixedLoad = load();
    const [signIns, hotReads] = await Promise.all([
      pacedLoad({ requests, rate: signInRate, seconds }),
      pacedLoad({ requests: readRequests, rate: mixedReadRate, seconds }),
    ]);
    console.info(
      `\nMixed on ${engine}: ${signInRate} sign-ins/s while the ${reads.length} hot reads (in ` +
        `turn) run at ${mixedReadRate} req/s, ${seconds} s (targets: reads p99 ≤ ${p99Target} ms, ` +
        `sign-in p99 ≤ ${signInP99Target} ms):`,
    );
    console.table([
      { part: 'hot reads', 'req/s': hotReads.requestsPerSecond, 'p50 / p99 ms': ms(hotReads) },
      { part: 'sign-ins', 'req/s': signIns.requestsPerSecond, 'p50 / p99 ms': ms(signIns) },
    ]);
    console.info(
      `errors: ${hotReads.errors + signIns.errors}; load avg at the start: ${mixedLoad}`,
    );
  }

  const others = scenarios.filter((scenario) => !scenario.slow && chosen(scenario));
  const results = new Map(others.map((scenario) => [scenario, []]));
  // Consecutive runs of the whole list, so a burst of other work on the machine touches one run
  // of several scenarios rather than every run of one.
  for (let run = 0; run < runs; run += 1) {
    for (const scenario of others) {
      const requests = requestsOf([scenario]);
      // A second of warm-up (JIT, PostgreSQL's caches) that is not counted.
      await pacedLoad({ requests, rate, seconds: 1 });
      results.get(scenario).push(await measuredLoad({ requests, rate, seconds }));
    }
  }
  const rows = [];
  for (const scenario of others) {
    const measured = results.get(scenario);
    const best = await headroom(requestsOf([scenario]), {
      rate,
      passed: within(p99Target)(measured.at(-1)),
      above: ratesAbove.filter((stepRate) => stepRate > rate),
      below: ratesBelow.filter((stepRate) => stepRate < rate),
      stepFor: stepSeconds,
      meets: within(p99Target),
    });
    rows.push({
      scenario: scenario.name,
      // The rate served beside the latencies: a saturated server answers late and less often,
      // and its percentiles alone would not say it fell behind.
      ...Object.fromEntries(
        measured.map((result, index) => [
          `run ${index + 1}: req/s served · p50 / p99 ms`,
          `${result.requestsPerSecond} of ${rate} · ${ms(result)}`,
        ]),
      ),
      errors: measured.reduce((sum, result) => sum + result.errors, 0),
      [`max req/s with p99 ≤ ${p99Target} ms`]: best === 0 ? `< ${ratesBelow.at(-1)}` : best,
      'API CPU ms/req': measured.map((result) => result.cpuPerRequest).join(', '),
      'load avg per run': measured.map((result) => result.loadBefore).join(', '),
    });
  }
  if (rows.length) {
    console.info(
      `\nReference API on ${engine}, ${rate} req/s offered for ${seconds} s each after 1 s of ` +
        `warm-up, ${runs} consecutive runs, loopback; headroom (from the last run) in steps of ` +
        'at least 1,500 requests:',
    );
    console.table(rows);
  }
} finally {
  const exited = once(api, 'exit');
  api.disconnect();
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}
