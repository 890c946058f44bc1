// Every repository path the docs name in backticks exists, so a move or a rename that leaves a doc
// behind fails here. The docs: the root README.md, CONTRIBUTING.md and TESTING.md, docs/**/*.md
// and each workspace's README.md.
//
// A path is an inline code span (fenced blocks aside) that contains a `/` or ends in one of
// `fileExtensions`, and is none of these: a URL or anything with a `:` (a route's `:param`, a
// `key: value`), an anchor or a JSON pointer (`#`), an npm package's entry (`@scope/name…`, or an
// entry an installed package's `exports` list, `msw/node`), a route (starts with `/`), an extension
// alone (`.css.ts`), a glob (`*`, `?`, `{`, `[`), a command line or any text with a space, or a
// placeholder (`<…>`, `…`, `NNNN`).
//
// A path is found when a file the repository holds (committed, or new and not ignored) is at it or
// under it, looked up from the repository root, from the Markdown file's folder, and from its
// workspace's folder and that folder's `src/` (a package's README speaks of its sources); a doc
// outside the workspaces may name a path of any workspace (each app's `src/paths.ts`). A bare name
// (`openapi.yaml`, `e2e/`) names a file or a folder by its name: any folder may hold it. What a
// build, an install or a run writes is never committed: the docs name it through `generated`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');

/** The endings that make a code span without a `/` a file's name. */
const fileExtensions =
  'ts tsx mts cts js jsx mjs cjs json md yaml yml sql css html png svg sh toml'.split(' ');

/** Folders a build, an install or a run writes (git-ignored), and why the docs name them. */
const generated: Record<string, string> = {
  dist: "a package's build output: the apps' servers, budgets and prerendered pages read it",
  'storybook-static': "Storybook's build, which the built Storybook run serves",
  'e2e/screenshots': "the end-to-end harness's pictures, on request",
  '.data': "the reference API's data folder at the repository root",
  pglite: "the embedded PostgreSQL's files, in the API's data folder",
  '.reports': "the test runs' reports, the visual report's page among them",
  '.vitest-attachments': "Vitest's failure pictures beside the stories",
  node_modules: 'installed packages and the caches tools keep there',
};

/** Whether a path is in (or is) a folder that `generated` names. */
const isGenerated = (path: string) =>
  Object.keys(generated).some((folder) => `/${path}/`.includes(`/${folder}/`));

const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  workspaces: string[];
};
const workspaces = rootPackage.workspaces;

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\0')
  .filter(Boolean);
const folders = new Set(
  files.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const fileSet = new Set(files);
/** The name of every file and folder, for a bare name. */
const names = new Set([...files, ...folders].map((path) => posix.basename(path)));
/** Whether a span is a package's entry as an import names it (`msw/node`): its `exports` say so. */
function isPackageEntry(span: string): boolean {
  const [name, ...rest] = span.split('/');
  const manifest = join(root, 'node_modules', name!, 'package.json');
  if (!rest.length || !existsSync(manifest)) return false;
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: object };
  return !!exports && `./${rest.join('/')}` in exports;
}

const docs = [
  'README.md',
  'CONTRIBUTING.md',
  'TESTING.md',
  ...files.filter((file) => /^docs\/.*\.md$/.test(file)),
  ...workspaces.map((workspace) => `${workspace}/README.md`),
];

/** The inline code spans of a Markdown text, outside its fenced blocks. */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return [...prose.matchAll(/(?<!`)`([^`]+)`(?!`)/g)].map((match) => match[1]!);
}

function isPath(span: string): boolean {
  if (/[\s:#*?{}[\]<>…]|NNNN/.test(span) || /^[/@]|^\.[^/]*$/.test(span)) return false;
  if (isPackageEntry(span)) return false;
  const extension = posix.extname(span).slice(1);
  return span.includes('/') || fileExtensions.includes(extension);
}

function exists(path: string, bases: string[]): boolean {
  const clean = path.replace(/\/$/, '');
  if (isGenerated(clean)) return true;
  if (!clean.includes('/') && names.has(clean)) return true;
  return bases.some((base) => {
    const full = posix.join(base, clean);
    return fileSet.has(full) || folders.has(full);
  });
}

/** The paths a doc names that the repository does not hold. */
function missingPaths(doc: string): string[] {
  const folder = dirname(doc);
  const workspace = workspaces.find((name) => doc.startsWith(`${name}/`));
  const packages = workspace ? [workspace] : workspaces;
  const bases = ['.', folder, ...packages.flatMap((name) => [name, `${name}/src`])];
  return codeSpans(readFileSync(join(root, doc), 'utf8'))
    .filter(isPath)
    .filter((path) => !exists(path, bases))
    .map((path) => `${doc}: ${path}`);
}

describe('the paths the docs name', () => {
  it('every path a doc names in backticks exists', () => {
    expect([...new Set(docs.flatMap(missingPaths))]).toEqual([]);
  });

  it('every generated folder is one a doc names', () => {
    const named = docs.flatMap((doc) => codeSpans(readFileSync(join(root, doc), 'utf8')));
    const unnamed = Object.keys(generated).filter(
      (folder) => !named.some((span) => `/${span}/`.includes(`/${folder}/`)),
    );
    expect(unnamed).toEqual([]);
  });
});
