// Makes the emitted declarations (dist/**/*.d.ts) resolve under every TypeScript module setting a
// consumer may use, `nodenext` included, where a relative import must name its file: each
// relative specifier becomes the `.js` file it stands for (`./Button` → `./Button.js`,
// `./forms` → `./forms/index.js`). A compiled `X.css.ts` ships as `X.styles.js` (see
// vite.config.ts), so its declaration is renamed to match. The field rules the build bundles
// (@hci/validation, which consumers do not install) have their declarations emitted beside their
// code, in dist/validation/src, and a declaration that names the package names that folder. A
// specifier that names no emitted declaration fails the build rather than leave a consumer's
// types silently `any`.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const stylesDeclaration = /\.css\.d\.ts$/;

/** Every `.d.ts` under `dir`, as absolute paths. */
function declarationsIn(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The `.js` specifier a relative `specifier` in `file` stands for, or `undefined`. */
function resolvedSpecifier(file, specifier) {
  const bare = specifier.replace(/\.(d\.ts|tsx?|jsx?)$/, '');
  const base = join(dirname(file), bare);
  if (existsSync(`${base}.d.ts`)) {
    return stylesDeclaration.test(`${base}.d.ts`) ? `${bare.slice(0, -4)}.styles.js` : `${bare}.js`;
  }
  if (existsSync(join(base, 'index.d.ts'))) return `${bare}/index.js`;
  return undefined;
}

// `from '…'`, `import '…'`, `import('…')`, `require('…')`: the forms a declaration file holds.
const relativeImport =
  /(\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

/** Bundled workspace packages, by name: the folder of dist their declarations are emitted to. */
const bundled = { '@hci/validation': 'validation/src' };
const bundledImport = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(@hci\/[\w-]+)\2/g;

export function rewriteDeclarations(distDir) {
  const files = declarationsIn(distDir);
  const unresolved = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const unbundled = source.replace(bundledImport, (whole, lead, quote, name) => {
      const folder = bundled[name];
      if (!folder) {
        unresolved.push(`${relative(distDir, file)}: ${name}`);
        return whole;
      }
      const path = relative(dirname(file), join(distDir, folder)).replaceAll('\\', '/');
      return `${lead}${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
    });
    const rewritten = unbundled.replace(relativeImport, (whole, lead, quote, specifier) => {
      const resolved = resolvedSpecifier(file, specifier);
      if (!resolved) {
        unresolved.push(`${relative(distDir, file)}: ${specifier}`);
        return whole;
      }
      return `${lead}${quote}${resolved}${quote}`;
    });
    if (rewritten !== source) writeFileSync(file, rewritten);
  }
  if (unresolved.length > 0) {
    throw new Error(
      `Declarations import files that were not emitted:\n  ${unresolved.join('\n  ')}`,
    );
  }
  // Renamed only once every specifier has been resolved against the emitted names.
  for (const file of files) {
    if (stylesDeclaration.test(file))
      renameSync(file, file.replace(stylesDeclaration, '.styles.d.ts'));
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  rewriteDeclarations(join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
}
