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

/** The top-level `const` declarations of a module, as [name, initializer] pairs. */
function constants(program) {
  return program.body.flatMap((statement) => {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') return [];
    return declaration.declarations
      .filter(({ id }) => id.type === 'Identifier')
      .map(({ id, init }) => [id.name, init]);
  });
}

const stringProperty = (object, key) => {
  const property = object.properties.find(
    (candidate) => candidate.type === 'Property' && keyName(candidate) === key,
  );
  return typeof property?.value.value === 'string' ? property.value.value : undefined;
};

/**
 * The routes of the top-level route tables of a module, by name: each `const` object whose
 * properties are objects with a string `path`, as in `{ login: { path: '/login', layout: 'auth',
 * … } }`.
 */
function routeTables(program) {
  const routes = new Map();
  for (const [, init] of constants(program)) {
    if (init?.type !== 'ObjectExpression') continue;
    for (const property of init.properties) {
      if (property.type !== 'Property' || property.value.type !== 'ObjectExpression') continue;
      const path = stringProperty(property.value, 'path');
      if (path)
        routes.set(keyName(property), { path, layout: stringProperty(property.value, 'layout') });
    }
  }
  return routes;
}

/**
 * The routes of the route tables a module imports from its own modules (`import { routes } from
 * '../paths'`), by name. `load(specifier)` gives the path of the module a relative specifier
 * names, or undefined.
 */
export async function importedRoutes(code, load) {
  const imported = new Map();
  for (const statement of parseAst(code).body) {
    if (statement.type !== 'ImportDeclaration' || !statement.source.value.startsWith('.')) continue;
    const file = await load(statement.source.value);
    if (!file) continue;
    const module = await transformWithOxc(await readFile(file, 'utf8'), file);
    for (const [name, route] of routeTables(parseAst(module.code))) imported.set(name, route);
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

/** Each property of the module's top-level object `name` holding one `import()`, by key. */
function importsOf(program, name) {
  const imports = new Map();
  for (const [constant, init] of constants(program)) {
    if (constant !== name || init?.type !== 'ObjectExpression') continue;
    for (const property of init.properties) {
      const specifier = property.type === 'Property' && soleImport(property.value);
      if (specifier) imports.set(keyName(property), specifier);
    }
  }
  return imports;
}

/**
 * The routes of a route table module (compiled to JavaScript): each property of its top-level
 * `pages` object is a route's name with one `import()` of its page; the route's path and layout
 * come from a route table declared in the module or in `imported` (see `importedRoutes`). A route
 * whose layout is lazily loaded (a property of the top-level `layoutPages` object, with its
 * `import()`) gets that layout's import too.
 */
export function routeImports(code, imported = new Map()) {
  const program = parseAst(code);
  const routes = new Map([...imported, ...routeTables(program)]);
  const layouts = importsOf(program, 'layoutPages');
  return [...importsOf(program, 'pages')].flatMap(([name, specifier]) => {
    const route = routes.get(name);
    if (!route) return [];
    const layout = layouts.get(route.layout);
    return [layout ? { path: route.path, specifier, layout } : { path: route.path, specifier }];
  });
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
 * the entry already loads, and apart (`layout`) the layout's share; and (`addresses`) every path
 * the route tables name.
 */
export function routePreloadsPlugin(routesModule) {
  let routesId;
  let routes = [];
  // Every path of the route tables, redirects included: what the app answers with a page of its
  // own; any other address is its not-found page.
  let addresses = [];
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
      const imported = await importedRoutes(
        code,
        async (specifier) => (await this.resolve(specifier, id))?.id,
      );
      addresses = [...new Map([...imported, ...routeTables(parseAst(code))]).values()].map(
        (route) => route.path,
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
        source: `${JSON.stringify({ routes: table, addresses }, null, 2)}\n`,
      });
    },
  };
}
