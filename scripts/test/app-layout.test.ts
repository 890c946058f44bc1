// Both apps keep one layout: `paths.ts` imports nothing of the app, only the entries (`main.tsx` in the
// browser, `prerender.tsx` at build time) import `app/`, and no module reaches itself again
// through its imports (lazy `import()`s count: a route table that loads a page which imports the
// table back is a loop all the same).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm;

/** The module files a file imports by relative path, statically or lazily. */
function localImports(file: string): string[] {
  const found = [...readFileSync(file, 'utf8').matchAll(importPattern)].map(([, specifier]) =>
    join(dirname(file), specifier!),
  );
  return found.flatMap((base) => {
    const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
    const target = candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path));
    return target ? [target] : [];
  });
}

/** An import loop as the files it passes through, or undefined when there is none. */
export function importLoop(graph: Map<string, string[]>): string[] | undefined {
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string): string[] | undefined => {
    const at = onPath.indexOf(file);
    if (at >= 0) return [...onPath.slice(at), file];
    if (done.has(file)) return undefined;
    onPath.push(file);
    for (const next of graph.get(file) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    onPath.pop();
    done.add(file);
    return undefined;
  };
  for (const file of graph.keys()) {
    const loop = visit(file);
    if (loop) return loop;
  }
  return undefined;
}

describe.each(['portal', 'coach'])('the %s app', (app) => {
  const src = join(repoRoot, app, 'src');
  // Tests and their helpers render the whole app on purpose; the layout is about the app itself.
  const files = sourceFiles(src).filter(
    (file) => !/\.test\.tsx?$/.test(file) && !relative(src, file).startsWith('test/'),
  );
  const graph = new Map(files.map((file) => [file, localImports(file)]));
  const name = (file: string) => relative(src, file);

  it('has no import loop', () => {
    expect(importLoop(graph)?.map(name)).toBeUndefined();
  });

  it('keeps paths.ts free of imports of the app', () => {
    expect(localImports(join(src, 'paths.ts'))).toEqual([]);
  });

  it('lets only the entries, main.tsx and prerender.tsx, import app/', () => {
    const importers = files.filter(
      (file) =>
        !name(file).startsWith('app/') &&
        graph.get(file)!.some((target) => name(target).startsWith('app/')),
    );
    expect(importers.map(name).sort()).toEqual(['main.tsx', 'prerender.tsx']);
  });
});

describe('importLoop', () => {
  it('finds a loop through lazy imports and names its files in order', () => {
    const graph = new Map([
      ['routes', ['page']],
      ['page', ['layout']],
      ['layout', ['routes']],
      ['paths', []],
    ]);
    expect(importLoop(graph)).toEqual(['routes', 'page', 'layout', 'routes']);
    expect(
      importLoop(
        new Map([
          ['routes', ['page']],
          ['page', ['paths']],
          ['paths', []],
        ]),
      ),
    ).toBe(undefined);
  });
});
