// Which files each route's page needs, written beside Vite's manifest, so that the static server
// can name them in the page it sends: the browser then fetches the page's chunk alongside the
// entry instead of after the entry has downloaded and run (a whole round trip on a slow network).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { routePreloadsFile } from './route-preloads-file.mjs';

const isNode = (value) =>
  typeof value === 'object' && value !== null && typeof value.type === 'string';

const keyName = (property) =>
  property.key?.type === 'Identifier' ? property.key.name : property.key?.value;

function children(node) {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

function find(node, test, found = []) {
  if (test(node)) found.push(node);
  for (const child of children(node)) find(child, test, found);
  return found;
}

/** Top-level `const name = { key: 'string', … }` objects, for paths written as `paths.login`. */
function constantObjects(program) {
  const objects = new Map();
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const { id, init } of declaration.declarations) {
      if (id.type !== 'Identifier' || init?.type !== 'ObjectExpression') continue;
      const values = new Map();
      for (const property of init.properties) {
        if (property.type === 'Property' && typeof property.value.value === 'string') {
          values.set(keyName(property), property.value.value);
        }
      }
      objects.set(id.name, values);
    }
  }
  return objects;
}

/**
 * The constant objects of strings a route table imports by name from its own modules (`import {
 * paths } from './paths'`), keyed by their local names. `load(specifier)` gives the path of the
 * module a relative specifier names, or undefined.
 */
export async function importedConstants(code, load) {
  const imported = new Map();
  for (const statement of parseAst(code).body) {
    if (statement.type !== 'ImportDeclaration' || !statement.source.value.startsWith('.')) continue;
    const file = await load(statement.source.value);
    if (!file) continue;
    const module = await transformWithOxc(await readFile(file, 'utf8'), file);
    const constants = constantObjects(parseAst(module.code));
    for (const specifier of statement.specifiers) {
      const values = constants.get(specifier.imported?.name);
      if (values) imported.set(specifier.local.name, values);
    }
  }
  return imported;
}

/** The one literal `import()` inside a node, or undefined when there is none or several. */
function soleImport(node) {
  const imports = find(node, (candidate) => candidate.type === 'ImportExpression');
  return imports.length === 1 && imports[0].source.type === 'Literal'
    ? imports[0].source.value
    : undefined;
}

/**
 * The lazily loaded layouts of a route table module: the top-level `layoutPages` object, each of
 * its properties holding one `import()` of a layout.
 */
function layoutImports(program) {
  const layouts = new Map();
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { id, init } of declaration.declarations) {
      if (id.type !== 'Identifier' || id.name !== 'layoutPages') continue;
      if (init?.type !== 'ObjectExpression') continue;
      for (const property of init.properties) {
        const specifier = property.type === 'Property' && soleImport(property.value);
        if (specifier) layouts.set(keyName(property), specifier);
      }
    }
  }
  return layouts;
}

/**
 * The routes of a route table module (compiled to JavaScript): every object literal with a
 * `path` and a dynamic `import()` of a page inside it. A path is a string, or a member of a
 * constant object of strings declared in the same module or in `imported` (see
 * `importedConstants`), as in `paths.login`. A route whose `layout` names a lazily loaded layout
 * (see `layoutImports`) gets that layout's import too.
 */
export function routeImports(code, imported = new Map()) {
  const program = parseAst(code);
  const constants = new Map([...imported, ...constantObjects(program)]);
  const layouts = layoutImports(program);
  const pathOf = (value) => {
    if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
    if (value.type === 'MemberExpression' && value.object.type === 'Identifier') {
      const key = value.computed ? value.property.value : value.property.name;
      return constants.get(value.object.name)?.get(key);
    }
    return undefined;
  };
  const routes = [];
  for (const object of find(program, (node) => node.type === 'ObjectExpression')) {
    const pathProperty = object.properties.find(
      (property) => property.type === 'Property' && keyName(property) === 'path',
    );
    const path = pathProperty && pathOf(pathProperty.value);
    if (!path) continue;
    const specifier = soleImport(object);
    if (!specifier) continue;
    const layoutProperty = object.properties.find(
      (property) => property.type === 'Property' && keyName(property) === 'layout',
    );
    const layout = layouts.get(layoutProperty?.value.value);
    routes.push(layout ? { path, specifier, layout } : { path, specifier });
  }
  return routes;
}

/** The chunk file names a chunk loads: itself and its static imports, recursively. */
function staticClosure(bundle, fileNames) {
  const seen = new Set();
  const visit = (fileName) => {
    if (seen.has(fileName) || bundle[fileName]?.type !== 'chunk') return;
    seen.add(fileName);
    bundle[fileName].imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return seen;
}

const cssOf = (bundle, fileNames) =>
  new Set(
    [...fileNames].flatMap((fileName) => [...(bundle[fileName].viteMetadata?.importedCss ?? [])]),
  );

/**
 * The Vite plugin. `routesModule` is the app's route table, relative to the project root. The
 * output lists, per route path, the JS and CSS its page and its lazily loaded layout add to what
 * the entry already loads, and apart (`layout`) the layout's share.
 */
export function routePreloadsPlugin(routesModule) {
  let routesId;
  let routes = [];
  return {
    name: 'hci:route-preloads',
    // The browser build's chunks only: the prerendering build for Node has none to preload.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      routesId = resolve(config.root, routesModule);
    },
    async transform(code, id) {
      if (id !== routesId) return null;
      routes = [];
      const imported = await importedConstants(
        code,
        async (specifier) => (await this.resolve(specifier, id))?.id,
      );
      for (const { path, specifier, layout } of routeImports(code, imported)) {
        const resolved = await this.resolve(specifier, id);
        const layoutResolved = layout && (await this.resolve(layout, id));
        if (resolved) routes.push({ path, moduleId: resolved.id, layoutId: layoutResolved?.id });
      }
      if (routes.length === 0) this.error(`${routesModule}: no route with a page import found`);
      return null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const pageChunks = new Map(
        chunks
          .filter((chunk) => chunk.isDynamicEntry)
          .map((chunk) => [chunk.facadeModuleId, chunk]),
      );
      const entryFiles = staticClosure(
        bundle,
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      );
      const entryCss = cssOf(bundle, entryFiles);
      const added = (moduleId, what) => {
        const chunk = pageChunks.get(moduleId);
        if (!chunk) this.error(`${what}: no chunk was built for ${moduleId}`);
        const js = [...staticClosure(bundle, [chunk.fileName])].filter(
          (fileName) => !entryFiles.has(fileName),
        );
        const css = [...cssOf(bundle, js)].filter((fileName) => !entryCss.has(fileName));
        return { js, css };
      };
      const table = routes.map(({ path, moduleId, layoutId }) => {
        const page = added(moduleId, `route ${path}`);
        if (!layoutId) return { path, ...page };
        const layout = added(layoutId, `the layout of ${path}`);
        const union = (a, b) => [...new Set([...a, ...b])];
        return {
          path,
          js: union(layout.js, page.js),
          css: union(layout.css, page.css),
          layout,
        };
      });
      this.emitFile({
        type: 'asset',
        fileName: routePreloadsFile,
        source: `${JSON.stringify({ routes: table }, null, 2)}\n`,
      });
    },
  };
}
