// Sizes of a Vite build: what each route, layout and other lazily loaded chunk adds to what the
// browser already has when it is needed, from the manifest and the route-preloads table.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePreloadsFile } from './route-preloads-file.mjs';
import { serveApp } from './serve-app.mjs';

export function fileSize(dist, file) {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The manifest keys a chunk loads: itself and its static imports, recursively. */
function staticClosure(manifest, key) {
  const seen = new Set();
  const visit = (current) => {
    if (seen.has(current) || !manifest[current]) return;
    seen.add(current);
    for (const next of manifest[current].imports ?? []) visit(next);
  };
  visit(key);
  return seen;
}

/** Whether chunks `from` import `target` on demand, directly or through chunks they so import. */
function loadsOnDemand(manifest, from, target) {
  const seen = new Set();
  const visit = (key) => {
    for (const next of manifest[key]?.dynamicImports ?? []) {
      if (next === target) return true;
      if (!seen.has(next) && (seen.add(next), visit(next))) return true;
    }
    return false;
  };
  return from.some(visit);
}

/** The JS and CSS files of a set of chunks. */
function filesOf(manifest, keys) {
  return new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
}

/** The route every app opens on: its sign-in page. */
export const firstPagePath = '/login';

/**
 * Per route, layout and other lazily loaded chunk, the JS and CSS gzip it adds to what the browser
 * has after the first page (the entry and what `firstPage` loads; the first page's own row counts
 * beyond the entry alone):
 * - a route page: beyond that and its layout (what moving between pages of one layout costs);
 * - a lazily loaded layout: beyond that (what the first page inside it costs in addition);
 * - any other lazily loaded chunk (a dialog, a catalogue): beyond that and the pages that load
 *   it (through other such chunks too), the largest such figure when several do.
 * The bench prints these rows and the route budget test checks them, so both show one figure.
 */
export function routeSizes(dist, firstPage = firstPagePath) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const { routes } = JSON.parse(readFileSync(join(dist, routePreloadsFile), 'utf8'));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = filesOf(manifest, staticClosure(manifest, entryKey));
  const firstRoute = routes.find((route) => route.path === firstPage);
  const firstPageFiles = new Set([
    ...entryFiles,
    ...(firstRoute?.js ?? []),
    ...(firstRoute?.css ?? []),
  ]);
  const sum = (files) => [...files].reduce((total, file) => total + fileSize(dist, file).gzip, 0);
  const without = (files, ...loaded) =>
    [...files].filter((file) => !firstPageFiles.has(file) && !loaded.some((set) => set.has(file)));

  const rows = [];
  const named = new Set([entryKey]);
  const layouts = new Map();
  for (const route of routes) {
    const all = new Set([...route.js, ...route.css]);
    const layout = new Set([...(route.layout?.js ?? []), ...(route.layout?.css ?? [])]);
    const layoutKey = route.layout && keyOfFile.get(route.layout.js[0]);
    if (layoutKey && !layouts.has(layoutKey)) {
      layouts.set(layoutKey, layout);
      rows.push({ kind: 'layout', name: manifest[layoutKey].name, gzip: sum(without(layout)) });
    }
    const pageKey = [...all]
      .map((file) => keyOfFile.get(file))
      .find((key) => {
        const chunk = manifest[key];
        return chunk?.isDynamicEntry && key !== layoutKey;
      });
    if (layoutKey) named.add(layoutKey);
    if (pageKey) named.add(pageKey);
    const added =
      route === firstRoute
        ? [...all].filter((file) => !entryFiles.has(file))
        : without(all, layout);
    rows.push({ kind: 'route', name: route.path, gzip: sum(added), files: all });
  }

  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || named.has(key)) continue;
    const own = filesOf(manifest, staticClosure(manifest, key));
    // The routes whose files import this chunk on demand, directly or through chunks they import
    // on demand (a small loader in between); the entry when none does.
    const loaders = rows.filter(
      (row) =>
        row.kind === 'route' &&
        loadsOnDemand(manifest, [...row.files].map(keyOfFile.get, keyOfFile), key),
    );
    const gzip = loaders.length
      ? Math.max(...loaders.map((row) => sum(without(own, row.files))))
      : sum(without(own));
    rows.push({ kind: 'chunk', name: chunk.name ?? key, gzip });
  }
  return rows.map(({ kind, name, gzip }) => ({ kind, name, gzip }));
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** What each app's first page (its sign-in) may load, JS and CSS together, gzip. */
export const firstPageBudget = 95 * 1024;
/** What any one route, layout or lazily loaded chunk may add, gzip. */
export const routeBudget = 40 * 1024;

/**
 * What a browser really loads for one page of a production build (the lazily loaded route chunk
 * and the scripts loaded after paint included), served as in production: each JS and CSS file with
 * its gzip size, and the JS and CSS totals.
 */
export async function firstPageLoad({ browser, dist, path, config }) {
  const server = await serveApp({ root: dist, config });
  const page = await browser.newPage();
  const loaded = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname) && response.url().startsWith(server.url))
      loaded.add(url.pathname);
  });
  try {
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    // A prerendered page starts loading its scripts only once it has painted: on a busy machine the
    // network can fall quiet before, so the count waits for the app to have started, then for quiet.
    await page.waitForSelector('#root[data-app-started]', { state: 'attached' });
    await page.waitForLoadState('networkidle');
  } finally {
    await page.close();
    await server.close();
  }
  const files = [...loaded].map((file) => ({ path: file, ...fileSize(dist, file.slice(1)) }));
  const total = (ext) =>
    files.filter((file) => file.path.endsWith(ext)).reduce((sum, file) => sum + file.gzip, 0);
  return { files, js: total('.js'), css: total('.css') };
}
