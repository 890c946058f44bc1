import { describe, expect, test } from 'vitest';
import { summarize, summaryLine, type FileResult, type RunResult } from '../lib/test-summary.mjs';

const root = '/repo';
const file = (
  name: string,
  status: string,
  tests: [string, string][],
  message = '',
): FileResult => ({
  name: `${root}/${name}`,
  status,
  message,
  assertionResults: tests.map(([fullName, testStatus]) => ({
    fullName,
    status: testStatus,
    failureMessages: testStatus === 'failed' ? ['expected 1 to be 2'] : [],
  })),
});
const run = (testResults: FileResult[], extra: Partial<RunResult> = {}): RunResult => ({
  name: 'api-server',
  report: { testResults },
  ...extra,
});
const count = (runs: RunResult[], checks = [{ name: 'lint', ok: true }]) =>
  summarize({ checks, runs, root });

describe('the summary of a test run', () => {
  test('counts passed, failed and skipped tests and the checks', () => {
    const summary = count(
      [
        run([
          file('a.test.ts', 'passed', [
            ['a one', 'passed'],
            ['a two', 'skipped'],
          ]),
          file('b.test.ts', 'failed', [
            ['b one', 'passed'],
            ['b two', 'failed'],
          ]),
        ]),
      ],
      [
        { name: 'lint', ok: true },
        { name: 'format', ok: false },
      ],
    );
    expect(summaryLine(summary)).toBe('3 passed, 2 failed, 1 skipped');
    expect(summary.problems).toEqual(['format', 'api-server: 1 failed']);
    expect(summary.failedTests).toEqual([
      'api-server: b.test.ts › b two\n      expected 1 to be 2',
    ]);
  });

  // What Vitest 4 writes when a beforeAll throws or times out: the file failed, its tests
  // "skipped", no test failed and often no message.
  test('a file whose set-up hook failed is a failure, not skipped tests', () => {
    const summary = count([
      run([
        file('hook.test.ts', 'failed', [
          ['one', 'skipped'],
          ['two', 'skipped'],
        ]),
        file('ok.test.ts', 'passed', [['fine', 'passed']]),
      ]),
    ]);
    expect(summaryLine(summary)).toBe('2 passed, 1 failed');
    expect(summary.problems).toEqual([
      'api-server: hook.test.ts failed outside its tests (a set-up hook?), 2 of its tests did not run',
    ]);
  });

  test('a file that did not load is a failure, with its message', () => {
    const summary = count([
      run([file('broken.test.ts', 'failed', [], 'Cannot find module ./gone')]),
    ]);
    expect(summaryLine(summary)).toBe('1 passed, 1 failed');
    expect(summary.problems).toEqual([
      'api-server: broken.test.ts failed to run: Cannot find module ./gone',
    ]);
  });

  test('a run without a report is a failure', () => {
    const summary = count([{ name: 'stories', report: null }]);
    expect(summaryLine(summary)).toBe('1 passed, 1 failed');
    expect(summary.problems).toEqual(['stories: no test report (the run did not complete)']);
  });

  test('a run that exited with an error no test accounts for is a failure', () => {
    const erred = count([run([file('a.test.ts', 'passed', [['a', 'passed']])], { erred: true })]);
    expect(summaryLine(erred)).toBe('2 passed, 1 failed');
    expect(erred.problems).toEqual(['api-server: the test run exited with an error']);
    // Already counted through its failed test: not counted twice.
    const failing = count([run([file('a.test.ts', 'failed', [['a', 'failed']])], { erred: true })]);
    expect(summaryLine(failing)).toBe('1 passed, 1 failed');
  });

  test('names the tests that passed only at the second try', () => {
    const summary = count([
      run([file('a.test.ts', 'passed', [['a', 'passed']])], {
        flaky: [{ name: 'a.test.ts › a', errors: ['timed out'] }],
      }),
    ]);
    expect(summaryLine(summary)).toBe('2 passed, 0 failed');
    expect(summary.flakyTests).toEqual(['api-server: a.test.ts › a\n      timed out']);
  });
});
