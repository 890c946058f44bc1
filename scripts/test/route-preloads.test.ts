import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transformWithOxc } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSize, routeSizes } from '../lib/bundle-report.mjs';
import { routePreloadsFile } from '../lib/route-preloads-file.mjs';
import { importedRoutes, routeImports, routePreloadsPlugin } from '../lib/route-preloads.mjs';

const readSource = (path: string) => readFile(new URL(`../../${path}`, import.meta.url), 'utf8');

async function routesOf(path: string) {
  const { code } = await transformWithOxc(await readSource(path), path);
  // A relative specifier as the apps write it: a module without its extension, or a folder.
  const imported = await importedRoutes(code, async (specifier: string) =>
    ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ending) =>
        fileURLToPath(new URL(`../../${join(dirname(path), specifier)}${ending}`, import.meta.url)),
      )
      .find((file) => existsSync(file)),
  );
  return routeImports(code, imported);
}

describe('routeImports', () => {
  it("reads each page's path from the route table, by the route's name", () => {
    const code = [
      'export const routes = {',
      "  login: { path: '/login' },",
      "  'verify': { path: '/verify/:code' },",
      "  faq: { path: '/faq' },",
      "  old: { path: '/old', redirectTo: '/faq' },",
      '};',
      'const pages = {',
      "  login: () => import('./pages/Login').then((m) => m.Login),",
      "  verify: () => import('./pages/Verify'),",
      "  faq: () => import('./pages/Faq'),",
      '};',
    ].join('\n');
    expect(routeImports(code)).toEqual([
      { path: '/login', specifier: './pages/Login' },
      { path: '/verify/:code', specifier: './pages/Verify' },
      { path: '/faq', specifier: './pages/Faq' },
    ]);
  });

  it('adds the lazily loaded layout a route names', () => {
    const code = [
      'export const layoutPages = {',
      "  member: lazy(() => import('./layouts/Member').then((m) => m.Member)),",
      '};',
      "const routes = { home: { path: '/home', layout: 'member' }, login: { path: '/login', layout: 'auth' } };",
      "const pages = { home: () => import('./pages/Home'), login: () => import('./pages/Login') };",
    ].join('\n');
    expect(routeImports(code)).toEqual([
      { path: '/home', specifier: './pages/Home', layout: './layouts/Member' },
      { path: '/login', specifier: './pages/Login' },
    ]);
  });

  it.each([
    ['coach/src/app/routes.ts', '/login', '../pages/auth/LoginPage', 20],
    ['portal/src/app/routes.ts', '/login', '../pages/auth/LoginPage', 15],
  ])('finds the pages of %s', async (file, path, specifier, atLeast) => {
    const routes = await routesOf(file);
    expect(routes).toContainEqual({ path, specifier });
    expect(routes.length).toBeGreaterThanOrEqual(atLeast);
    const source = await readSource(file);
    // Every page import of the table is found (the not-found page has no path).
    const pageImports = source.match(/import\('\.{1,2}\/pages\//g) ?? [];
    expect(routes.length).toBe(pageImports.length - 1);
  });
});

describe("the apps' signed-in routes", () => {
  it.each([
    ['coach/src/app/routes.ts', '/profile', '../layouts/CoachLayout', '/login'],
    ['portal/src/app/routes.ts', '/inbox', '../layouts/PortalLayout', '/login'],
  ])('in %s carry their lazily loaded layout', async (file, signedIn, layout, signIn) => {
    const routes = await routesOf(file);
    expect(routes.find((route) => route.path === signedIn)?.layout).toBe(layout);
    expect(routes.find((route) => route.path === signIn)?.layout).toBeUndefined();
  });
});

describe('routePreloadsPlugin', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'hci-route-preloads-'));
    const files: Record<string, string> = {
      'index.html':
        '<!doctype html><html><head></head><body><script type="module" src="/src/main.ts"></script></body></html>',
      'src/main.ts':
        "import { layoutPages, pages } from './routes';\nconsole.log(pages, layoutPages);",
      'src/paths.ts':
        "export const routes = { home: { path: '/' }, item: { path: '/items/:id', layout: 'member' } } as const;",
      'src/routes.ts': [
        "import { routes } from './paths';",
        'export const table = routes;',
        "export const layoutPages = { member: () => import('./layouts/Member') };",
        'export const pages: Record<keyof typeof routes, () => Promise<unknown>> = {',
        "  home: () => import('./pages/Home'),",
        "  item: () => import('./pages/Item'),",
        '};',
      ].join('\n'),
      'src/pages/Home.ts': "import './home.css';\nexport const home = 'home';",
      'src/pages/Item.ts': [
        "import { shared } from '../shared';",
        "import { widget } from '../widget';",
        'export const item = shared + widget(1);',
        // A dialog the page loads on demand through a small loader of its own.
        "export const openDialog = () => import('./dialogLoader').then((m) => m.load());",
      ].join('\n'),
      'src/pages/dialogLoader.ts': "export const load = () => import('./Dialog');",
      'src/pages/Dialog.ts':
        "import { widget } from '../widget';\nexport const dialog = widget(2);",
      'src/widget.ts': [
        'export function widget(count: number) {',
        "  return Array.from({ length: count }, (_, i) => `widget ${i}`).join(', ');",
        '}',
      ].join('\n'),
      'src/shared.ts': "export const shared = Number('1');",
      'src/layouts/Member.ts': "import './member.css';\nexport const member = 'member';",
      'src/layouts/member.css': '.member { color: teal; }',
      'src/pages/home.css': '.home { color: rebeccapurple; }',
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(dirname(join(root, file)), { recursive: true });
      await writeFile(join(root, file), text);
    }
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [routePreloadsPlugin('src/routes.ts')],
      build: { outDir: 'dist', manifest: true, minify: false },
    });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lists, per route path, the JS and CSS its page adds to the entry', async () => {
    const { routes } = JSON.parse(await readFile(join(root, 'dist', routePreloadsFile), 'utf8'));
    const manifest = JSON.parse(await readFile(join(root, 'dist/.vite/manifest.json'), 'utf8'));
    expect(routes.map((route: { path: string }) => route.path)).toEqual(['/', '/items/:id']);
    const [home, item] = routes;
    expect(home.js).toEqual([manifest['src/pages/Home.ts'].file]);
    expect(home.css).toEqual(manifest['src/pages/Home.ts'].css);
    // A route's list includes its lazily loaded layout, so a first visit fetches both at once.
    const layout = manifest['src/layouts/Member.ts'];
    expect(item.js).toEqual(
      expect.arrayContaining([manifest['src/pages/Item.ts'].file, layout.file]),
    );
    expect(item.css).toEqual(layout.css);
    expect(item.layout).toEqual({ js: [layout.file], css: layout.css });
    expect(home.layout).toBeUndefined();
    const entry = manifest['index.html'].file;
    expect([...home.js, ...item.js]).not.toContain(entry);
  });

  /** The test app's built chunks, and the gzip size of any files of it. */
  async function builtChunks() {
    const dist = join(root, 'dist');
    const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
    const gzip = (...files: string[]) => files.reduce((sum, f) => sum + fileSize(dist, f).gzip, 0);
    const home = manifest['src/pages/Home.ts'];
    const member = manifest['src/layouts/Member.ts'];
    const item = manifest['src/pages/Item.ts'];
    const entry = manifest['index.html'].file;
    // The page and its static imports, but for the entry (where the on-demand loading helper is).
    const itemFiles = [
      item.file,
      ...(item.imports ?? []).map((key: string) => manifest[key].file),
    ].filter((file) => file !== entry);
    const loader = manifest['src/pages/dialogLoader.ts'];
    const dialog = manifest['src/pages/Dialog.ts'];
    // Loaded from the item page only (through the loader), each counts beyond what that page
    // loaded: the dialog without the code it shares with the page.
    expect(dialog.imports.filter((key: string) => key !== 'index.html')).not.toEqual([]);
    const onDemand = [
      { kind: 'chunk', name: dialog.name, gzip: gzip(dialog.file) },
      { kind: 'chunk', name: loader.name, gzip: gzip(loader.file) },
    ];
    return { dist, gzip, home, member, itemFiles, onDemand };
  }

  it('sizes each route beyond the entry and its layout, and each layout beyond the entry', async () => {
    const { dist, gzip, home, member, itemFiles, onDemand } = await builtChunks();
    expect(routeSizes(dist)).toEqual([
      { kind: 'route', name: '/', gzip: gzip(home.file, ...home.css) },
      { kind: 'layout', name: member.name, gzip: gzip(member.file, ...member.css) },
      { kind: 'route', name: '/items/:id', gzip: gzip(...itemFiles) },
      ...onDemand,
    ]);
  });

  it('counts each route and layout beyond what the first page loaded, that page beyond the entry', async () => {
    const { dist, gzip, home, member, itemFiles, onDemand } = await builtChunks();
    // With /items/:id as the first page, its layout is in the browser already.
    expect(routeSizes(dist, '/items/:id')).toEqual([
      { kind: 'route', name: '/', gzip: gzip(home.file, ...home.css) },
      { kind: 'layout', name: member.name, gzip: 0 },
      {
        kind: 'route',
        name: '/items/:id',
        gzip: gzip(...itemFiles, member.file, ...member.css),
      },
      ...onDemand,
    ]);
  });
});
