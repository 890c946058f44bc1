// No server module over 300 lines: past that, a module has become several areas or layers in one
// file, and the next change lands in the wrong one. A large area is a folder of modules
// (api-server/src/domain/enrollment/), large demo data a folder of parts (src/db/seed/).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..');
const serverSource = join(root, 'api-server/src');
const limit = 300;

it(`no module of the API server is over ${limit} lines`, () => {
  const modules = readdirSync(serverSource, { recursive: true, encoding: 'utf8' }).filter(
    (path) => /\.ts$/.test(path) && !/\.test\.ts$/.test(path),
  );
  expect(modules.length).toBeGreaterThan(50);
  const tooLong = modules
    .map((path) => ({
      path,
      lines: readFileSync(join(serverSource, path), 'utf8').trimEnd().split('\n').length,
    }))
    .filter(({ lines }) => lines > limit);
  expect(tooLong).toEqual([]);
});
