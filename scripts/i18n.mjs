// Message catalogues for every package, with the formatjs CLI.
//
//   node scripts/i18n.mjs           extract each package's messages into <package>/lang/en-US.json
//                                   and compile every lang/<locale>.json into
//                                   <package>/src/compiled-lang/<locale>.json (what IntlProvider gets)
//   node scripts/i18n.mjs portal    the same for the packages named only
//   node scripts/i18n.mjs --check   change nothing; list every problem and exit 1 if there is one
//                                   (`--json` prints them as JSON, for the test that runs this)
//
// English is extracted from the code (each message's defaultMessage); Spanish (lang/es.json) is
// written by hand and must translate every key, with the same arguments.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

export const packages = [
  'validation',
  'design-system',
  'app-frame',
  'portal',
  'coach',
  'rules',
  'api-server',
];
export const sourceLocale = 'en-US';
export const locales = [sourceLocale, 'es'];
/** Every id is namespaced by its owner (see the shared decisions); a hash id means a missing id. */
const idPattern = /^(ds|form|error|info|positive|frame|portal|coach|api)\.[\w.-]+$/;

const formatjsBin = join(
  dirname(createRequire(import.meta.url).resolve('@formatjs/cli/package.json')),
  'bin',
  'formatjs',
);

const catalogueFile = (pkg, locale) => join(repoRoot, pkg, 'lang', `${locale}.json`);
const compiledFile = (pkg, locale) => join(repoRoot, pkg, 'src', 'compiled-lang', `${locale}.json`);

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function writeJson(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

function sorted(messages) {
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
}

async function withTempDir(work) {
  const dir = mkdtempSync(join(tmpdir(), 'hci-i18n-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The messages a package's code uses, `{ id: English }`. */
export async function extractMessages(pkg) {
  return withTempDir(async (dir) => {
    const outFile = join(dir, 'extracted.json');
    await run(
      formatjsBin,
      [
        'extract',
        'src/**/*.{ts,tsx}',
        '--ignore',
        'src/**/*.d.ts',
        'src/**/*.test.{ts,tsx}',
        '--out-file',
        outFile,
        '--format',
        'simple',
        '--throws',
      ],
      { cwd: join(repoRoot, pkg) },
    );
    return sorted(readJson(outFile) ?? {});
  });
}

/** A catalogue compiled to the AST react-intl formats without a run-time parser. */
export async function compileMessages(messages) {
  return withTempDir(async (dir) => {
    const inFile = join(dir, 'in.json');
    const outFile = join(dir, 'out.json');
    writeJson(inFile, messages);
    await run(formatjsBin, [
      'compile',
      inFile,
      '--ast',
      '--format',
      'simple',
      '--out-file',
      outFile,
    ]);
    return readJson(outFile);
  });
}

/** The argument names a compiled message uses, in nested plural/select branches too. */
function argumentNames(elements, names = new Set()) {
  for (const element of elements) {
    if (typeof element.value === 'string' && element.type !== 0) names.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentNames(option.value, names);
    if (Array.isArray(element.children)) argumentNames(element.children, names);
  }
  return names;
}

const sameSet = (a, b) => a.size === b.size && [...a].every((name) => b.has(name));

/** Every problem of one package's catalogues, by kind (empty lists when all is well). */
export async function checkPackage(pkg) {
  const extracted = await extractMessages(pkg);
  const problems = {
    notExtracted: [],
    stale: [],
    badIds: Object.keys(extracted).filter((id) => !idPattern.test(id)),
    untranslated: [],
    extraTranslations: [],
    argumentMismatch: [],
    compiledOutdated: [],
  };
  const english = readJson(catalogueFile(pkg, sourceLocale)) ?? {};
  for (const [id, message] of Object.entries(extracted)) {
    if (english[id] !== message) problems.notExtracted.push(id);
  }
  problems.stale = Object.keys(english).filter((id) => !(id in extracted));
  if (Object.keys(extracted).length === 0 && Object.keys(english).length === 0) return problems;

  const compiledEnglish = await compileMessages(extracted);
  for (const locale of locales.filter((l) => l !== sourceLocale)) {
    const translated = readJson(catalogueFile(pkg, locale)) ?? {};
    problems.untranslated.push(
      ...Object.keys(extracted)
        .filter((id) => typeof translated[id] !== 'string' || translated[id].trim() === '')
        .map((id) => `${locale}: ${id}`),
    );
    problems.extraTranslations.push(
      ...Object.keys(translated)
        .filter((id) => !(id in extracted))
        .map((id) => `${locale}: ${id}`),
    );
    const compiled = await compileMessages(sorted(translated));
    for (const id of Object.keys(extracted)) {
      if (compiled[id] && !sameSet(argumentNames(compiled[id]), argumentNames(compiledEnglish[id])))
        problems.argumentMismatch.push(`${locale}: ${id}`);
    }
    if (JSON.stringify(readJson(compiledFile(pkg, locale))) !== JSON.stringify(compiled))
      problems.compiledOutdated.push(locale);
  }
  if (JSON.stringify(readJson(compiledFile(pkg, sourceLocale))) !== JSON.stringify(compiledEnglish))
    problems.compiledOutdated.push(sourceLocale);
  return problems;
}

/** Ids defined by more than one package (the apps merge catalogues, so ids must be unique). */
export async function duplicateIds() {
  const owners = new Map();
  for (const pkg of packages) {
    for (const id of Object.keys(await extractMessages(pkg))) {
      owners.set(id, [...(owners.get(id) ?? []), pkg]);
    }
  }
  return [...owners].filter(([, pkgs]) => pkgs.length > 1).map(([id, pkgs]) => `${id}: ${pkgs}`);
}

/** Extracts English and compiles every catalogue of every package that has messages. */
export async function updateCatalogues(only = packages) {
  for (const pkg of only) {
    const extracted = await extractMessages(pkg);
    const hasCatalogue = existsSync(catalogueFile(pkg, sourceLocale));
    if (Object.keys(extracted).length === 0 && !hasCatalogue) continue;
    writeJson(catalogueFile(pkg, sourceLocale), extracted);
    for (const locale of locales) {
      const messages = readJson(catalogueFile(pkg, locale));
      if (messages) writeJson(compiledFile(pkg, locale), await compileMessages(sorted(messages)));
    }
    console.info(`${pkg}: ${Object.keys(extracted).length} messages`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (!args.includes('--check')) {
    const named = args.filter((arg) => packages.includes(arg));
    await updateCatalogues(named.length > 0 ? named : packages);
    return;
  }
  const report = { duplicateIds: await duplicateIds(), packages: {} };
  for (const pkg of packages) report.packages[pkg] = await checkPackage(pkg);
  const problems = [
    ...report.duplicateIds.map((p) => `duplicate id ${p}`),
    ...Object.entries(report.packages).flatMap(([pkg, kinds]) =>
      Object.entries(kinds).flatMap(([kind, list]) =>
        list.map((item) => `${pkg} ${kind}: ${item}`),
      ),
    ),
  ];
  if (args.includes('--json')) console.info(JSON.stringify(report));
  else console.info(problems.length ? problems.join('\n') : 'Catalogues are complete.');
  process.exitCode = problems.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
