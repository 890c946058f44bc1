// The layer order between workspaces (`.dependency-cruiser.mjs`, run by `npm run lint` and by the
// `boundaries` check of `npm test`) fails on every import against it. A small repository made for
// the purpose holds one allowed import of each kind and one forbidden import of each kind; the
// check must report exactly the forbidden ones.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');

const files: Record<string, string> = {
  // A workspace package, reached by name as the apps reach it: through node_modules, to its source.
  'api-schema/package.json': JSON.stringify({
    name: '@hci/api-schema',
    exports: { '.': { 'hci-source': './src/index.ts', default: './dist/index.js' } },
  }),
  'api-schema/src/index.ts': 'export type Product = { title: string };\n',
  'api-schema/src/card.ts': "export { Card } from '../../design-system/src/index.ts';\n",
  'design-system/src/index.ts': [
    "import type { Product } from '@hci/api-schema';",
    'export type Card = { product: Product };',
  ].join('\n'),
  // A build output is no way around the layers either.
  'api-schema/dist/index.js': 'export const built = 1;\n',
  'design-system/src/built.ts': "import '../../api-schema/dist/index.js';\n",
  'design-system/test/consumer.test.ts': "import '../../scripts/lib/chromium.mjs';\n",
  'app-frame/src/index.ts': [
    "import type { Card } from '../../design-system/src/index.ts';",
    "import type { Product } from '@hci/api-schema';",
    "import { coach } from '../../coach/src/main.ts';",
    'export const frame = { coach, card: undefined as Card | undefined, product: {} as Product };',
  ].join('\n'),
  'portal/src/main.ts': [
    "import type { Card } from '../../design-system/src/index.ts';",
    "import type { Product } from '@hci/api-schema';",
    "import '../../app-frame/src/index.ts';",
    "import { coach } from '../../coach/src/main.ts';",
    "import { server } from '../../api-server/src/index.ts';",
    'export const portal = { coach, server, card: {} as Card, product: {} as Product };',
  ].join('\n'),
  'portal/e2e/setup.ts': [
    "import '../../e2e-harness/src/index.ts';",
    "import '../../scripts/lib/chromium.mjs';",
  ].join('\n'),
  // The end-to-end harness starts the API and serves the apps' builds, never an app's source.
  'e2e-harness/src/index.ts': [
    "import '../../api-server/src/index.ts';",
    "import '../../scripts/lib/chromium.mjs';",
    "import '../../portal/src/main.ts';",
  ].join('\n'),
  'coach/src/main.ts': "export { coach } from './services.ts';\n",
  // A loop of type-only imports, which disappears from the compiled code.
  'coach/src/services.ts': [
    "import type { Offer } from './offer.ts';",
    'export const coach = { offers: [] as Offer[] };',
  ].join('\n'),
  'coach/src/offer.ts': [
    "import type { coach } from './services.ts';",
    'export type Offer = { of: typeof coach };',
  ].join('\n'),
  'api-server/src/index.ts': [
    "import type { Product } from '@hci/api-schema';",
    "import type { Card } from '../../design-system/src/index.ts';",
    'export const server = { product: {} as Product, card: {} as Card };',
  ].join('\n'),
  'stories/src/pages.stories.ts': [
    "import '../../portal/src/main.ts';",
    "import '../../coach/src/main.ts';",
    "import '../../app-frame/src/index.ts';",
    // The reference API answers page stories; the end-to-end harness is no part of them.
    "import '../../api-server/src/index.ts';",
    "import '../../e2e-harness/src/index.ts';",
  ].join('\n'),
  'scripts/lib/chromium.mjs': 'export const chromium = 1;\n',
  'scripts/start.mjs': "import '../api-server/src/index.ts';\n",
};

let repo: string;

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(repo, path)), { recursive: true });
    await writeFile(join(repo, path), text);
  }
  await mkdir(join(repo, 'node_modules', '@hci'), { recursive: true });
  await symlink(join(repo, 'api-schema'), join(repo, 'node_modules', '@hci', 'api-schema'));
});

afterAll(async () => {
  await rm(repo, { recursive: true, force: true });
});

/**
 * Runs the check on the small repository as `npm run lint` runs it: its exit code, and each
 * violation it printed as `rule: from -> to` (a loop by its first import).
 */
async function cruise(): Promise<{ exitCode: number; found: string[] }> {
  const args = ['--config', join(root, '.dependency-cruiser.mjs'), '.'];
  const { stdout, exitCode } = await promisify(execFile)(
    join(root, 'node_modules', '.bin', 'depcruise'),
    args,
    // Plain text: the colours `npm test` asks for would break up the lines read below.
    { cwd: repo, env: { ...process.env, FORCE_COLOR: '0' } },
  ).then(
    ({ stdout }) => ({ stdout, exitCode: 0 }),
    (error: { stdout: string; code: number }) => ({ stdout: error.stdout, exitCode: error.code }),
  );
  const found = [...stdout.matchAll(/error (\S+): (\S+) →\s*(\S+)/g)].map(
    ([, rule, from, to]) => `${rule}: ${from} -> ${to}`,
  );
  return { exitCode, found: found.sort() };
}

describe('the layer order check', () => {
  it('fails on exactly the imports against the layer order, type-only ones and loops included', async () => {
    const { exitCode, found } = await cruise();
    expect(found.filter((line) => !line.startsWith('no-circular'))).toEqual(
      [
        'api-schema-layer: api-schema/src/card.ts -> design-system/src/index.ts',
        'design-system-layer: design-system/src/index.ts -> api-schema/src/index.ts',
        'design-system-layer: design-system/src/built.ts -> api-schema/dist/index.js',
        'app-frame-layer: app-frame/src/index.ts -> coach/src/main.ts',
        'e2e-harness-layer: e2e-harness/src/index.ts -> portal/src/main.ts',
        'portal-layer: portal/src/main.ts -> coach/src/main.ts',
        'portal-layer: portal/src/main.ts -> api-server/src/index.ts',
        'api-server-layer: api-server/src/index.ts -> design-system/src/index.ts',
        'stories-layer: stories/src/pages.stories.ts -> e2e-harness/src/index.ts',
      ].sort(),
    );
    // A loop is reported once, at one of its imports.
    expect(found.filter((line) => line.startsWith('no-circular'))).toEqual([
      expect.stringMatching(
        /^no-circular: coach\/src\/(services|offer)\.ts -> coach\/src\/(offer|services)\.ts$/,
      ),
    ]);
    expect(exitCode).not.toBe(0);
  }, 120_000);
});
