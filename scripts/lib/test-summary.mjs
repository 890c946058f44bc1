// What `npm test` counts, from the checks it ran and the Vitest JSON reports the test runs wrote:
// the closing line `N passed, N failed[, N skipped]` that CI reads, and what to name above it.
// Pure: the caller reads the files and prints the result.
import { stripVTControlCharacters } from 'node:util';

/**
 * @typedef {{ name: string, ok: boolean }} Check
 * @typedef {{ status: string, fullName?: string, failureMessages?: string[] }} TestResult
 * @typedef {{ name: string, status: string, message?: string, assertionResults: TestResult[] }} FileResult
 * @typedef {{ testResults: FileResult[] }} VitestReport
 * @typedef {{
 *   name: string,
 *   report: VitestReport | null,
 *   erred?: boolean,
 *   flaky?: { name: string, errors: string[] }[],
 * }} RunResult
 */

/** The first lines of a failure's messages, indented under its name, colours removed. */
export const indented = (messages) =>
  stripVTControlCharacters(messages.join('\n'))
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6)
    .map((line) => `      ${line.slice(0, 200)}`)
    .join('\n');

const notRun = new Set(['skipped', 'pending', 'todo']);

/**
 * Sums the checks and the test runs. A test file that failed without a failed test (it did not
 * load, or a set-up hook threw or timed out, which Vitest reports as its tests being skipped) is
 * counted as one failure, and its tests are not counted as skipped: a failure must never read as
 * a pass. A run with no report, or one that exited with an error no test accounts for (an
 * unhandled rejection), is a failure too. `root` is cut from the front of file names.
 *
 * @param {{ checks: Check[], runs: RunResult[], root: string }} input
 */
export function summarize({ checks, runs, root }) {
  let passed = checks.filter((c) => c.ok).length;
  let failed = checks.length - passed;
  let skipped = 0;
  const problems = checks.filter((c) => !c.ok).map((c) => c.name);
  const failedTests = [];
  const flakyTests = [];
  const relative = (name) => (name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name);

  for (const { name: run, report, erred = false, flaky = [] } of runs) {
    if (!report) {
      failed += 1;
      problems.push(`${run}: no test report (the run did not complete)`);
      continue;
    }
    const failedBefore = failed;
    let failedInRun = 0;
    for (const file of report.testResults) {
      const tests = file.assertionResults;
      const fileFailed = file.status === 'failed';
      for (const test of tests) {
        if (test.status === 'passed') passed += 1;
        else if (test.status === 'failed') {
          failed += 1;
          failedInRun += 1;
          // Named again at the end: a CI log may keep only its last lines.
          failedTests.push(
            `${run}: ${relative(file.name)} › ${test.fullName}\n${indented(test.failureMessages ?? [])}`,
          );
        } else if (notRun.has(test.status) && !fileFailed) skipped += 1;
      }
      if (fileFailed && !tests.some((test) => test.status === 'failed')) {
        failed += 1;
        const unrun = tests.filter((test) => notRun.has(test.status)).length;
        const why = file.message ? `: ${indented([file.message]).trim()}` : '';
        problems.push(
          tests.length === 0
            ? `${run}: ${relative(file.name)} failed to run${why}`
            : `${run}: ${relative(file.name)} failed outside its tests (a set-up hook?), ${unrun} of its tests did not run${why}`,
        );
      }
    }
    if (failedInRun > 0) problems.push(`${run}: ${failedInRun} failed`);
    for (const { name, errors } of flaky) flakyTests.push(`${run}: ${name}\n${indented(errors)}`);
    // An error outside any test and any file (an unhandled rejection) fails the run.
    if (erred && failed === failedBefore) {
      failed += 1;
      problems.push(`${run}: the test run exited with an error`);
    }
  }

  return { passed, failed, skipped, problems, failedTests, flakyTests };
}

/** The closing line CI reads. */
export const summaryLine = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
