// `npm test`: install what is missing (Chromium and PostgreSQL included), build, then run the
// lanes: the static checks (type check, lint, the imports between workspaces against their layer
// order, formatting) and each group of workspace tests. Ends with one summary line
// `N passed, N failed[, N skipped]` (scripts/lib/test-summary.mjs counts it).
//
// `npm test -- --lane NAME` runs one lane alone (CI runs each on a runner of its own), and
// `--shard I/N` splits the stories lane. The lanes: see `lanes` below, or TESTING.md.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from './lib/chromium-install.mjs';
import { childrenCpuSeconds, machineBusySeconds } from './lib/cpu-time.mjs';
import { ensurePostgres } from './lib/postgres-install.mjs';
import { ensureReact19 } from './lib/react19.mjs';
import { ensureInstall, npx, repoRoot, runHeld } from './lib/run.mjs';
import { summarize, summaryLine } from './lib/test-summary.mjs';

const { values: options } = parseArgs({
  options: { lane: { type: 'string' }, shard: { type: 'string' } },
});

const started = Date.now();
const checks = [];
/** Each test run's report file and whether the run exited with an error. */
const runs = [];
const busyBefore = machineBusySeconds();
/**
 * Each step's minutes and CPU minutes, printed again at the end: a CI log may keep only its last
 * lines.
 */
const minutesOf = [];
const toMinutes = (seconds) => (seconds / 60).toFixed(1);
const took = (name, seconds, cpuSeconds) =>
  minutesOf.push(
    `${name} ${toMinutes(seconds)}${cpuSeconds === null ? '' : ` (CPU ${toMinutes(cpuSeconds)})`}`,
  );

async function check(name, command, args, runOptions) {
  const { code, output, seconds, cpuSeconds } = await runHeld(command, args, runOptions);
  took(name, seconds, cpuSeconds);
  console.info(`\n── ${name} (${seconds.toFixed(0)} s) ──\n${output}`);
  checks.push({ name, ok: code === 0 });
  return code;
}

/**
 * One Vitest run: `command` in the repository, its report at `report` (relative to the root). The
 * report, not the exit code, counts the tests; the exit code catches an error outside them.
 */
async function testRun(name, report, command, args, runOptions) {
  for (const stale of [report, report.replace(/\.json$/, '.flaky.json')])
    rmSync(join(repoRoot, stale), { force: true });
  const { code, output, seconds, cpuSeconds } = await runHeld(command, args, runOptions);
  runs.push({ name, file: report, erred: code !== 0 });
  took(name, seconds, cpuSeconds);
  console.info(`\n── ${name} (${(seconds / 60).toFixed(1)} min) ──\n${output}`);
}

/** A workspace's own `npm test` (through turbo, whose cache may replay it), as one unit. */
const workspaceTests = (ws, extraArgs = []) =>
  testRun(ws, join(ws, '.reports', 'vitest.json'), npx('turbo'), [
    'run',
    'test',
    '--only',
    `--filter=./${ws}`,
    ...(extraArgs.length ? ['--', ...extraArgs] : []),
  ]);

// The design system's peer range promises React 19 as well as the 18.3 the repository runs: its
// type check and the tests that render React (the browser project) run once more on React 19,
// installed apart (scripts/lib/react19.mjs). The node project's pure logic imports no React, and
// the package project installs its own React 18 and 19 consumers.
async function onReact19() {
  try {
    ensureReact19();
  } catch (error) {
    console.info(`\n── React 19 install ──\n${error.message}`);
    checks.push({ name: 'React 19 install', ok: false });
    return;
  }
  await check('typecheck on React 19', npx('tsc'), ['-p', 'design-system/tsconfig.react19.json']);
  await testRun(
    'design-system on React 19',
    join('design-system', '.reports', 'vitest-react19.json'),
    npx('vitest'),
    ['run', '--project', 'browser'],
    { cwd: join(repoRoot, 'design-system'), env: { HCI_REACT_19: '1' } },
  );
}

/**
 * The lanes. `needs` says what a lane installs beyond npm's packages. Browser and end-to-end tests
 * spend much of their time waiting on the page, so two lanes share two cores without slowing each
 * other down much.
 */
const lanes = {
  static: {
    needs: [],
    run: async () => {
      await check('typecheck', npx('tsc'), ['-p', '.']);
      await check('lint', npx('eslint'), ['.', '--max-warnings=0']);
      await check('boundaries', npx('depcruise'), ['.']);
      await check('format', npx('prettier'), ['--check', '.', '--log-level=warn']);
    },
  },
  // Every story in addon-vitest's Storybook: play function, axe and picture; the library's
  // stories once more dark, in Spanish, on a phone.
  stories: {
    needs: ['chromium'],
    run: () =>
      testRun(
        'stories',
        join('stories', '.reports', 'vitest.json'),
        npx('vitest'),
        [
          'run',
          '--project=stories',
          '--project=stories-dark-es-phone',
          ...(options.shard ? [`--shard=${options.shard}`] : []),
        ],
        { cwd: join(repoRoot, 'stories') },
      ),
  },
  portal: { needs: ['chromium'], run: () => workspaceTests('portal') },
  coach: { needs: ['chromium'], run: () => workspaceTests('coach') },
  // Every story once more in the built Storybook designers open, in Spanish.
  'built-storybook': {
    needs: ['chromium'],
    run: () =>
      testRun(
        'built Storybook',
        join('stories', '.reports', 'vitest-built.json'),
        npx('vitest'),
        ['run', '--project=built', '--outputFile.json=.reports/vitest-built.json'],
        { cwd: join(repoRoot, 'stories') },
      ),
  },
  scripts: { needs: ['chromium'], run: () => workspaceTests('scripts') },
  // The API's suite on embedded PGlite, then its browser build in Chromium, the contract's client
  // side (api-schema), the rules both sides share and the mock API.
  'api-pglite': {
    needs: ['postgres', 'chromium'],
    run: async () => {
      await workspaceTests('api-server');
      await testRun(
        'api-server in a browser',
        join('api-server', '.reports', 'vitest-browser.json'),
        npx('vitest'),
        ['run', '--config', 'vitest.browser.config.ts'],
        { cwd: join(repoRoot, 'api-server') },
      );
      await workspaceTests('api-schema');
      await workspaceTests('rules');
      await workspaceTests('mock-api');
    },
  },
  // The API's suite once more on a real PostgreSQL server, as deployments run it; PGlite alone
  // could hide a difference between the two.
  'api-postgres': {
    needs: ['postgres'],
    run: () =>
      testRun(
        'api-server on PostgreSQL',
        join('api-server', '.reports', 'vitest-postgres.json'),
        npx('vitest'),
        ['run'],
        { cwd: join(repoRoot, 'api-server'), env: { API_TEST_POSTGRES: '1' } },
      ),
  },
  // The packages the apps are built from, the design system on both Reacts its peer range names.
  'design-system': {
    needs: ['chromium'],
    run: async () => {
      await workspaceTests('payment-cards');
      await workspaceTests('validation');
      await workspaceTests('design-system');
      await onReact19();
      await workspaceTests('app-frame');
    },
  },
  // Chromatic's visual review, for a team with a project token (and a way out to Chromatic): the
  // step fails while a change waits for review. Without a token it is skipped, and the story
  // tests' comparison with the committed baselines is the visual check.
  chromatic: {
    needs: [],
    run: async () => {
      if (process.env.CHROMATIC_PROJECT_TOKEN)
        await check('chromatic', 'node', [join('stories', 'scripts', 'chromatic.mjs')]);
      else console.info('\n── chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set ──');
    },
  },
};

if (options.lane && !Object.hasOwn(lanes, options.lane)) {
  console.error(`No lane "${options.lane}". The lanes: ${Object.keys(lanes).join(', ')}.`);
  process.exit(2);
}
if (options.shard && options.lane !== 'stories') {
  console.error('--shard splits the stories lane only: npm test -- --lane stories --shard 1/2');
  process.exit(2);
}
/**
 * The order the two workers take the lanes in: longest first, as a full run on a 2-core machine
 * measured them (stories 8.0 min, portal 5.3, design system 4.4, coach 4.2, built Storybook 3.1,
 * scripts 3.1, API 2.9, static 1.8, API on PostgreSQL 1.6), so that neither worker is left alone
 * with a long lane at the end. In the lanes' own order the design system came last and ran alone
 * for four minutes.
 */
const longestFirst = [
  'stories',
  'portal',
  'design-system',
  'coach',
  'built-storybook',
  'scripts',
  'api-pglite',
  'static',
  'api-postgres',
  'chromatic',
];
const unordered = Object.keys(lanes).filter((name) => !longestFirst.includes(name));
if (unordered.length) throw new Error(`No place in longestFirst for: ${unordered.join(', ')}`);
const chosen = options.lane ? [lanes[options.lane]] : longestFirst.map((name) => lanes[name]);

await ensureInstall();
if (chosen.some((lane) => lane.needs.includes('chromium'))) await ensureChromium();
if (chosen.some((lane) => lane.needs.includes('postgres'))) await ensurePostgres();

// Every lane runs on the built packages and apps: built once, before the lanes start.
if ((await check('build', npx('turbo'), ['run', 'build', '--output-logs=errors-only'])) === 0) {
  const queue = chosen.map((lane) => lane.run);
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  };
  await Promise.all([worker(), worker()]);
}

const readJson = (path) =>
  existsSync(join(repoRoot, path)) ? JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) : null;
const summary = summarize({
  checks,
  root: repoRoot,
  runs: runs.map(({ name, file, erred }) => ({
    name,
    erred,
    report: readJson(file),
    flaky: readJson(file.replace(/\.json$/, '.flaky.json')) ?? [],
  })),
});

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const { flakyTests, failedTests, problems } = summary;
console.info(
  `\n${options.lane ? `Lane ${options.lane}` : 'Checks and tests'} finished in ${minutes} min.`,
);
console.info(`Per step (min): ${minutesOf.join(', ')}`);
// What the run cost: on a quiet machine, the machine's busy time over the run's minutes. The CPU
// counted for the run's own processes (the steps' figures too) leaves out a browser that a test
// runner kills rather than closes: its processes are reaped outside the run.
const cpu = childrenCpuSeconds();
const busy = busyBefore === null ? null : machineBusySeconds() - busyBefore;
if (cpu !== null)
  console.info(
    `CPU: the machine was busy ${toMinutes(busy)} CPU-min in those ${minutes} min; ${toMinutes(cpu)} min were counted for the run's processes.`,
  );
if (flakyTests.length) console.info(`Passed only at the second try:\n  ${flakyTests.join('\n  ')}`);
if (failedTests.length) console.info(`Failed tests:\n  ${failedTests.join('\n  ')}`);
if (problems.length) console.info(`Failures: ${problems.join('; ')}`);
// Written by the stories' run when a snapshot differs from its baseline (scripts/lib/visual-report.mjs).
const visualReport = join(repoRoot, 'stories', '.reports', 'visual', 'index.html');
if (existsSync(visualReport))
  console.info(`Visual differences, before and after: open ${visualReport} in a browser.`);
console.info(summaryLine(summary));
process.exit(summary.failed > 0 ? 1 : 0);
