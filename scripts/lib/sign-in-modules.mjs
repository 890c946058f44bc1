// Which modules an app's sign-in page needs beyond its own folder, read from the build's module
// graph, so that the build can put exactly those in one chunk beside the page's own (the first page
// then loads two files for its form, whatever the folders they come from are called).
import { dirname, resolve, sep } from 'node:path';
import { parseAst } from 'vite';
import { importedRoutes, routeImports } from './route-preloads.mjs';

const all = '*';

// Libraries are left to Rolldown's own splitting: a library module often exports many things
// (react-aria's Button module also holds its progress-bar context), and counting it whole would
// bring in far more than the page runs.
const isLibrary = /[\\/]node_modules[\\/]/;

const nameOf = (node) => node.name ?? node.value;

/**
 * What a module's code declares: its own exports, and each import or re-export. An export of an
 * imported binding (`import { a } from 'x'; export { a }`) is a re-export.
 */
function moduleRecords(code) {
  const body = parseAst(code).body;
  const imported = new Map();
  for (const statement of body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers)
      imported.set(specifier.local.name, {
        source: statement.source.value,
        from:
          specifier.type === 'ImportSpecifier'
            ? nameOf(specifier.imported)
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : all,
      });
  }
  const own = new Set();
  const records = [];
  for (const statement of body) {
    const source = statement.source?.value;
    if (statement.type === 'ImportDeclaration') {
      const names = statement.specifiers.map(
        (specifier) => imported.get(specifier.local.name).from,
      );
      // A bare `import 'x'` runs the whole module.
      records.push({ kind: 'import', source, names: names.length ? names : [all] });
    } else if (statement.type === 'ExportAllDeclaration') {
      records.push(
        statement.exported
          ? { kind: 'reexport', source, from: all, as: nameOf(statement.exported) }
          : { kind: 'star', source },
      );
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of statement.specifiers) {
        const passed = source
          ? { source, from: nameOf(specifier.local) }
          : imported.get(nameOf(specifier.local));
        if (passed) records.push({ kind: 'reexport', ...passed, as: nameOf(specifier.exported) });
        else own.add(nameOf(specifier.exported));
      }
      const declaration = statement.declaration;
      if (declaration?.id) own.add(declaration.id.name);
      for (const declarator of declaration?.declarations ?? []) {
        if (declarator.id.type === 'Identifier') own.add(declarator.id.name);
        else own.add(all);
      }
    } else if (statement.type === 'ExportDefaultDeclaration') {
      own.add('default');
    }
  }
  return { own, records };
}

/**
 * The modules that module `startId` brings in, through its static imports: a module whose own
 * exports are asked for counts, with everything it imports; a module that only passes an export on
 * from another (a barrel's `export … from`) does not, so importing one component from the design
 * system's index brings that component alone. A module whose code is not an ES module counts
 * whole, with all it imports. Only modules `follows` accepts are walked. `context` is a Rolldown
 * plugin context.
 */
async function neededModules(context, startId, follows) {
  const parsed = new Map();
  const asked = new Map();
  const needed = new Set();

  async function recordsOf(id) {
    if (!parsed.has(id)) {
      const info = context.getModuleInfo(id);
      let records;
      try {
        records = info?.code && info.inputFormat === 'es' ? moduleRecords(info.code) : undefined;
      } catch {
        records = undefined;
      }
      if (records)
        for (const record of records.records)
          record.id = (await context.resolve(record.source, id))?.id;
      parsed.set(id, records);
    }
    return parsed.get(id);
  }

  /** The names a module exports, its own and those it passes on. */
  async function exportsOf(id, seen = new Set()) {
    const module = id && !seen.has(id) && follows(id) && (await recordsOf(id));
    if (!module) return new Set(id ? (context.getModuleInfo(id)?.exports ?? []) : []);
    seen.add(id);
    const names = new Set(module.own);
    for (const record of module.records) {
      if (record.kind === 'reexport') names.add(record.as);
      if (record.kind === 'star')
        for (const name of await exportsOf(record.id, seen)) names.add(name);
    }
    return names;
  }

  async function need(id, wanted) {
    if (!id || !follows(id) || !context.getModuleInfo(id)) return;
    const before = asked.get(id) ?? new Set();
    if (before.has(all)) return;
    const fresh = wanted.includes(all) ? [all] : wanted.filter((name) => !before.has(name));
    if (fresh.length === 0) return;
    asked.set(id, new Set([...before, ...fresh]));

    const module = await recordsOf(id);
    if (!module) {
      needed.add(id);
      for (const next of context.getModuleInfo(id).importedIds) await need(next, [all]);
      return;
    }
    const whole = fresh.includes(all) || module.own.has(all);
    let counts = whole || fresh.some((name) => module.own.has(name));
    for (const record of module.records) {
      if (record.kind === 'reexport' && (whole || fresh.includes(record.as)))
        await need(record.id, [record.from]);
    }
    // A name neither declared nor passed on by name comes from one of the `export *` modules.
    const unresolved = whole
      ? [all]
      : fresh.filter(
          (name) =>
            !module.own.has(name) &&
            !module.records.some((record) => record.kind === 'reexport' && record.as === name),
        );
    for (const record of module.records.filter((candidate) => candidate.kind === 'star')) {
      const exported = await exportsOf(record.id);
      const passed = whole ? [all] : unresolved.filter((name) => exported.has(name));
      if (passed.length) await need(record.id, passed);
    }
    // A module with no exports at all is imported for what it runs.
    if (module.own.size === 0 && !module.records.some((record) => record.kind !== 'import'))
      counts = true;
    if (!counts || needed.has(id)) return;
    needed.add(id);
    for (const record of module.records)
      if (record.kind === 'import') await need(record.id, record.names);
  }

  await need(startId, [all]);
  return needed;
}

/**
 * The Vite plugin. `routesModule` is the app's route table relative to the project root, `path` the
 * sign-in route's path in it. After the module graph is built, `has(id)` says whether the sign-in
 * page needs module `id`, one of the workspaces' (not a library's) from outside the page's own
 * folder; the chunking reads it.
 */
export function signInModulesPlugin(routesModule, path) {
  let routesId;
  let pageId;
  let modules = new Set();
  return {
    has: (id) => modules.has(id),
    plugin: {
      name: 'hci:sign-in-modules',
      apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
      configResolved(config) {
        routesId = resolve(config.root, routesModule);
      },
      async transform(code, id) {
        if (id !== routesId) return null;
        const imported = await importedRoutes(
          code,
          async (specifier) => (await this.resolve(specifier, id))?.id,
        );
        const route = routeImports(code, imported).find((candidate) => candidate.path === path);
        if (!route) this.error(`${routesModule}: no route ${path} with a page import found`);
        pageId = (await this.resolve(route.specifier, id))?.id;
        return null;
      },
      async buildEnd(error) {
        if (error) return;
        if (!pageId) this.error(`${routesModule}: the route ${path} was not built`);
        const ownFolder = `${dirname(pageId)}${sep}`;
        const needed = await neededModules(this, pageId, (id) => !isLibrary.test(id));
        modules = new Set([...needed].filter((id) => !id.startsWith(ownFolder)));
      },
    },
  };
}
