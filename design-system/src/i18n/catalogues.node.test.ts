// The catalogue check: runs the formatjs extraction over every package (through the same script
// `npm run i18n` uses) and fails on a message used in code but not extracted, a key missing from
// either language, a translation with other arguments, or compiled catalogues out of date.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';

interface PackageProblems {
  notExtracted: string[];
  stale: string[];
  badIds: string[];
  untranslated: string[];
  extraTranslations: string[];
  argumentMismatch: string[];
  compiledOutdated: string[];
}

interface Report {
  duplicateIds: string[];
  packages: Record<string, PackageProblems>;
}

const script = fileURLToPath(new URL('../../../scripts/i18n.mjs', import.meta.url));
let report: Report;

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    script,
    '--check',
    '--json',
  ]).catch(
    // The script exits 1 when it finds problems; its report is still on stdout.
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  report = JSON.parse(stdout) as Report;
}, 60_000);

describe.each([
  'validation',
  'design-system',
  'app-frame',
  'portal',
  'coach',
  'rules',
  'api-server',
])('%s catalogues', (pkg) => {
  test.each([
    ['every message in code is extracted into lang/en-US.json', 'notExtracted'],
    ['lang/en-US.json has no message the code no longer uses', 'stale'],
    ['every id is explicit and namespaced', 'badIds'],
    ['every key is translated', 'untranslated'],
    ['no translation without an English message', 'extraTranslations'],
    ['translations use the same arguments', 'argumentMismatch'],
    ['compiled catalogues are up to date', 'compiledOutdated'],
  ] as const)('%s', (_title, kind) => {
    expect(report.packages[pkg]?.[kind]).toEqual([]);
  });
});

test('no id is defined by two packages (the apps merge catalogues)', () => {
  expect(report.duplicateIds).toEqual([]);
});
