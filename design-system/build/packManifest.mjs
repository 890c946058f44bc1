// `prepack` / `postpack`: the package.json that is packed leaves out the `hci-source` export
// condition, which names sources (src/) the package does not ship and which only this
// repository's workspaces resolve. `strip` keeps the repository's manifest aside and writes the
// one to pack; `restore`, after packing, puts the repository's back.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifestFile = join(packageDir, 'package.json');
const keptFile = join(packageDir, 'package.json.repository');

/** The manifest without the conditions only this repository resolves. */
export function packedManifest(manifest) {
  const withoutSource = (entry) =>
    typeof entry === 'string'
      ? entry
      : Object.fromEntries(
          Object.entries(entry)
            .filter(([condition]) => condition !== 'hci-source')
            .map(([condition, value]) => [condition, withoutSource(value)]),
        );
  return { ...manifest, exports: withoutSource(manifest.exports) };
}

const [mode] = process.argv.slice(2);
if (mode === 'strip') {
  // A pack that failed before `restore` left the repository's manifest aside: start from it.
  if (!existsSync(keptFile)) renameSync(manifestFile, keptFile);
  const manifest = JSON.parse(readFileSync(keptFile, 'utf8'));
  writeFileSync(manifestFile, `${JSON.stringify(packedManifest(manifest), null, 2)}\n`);
} else if (mode === 'restore') {
  if (existsSync(keptFile)) renameSync(keptFile, manifestFile);
} else {
  console.error('Usage: node build/packManifest.mjs strip|restore');
  process.exit(1);
}
