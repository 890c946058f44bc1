// An app's route table (`src/paths.ts`) carries what only people and tests read: each route's
// line in the README (`about`) and its visits in the end-to-end walk (`walk`). The builds leave
// both out, so the first page does not load them (half a kilobyte, gzip).
import MagicString from 'magic-string';
import { resolve } from 'node:path';
import { parseAst } from 'vite';

const docKeys = new Set(['about', 'walk']);

const keyName = (property) =>
  property.key?.type === 'Identifier' ? property.key.name : property.key?.value;

/** `code` (JavaScript) without the `about` and `walk` of each route of its top-level `routes`. */
export function withoutRouteDocs(code, file) {
  const output = new MagicString(code);
  for (const statement of parseAst(code).body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { id, init } of declaration.declarations) {
      if (id.type !== 'Identifier' || id.name !== 'routes' || init?.type !== 'ObjectExpression')
        continue;
      for (const route of init.properties) {
        if (route.type !== 'Property' || route.value.type !== 'ObjectExpression') continue;
        for (const property of route.value.properties) {
          if (property.type !== 'Property' || !docKeys.has(keyName(property))) continue;
          const after = code.slice(property.end).match(/^\s*,?\s*/)?.[0] ?? '';
          output.remove(property.start, property.end + after.length);
        }
      }
    }
  }
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: file }) };
}

/** The Vite plugin: leaves the docs out of `pathsModule` (relative to the project root). */
export function routeDocsPlugin(pathsModule) {
  let pathsId;
  return {
    name: 'hci:route-docs',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      pathsId = resolve(config.root, pathsModule);
    },
    transform(code, id) {
      return id === pathsId ? withoutRouteDocs(code, id) : null;
    },
  };
}
