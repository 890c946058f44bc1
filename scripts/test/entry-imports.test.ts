// The README's commands run on a fresh clone, before anything is installed: each npm script's entry
// file may reach only Node built-ins and the repository's own files through static imports until it
// has installed the dependencies; packages are imported dynamically after that.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const rootScripts: Record<string, string> = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).scripts;

/** `node scripts/x.mjs …` scripts and their entry file; the others run a tool that npm installed. */
const entries = Object.entries(rootScripts).flatMap(([name, command]) => {
  const file = command.match(/^node\s+(\S+\.m?js)\b/)?.[1];
  return file ? [{ name, file }] : [];
});

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier);

/** The specifiers a module loads before its first line runs: static imports and re-exports. */
function staticSpecifiers(file: string): string[] {
  const program = parseAst(readFileSync(file, 'utf8'));
  return program.body.flatMap((node) =>
    (node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      (node.type === 'ExportNamedDeclaration' && node.source)) &&
    typeof node.source?.value === 'string'
      ? [node.source.value]
      : [],
  );
}

/** Every package the static import graph from `entry` reaches, with the file that imports it. */
function packagesReached(entry: string, base = root): string[] {
  const seen = new Set<string>();
  const reached: string[] = [];
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticSpecifiers(file)) {
      if (specifier.startsWith('.')) walk(resolve(dirname(file), specifier));
      else if (!isBuiltin(specifier)) reached.push(`${relative(base, file)} imports ${specifier}`);
    }
  };
  walk(resolve(base, entry));
  return reached;
}

describe('entry scripts before the install', () => {
  it('finds the README commands and the other node entry scripts', () => {
    const names = entries.map((entry) => entry.name);
    for (const name of ['start', 'test', 'bench', 'dev', 'api', 'api:reset', 'i18n']) {
      expect(names).toContain(name);
    }
    for (const { file } of entries) expect(existsSync(join(root, file))).toBe(true);
  });

  it.each(entries)('npm run $name reaches only Node built-ins statically', ({ file }) => {
    expect(packagesReached(file)).toEqual([]);
  });

  it('sees a package behind a relative import, and lets dynamic imports through', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hci-entry-imports-'));
    try {
      await mkdir(join(dir, 'lib'));
      await writeFile(
        join(dir, 'entry.mjs'),
        "import './lib/a.mjs';\nawait import('late-package');\n",
      );
      await writeFile(
        join(dir, 'lib', 'a.mjs'),
        "import { join } from 'node:path';\nimport fs from 'fs';\nexport { x } from 'early-package';\n",
      );
      expect(packagesReached('entry.mjs', dir)).toEqual(['lib/a.mjs imports early-package']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
