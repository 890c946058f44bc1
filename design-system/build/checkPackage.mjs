// Run before `npm pack` and `npm publish` (prepack), after the build: refuses to pack a package a
// consumer could not use. Every exported file and every stylesheet a module imports must exist,
// every declaration must name its imports' files, and no compiled module may be named `*.css.js`
// (a consumer's vanilla-extract plugin would evaluate it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const problems = [];
const dist = join(packageDir, 'dist');

/** The files an `exports` or `imports` target names, for the conditions a consumer resolves. */
function targets(entry) {
  if (typeof entry === 'string') return [entry];
  return Object.entries(entry)
    .filter(([condition]) => condition !== 'hci-source')
    .flatMap(([, value]) => targets(value));
}

if (!existsSync(dist)) problems.push('dist/ is missing: the build did not run');
else {
  const files = readdirSync(dist, { recursive: true }).map(String);
  for (const target of Object.values(manifest.exports).flatMap(targets)) {
    if (!target.includes('*') && !existsSync(join(packageDir, target))) {
      problems.push(`exports names ${target}, which is not built`);
    }
  }
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    if (file.endsWith('.css.js')) problems.push(`${file} is named like a vanilla-extract source`);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, stylesheet] of code.matchAll(/import '#css\/([^']+)'/g)) {
      if (!existsSync(join(dist, stylesheet)))
        problems.push(`${file} imports missing ${stylesheet}`);
    }
  }
  for (const file of files.filter((name) => name.endsWith('.d.ts'))) {
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, specifier] of code.matchAll(
      /(?:from|import)\s*\(?\s*['"](\.{1,2}(?:\/[^'"]*)?)['"]/g,
    )) {
      if (!specifier.endsWith('.js'))
        problems.push(`${file} imports ${specifier} without its file`);
    }
  }
}
for (const file of manifest.files.filter((name) => name !== 'dist')) {
  if (!existsSync(join(packageDir, file)))
    problems.push(`${file} is listed in "files" but missing`);
}

if (problems.length > 0) {
  console.error(`The package is incomplete; not packing it:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`Package check: ${relative(process.cwd(), packageDir) || '.'} is complete.`);
