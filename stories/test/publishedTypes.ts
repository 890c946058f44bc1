// Before any story: a copy of the design system's published type declarations (its `dist` `.d.ts`
// files and package.json) where the check of "Show code" resolves the package from
// (compileShownCode.ts). The check reads this copy, not the package's `dist`: the design
// system's own lane packs the package while the stories run, and packing builds `dist` afresh,
// empty for a while.
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const storiesDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const designSystem = join(storiesDir, '..', 'design-system');

/** Where the snippets' modules sit, so that packages resolve from its node_modules first. */
export const snippetFolder = join(storiesDir, '.reports', 'shown-code');

export default function publishedTypes() {
  const source = join(designSystem, 'dist', 'index.d.ts');
  if (!existsSync(source))
    throw new Error('The design system has no built types: run `npx turbo run build` first.');
  const target = join(snippetFolder, 'node_modules', '@hci', 'design-system');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  cpSync(join(designSystem, 'package.json'), join(target, 'package.json'));
  cpSync(join(designSystem, 'dist'), join(target, 'dist'), {
    recursive: true,
    filter: (path) => statSync(path).isDirectory() || path.endsWith('.d.ts'),
  });
}
