// The design system promises React 18.3 and 19 (its peer range) while the apps run 18.3, so its
// type check and the tests that render React (its browser project) run once more on React 19. This installs React 19 and
// its types apart, in a cache folder the repository's own React never sees, pinned so a run is
// repeatable; the aliases point a Vite or Vitest build at it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, toolEnv } from './run.mjs';

/** The React 19 the design system is checked on, and the types that go with it. */
export const react19Versions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  '@types/react': '19.3.0',
  '@types/react-dom': '19.3.0',
};

export const react19Dir = join(repoRoot, 'node_modules', '.cache', 'react-19');
export const react19Modules = join(react19Dir, 'node_modules');

function installedVersion(name) {
  const manifest = join(react19Modules, name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}

/** Installs the pinned React 19 into the cache folder unless it is there already. */
export function ensureReact19() {
  const missing = Object.entries(react19Versions).filter(
    ([name, version]) => installedVersion(name) !== version,
  );
  if (missing.length === 0) return react19Modules;
  mkdirSync(react19Dir, { recursive: true });
  writeFileSync(join(react19Dir, 'package.json'), '{ "private": true }\n');
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-save',
      '--ignore-scripts',
      ...Object.entries(react19Versions).map(([name, version]) => `${name}@${version}`),
    ],
    { cwd: react19Dir, env: toolEnv, stdio: 'pipe' },
  );
  return react19Modules;
}

/** Vite aliases that resolve `react`, `react-dom` and their subpaths to React 19. */
export function react19Aliases() {
  return [
    {
      find: /^(react|react-dom)(\/.*)?$/,
      replacement: `${react19Modules}/$1$2`,
    },
  ];
}
