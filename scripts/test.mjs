// `npm test`: install what is missing (Chromium included), build, type check, lint, check the
// imports between workspaces against their layer order, check formatting, run every workspace's
// tests, then print one summary line `N passed, N failed[, N skipped]`.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './lib/chromium-install.mjs';
import { ensurePostgres } from './lib/postgres-install.mjs';
import { ensureReact19 } from './lib/react19.mjs';
import { ensureInstall, npx, repoRoot, runHeld } from './lib/run.mjs';

const started = Date.now();
await ensureInstall();
await ensureChromium();
await ensurePostgres();

const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
const testedWorkspaces = rootPackage.workspaces.filter((ws) => {
  const pkg = JSON.parse(readFileSync(join(repoRoot, ws, 'package.json'), 'utf8'));
  return Boolean(pkg.scripts?.test);
});
for (const ws of testedWorkspaces)
  rmSync(join(repoRoot, ws, '.reports'), { recursive: true, force: true });

/** Each test run's report: one per workspace, the design system's second run on React 19, the API's on PostgreSQL. */
const react19Tests = 'design-system on React 19';
const postgresTests = 'api-server on PostgreSQL';
const reports = [
  ...testedWorkspaces.map((ws) => ({ name: ws, file: join(ws, '.reports', 'vitest.json') })),
  { name: react19Tests, file: join('design-system', '.reports', 'vitest-react19.json') },
  { name: postgresTests, file: join('api-server', '.reports', 'vitest-postgres.json') },
];

const checks = [];

// The design system's peer range promises React 19 as well as the 18.3 the repository runs: its
// type check and tests run once more on React 19, installed apart (scripts/lib/react19.mjs).
async function onReact19() {
  try {
    ensureReact19();
  } catch (error) {
    console.info(`\n── React 19 install ──\n${error.message}`);
    checks.push({ name: 'React 19 install', ok: false });
    return;
  }
  await check('typecheck on React 19', npx('tsc'), ['-p', 'design-system/tsconfig.react19.json']);
  const { code, output, seconds } = await runHeld(npx('vitest'), ['run'], {
    cwd: join(repoRoot, 'design-system'),
    env: { HCI_REACT_19: '1' },
  });
  if (code !== 0) erredWorkspaces.add(react19Tests);
  took(react19Tests, seconds);
  console.info(`\n── ${react19Tests} (${(seconds / 60).toFixed(1)} min) ──\n${output}`);
}

/** The workspaces whose test run exited with an error. */
const erredWorkspaces = new Set();

/** Each step's minutes, printed again at the end: a CI log may keep only its last lines. */
const minutesOf = [];
const took = (name, seconds) => minutesOf.push(`${name} ${(seconds / 60).toFixed(1)}`);

async function check(name, command, args, options) {
  const { code, output, seconds } = await runHeld(command, args, options);
  took(name, seconds);
  console.info(`\n── ${name} (${seconds.toFixed(0)} s) ──\n${output}`);
  checks.push({ name, ok: code === 0 });
  return code;
}

// The static checks, then each workspace's tests, longest first (as measured on a CI machine's two
// cores), in two lanes, so that neither lane is left alone with a long run at the end. Browser and
// end-to-end tests spend much of their time waiting on the page, so two share the two cores without
// slowing each other down much.
const longestFirst = ['portal', 'stories', 'coach', 'scripts', 'api-server', 'design-system'];
const byLength = (ws) =>
  longestFirst.includes(ws) ? longestFirst.indexOf(ws) : longestFirst.length;
const jobs = [
  async () => {
    await check('typecheck', npx('tsc'), ['-p', '.']);
    await check('lint', npx('eslint'), ['.', '--max-warnings=0']);
    await check('boundaries', npx('depcruise'), ['.']);
    await check('format', npx('prettier'), ['--check', '.', '--log-level=warn']);
  },

  ...[...testedWorkspaces]
    .sort((a, b) => byLength(a) - byLength(b))
    .map((ws) => async () => {
      // The report, not the exit code, counts this workspace's tests (below).
      const { code, output, seconds } = await runHeld(npx('turbo'), [
        'run',
        'test',
        '--only',
        `--filter=./${ws}`,
      ]);
      if (code !== 0) erredWorkspaces.add(ws);
      took(ws, seconds);
      console.info(`\n── ${ws} tests (${(seconds / 60).toFixed(1)} min) ──\n${output}`);
    }),

  // The API's suite once more on a real PostgreSQL server (a throw-away cluster its global setup
  // starts), as deployments run it; PGlite alone could hide a difference between the two.
  async () => {
    const { code, output, seconds } = await runHeld(npx('vitest'), ['run'], {
      cwd: join(repoRoot, 'api-server'),
      env: { API_TEST_POSTGRES: '1' },
    });
    if (code !== 0) erredWorkspaces.add(postgresTests);
    took(postgresTests, seconds);
    console.info(`\n── ${postgresTests} (${(seconds / 60).toFixed(1)} min) ──\n${output}`);
  },
];

// Every test needs the built packages and apps: built once, before the lanes start.
if ((await check('build', npx('turbo'), ['run', 'build', '--output-logs=errors-only'])) === 0) {
  const lane = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  };
  await Promise.all([lane(), lane()]);
  // After every other run, not beside one: it builds the design system into the one dist folder
  // the other workspaces' tests read.
  await onReact19();

  // Chromatic's visual review, for a team with a project token (and a way out to Chromatic): the
  // step runs then and fails while a change waits for review. Without a token it is skipped, and
  // the story tests' comparison with the committed baselines is the visual check.
  if (process.env.CHROMATIC_PROJECT_TOKEN)
    await check('chromatic', 'node', [join('stories', 'scripts', 'chromatic.mjs')]);
  else console.info('\n── chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set ──');
}

let passed = checks.filter((c) => c.ok).length;
let failed = checks.length - passed;
let skipped = 0;
const problems = checks.filter((c) => !c.ok).map((c) => c.name);
const failedTests = [];

/** Passed only when tried a second time (CI gives browser tests one more try). */
const flakyTests = [];

/** The first lines of a test's failure messages, indented under its name, colours removed. */
const indented = (messages) =>
  stripVTControlCharacters(messages.join('\n'))
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join('\n');

for (const { name: ws, file } of reports) {
  const reportPath = join(repoRoot, file);
  if (!existsSync(reportPath)) {
    failed += 1;
    problems.push(`${ws}: no test report (the run did not complete)`);
    continue;
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const failedBefore = failed;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A test file that fails to load has no tests to count: count the file itself.
  for (const file of report.testResults) {
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failed += 1;
      problems.push(`${ws}: ${file.name.slice(repoRoot.length + 1)} failed to run`);
    }
  }
  const flakyPath = reportPath.replace(/\.json$/, '.flaky.json');
  if (existsSync(flakyPath))
    for (const { name, errors } of JSON.parse(readFileSync(flakyPath, 'utf8')))
      flakyTests.push(`${ws}: ${name}\n${indented(errors)}`);
  if (report.numFailedTests > 0) {
    problems.push(`${ws}: ${report.numFailedTests} failed`);
    // Named again at the end: a CI log may keep only its last lines.
    for (const file of report.testResults)
      for (const test of file.assertionResults)
        if (test.status === 'failed')
          failedTests.push(
            `${ws}: ${file.name.slice(repoRoot.length + 1)} › ${test.fullName}\n${indented(test.failureMessages ?? [])}`,
          );
  }
  // An error outside any test (an unhandled rejection, a failing hook) fails the run, not a test.
  if (erredWorkspaces.has(ws) && failed === failedBefore) {
    failed += 1;
    problems.push(`${ws}: the test run exited with an error`);
  }
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.info(`\nChecks and tests finished in ${minutes} min.`);
console.info(`Per step (min): ${minutesOf.join(', ')}`);
if (flakyTests.length) console.info(`Passed only at the second try:\n  ${flakyTests.join('\n  ')}`);
if (failedTests.length) console.info(`Failed tests:\n  ${failedTests.join('\n  ')}`);
if (problems.length) console.info(`Failures: ${problems.join('; ')}`);
// Written by the stories' run when a snapshot differs from its baseline (scripts/lib/visual-report.mjs).
const visualReport = join(repoRoot, 'stories', '.reports', 'visual', 'index.html');
if (existsSync(visualReport))
  console.info(`Visual differences, before and after: open ${visualReport} in a browser.`);
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
