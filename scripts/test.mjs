// `npm test`: install what is missing (Chromium included), type check, lint, check formatting, run
// every workspace's tests, then print one summary line `N passed, N failed[, N skipped]`.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium-install.mjs';
import { ensureInstall, npx, repoRoot, run } from './lib/run.mjs';

const started = Date.now();
await ensureInstall();
await ensureChromium();

const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
const testedWorkspaces = rootPackage.workspaces.filter((ws) => {
  const pkg = JSON.parse(readFileSync(join(repoRoot, ws, 'package.json'), 'utf8'));
  return Boolean(pkg.scripts?.test);
});
for (const ws of testedWorkspaces)
  rmSync(join(repoRoot, ws, '.reports'), { recursive: true, force: true });

const checks = [];
async function check(name, command, args) {
  console.info(`\n── ${name} ──`);
  const code = await run(command, args);
  checks.push({ name, ok: code === 0 });
  return code;
}

await check('typecheck', npx('turbo'), [
  'run',
  'typecheck',
  '--continue',
  '--output-logs=errors-only',
]);
await check('lint', npx('eslint'), ['.', '--max-warnings=0']);
await check('format', npx('prettier'), ['--check', '.', '--log-level=warn']);
// Two workspaces at a time: browser and end-to-end tests spend much of their time waiting on the
// page, so two of them share the two cores of a CI machine without slowing each other down much.
const testCode = await run(npx('turbo'), [
  'run',
  'test',
  '--continue',
  '--concurrency=2',
  '--log-order=grouped',
]);

let passed = checks.filter((c) => c.ok).length;
let failed = checks.length - passed;
let skipped = 0;
const problems = checks.filter((c) => !c.ok).map((c) => c.name);

for (const ws of testedWorkspaces) {
  const reportPath = join(repoRoot, ws, '.reports', 'vitest.json');
  if (!existsSync(reportPath)) {
    failed += 1;
    problems.push(`${ws}: no test report (the run did not complete)`);
    continue;
  }
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
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
  if (report.numFailedTests > 0) problems.push(`${ws}: ${report.numFailedTests} failed`);
}
if (testCode !== 0 && failed === 0) {
  failed += 1;
  problems.push('the test run exited with an error');
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.info(`\nChecks and tests finished in ${minutes} min.`);
if (problems.length) console.info(`Failures: ${problems.join('; ')}`);
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
