// CPU cost per request of the benchmarked endpoints, which (unlike latency) barely depends on what
// else the machine is doing. The API runs in a child process (with PGlite in it, so the database's
// work is counted); this process sends a fixed number of sequential requests per scenario and asks
// the child for its process.cpuUsage() before and after (threads included: the password hash, GC). `node bench/cpu.mjs` after a build;
// BENCH_REQUESTS changes the count. BENCH_DATABASE_URL runs it on a PostgreSQL server instead (that
// database is wiped and re-seeded: name a throw-away one); the server's own CPU is then not counted.
// Figures, not a test.
import { execFileSync, fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareScenarios } from './scenarios.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

if (process.argv[2] === '--serve') {
  const { startApiServer } = await import(join(root, 'dist', 'index.mjs'));
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const server = await startApiServer({
    port: 0,
    dataDir: process.argv[3],
    databaseUrl,
    reset: Boolean(databaseUrl),
    seed: true,
  });
  process.on('message', async (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    if (message === 'close') {
      await server.close();
      process.disconnect();
    }
  });
  process.send?.({ url: server.url });
} else {
  execFileSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, stdio: 'inherit' });
  const count = Number(process.env.BENCH_REQUESTS || 1000);
  const dataDir = await mkdtemp(join(tmpdir(), 'hci-api-cpu-'));
  const child = fork(fileURLToPath(import.meta.url), ['--serve', dataDir], {
    execArgv: process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [],
    silent: true,
  });
  // The request log, written as `npm run api` writes it, is read and dropped.
  child.stdout.resume();
  child.stderr.pipe(process.stderr);
  const next = (key) =>
    new Promise((resolve) =>
      child.once('message', (m) => (key in m ? resolve(m[key]) : undefined)),
    );
  const cpuNow = () => {
    const answer = next('cpu');
    child.send('cpu');
    return answer;
  };
  try {
    const url = await next('url');
    const { scenarios } = await prepareScenarios(url);
    const run = async (scenario, n) => {
      for (let i = 0; i < n; i += 1) {
        const response = await fetch(`${url}${scenario.path}`, {
          method: scenario.method,
          headers: scenario.headers,
          body: scenario.body,
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${scenario.name}: ${response.status}`);
      }
    };
    const rows = [];
    for (const scenario of scenarios) {
      // The password hash takes tens of milliseconds by design: fewer sign-ins tell the same.
      const n = scenario.slow ? Math.min(50, count) : count;
      await run(scenario, Math.min(200, n));
      const before = await cpuNow();
      const started = performance.now();
      await run(scenario, n);
      const wall = performance.now() - started;
      const after = await cpuNow();
      const cpuMs = (after.user - before.user + after.system - before.system) / 1000;
      rows.push({
        scenario: scenario.name,
        requests: n,
        'API process CPU ms/request': Math.round((cpuMs / n) * 100) / 100,
        'wall ms/request (sequential)': Math.round((wall / n) * 100) / 100,
      });
    }
    const engine = process.env.BENCH_DATABASE_URL
      ? 'PostgreSQL (server CPU not counted)'
      : 'PGlite';
    console.info(`\nReference API on ${engine}, ${count} sequential requests per scenario:`);
    console.table(rows);
  } finally {
    const closed = new Promise((resolve) => child.once('exit', resolve));
    child.send('close');
    await closed;
    await rm(dataDir, { recursive: true, force: true });
  }
}
