// Prerenders an app's public pages after its production build (run in the app's folder): the app's
// `src/prerender.tsx`, built for Node with the app's own Vite setup (so class names match the
// browser build), renders each page in each language. Each page is written as a whole document
// beside the build, with its styles linked (not inline: the Content-Security-Policy allows only
// files for styles and scripts), its scripts loaded once it has painted; the static server picks
// one by language.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { prerenderedFile, prerenderedLocales } from './lib/prerendered-file.mjs';
import { routePreloadsFile } from './lib/route-preloads-file.mjs';
import { scriptsAfterPaintFile, scriptsAfterPaintScript } from './lib/scripts-after-paint.mjs';

const appDir = process.cwd();
const dist = join(appDir, 'dist');
// Inside the app, so that Node resolves the bundle's external packages from its node_modules.
const serverBuild = join(appDir, 'node_modules', '.prerender');

await build({
  root: appDir,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender.tsx',
    outDir: serverBuild,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
    // One file: the browser build's chunk groups mean nothing to Node.
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
const { publicPages, renderPage } = await import(pathToFileURL(join(serverBuild, 'prerender.js')));

const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const { routes } = JSON.parse(await readFile(join(dist, routePreloadsFile), 'utf8'));

// The Spanish catalogues (the design system's and the app's) load before hydration.
const catalogueFiles = (locale) =>
  Object.entries(manifest)
    .filter(([source]) => source.endsWith(`compiled-lang/${locale}.json`))
    .map(([, chunk]) => chunk.file);

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

// The entry script and the chunks Vite preloads with it, which the page loads after its first paint.
const entryScript = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/;
const entryPreload = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
const entry = entryScript.exec(template)?.[1];
if (!entry) throw new Error('index.html has no module script');
const entryChunks = [...template.matchAll(entryPreload)].map(([, file]) => file);
const shell = template.replace(entryScript, '').replace(entryPreload, '');

function documentFor({ path, locale, html, title }) {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not in the route preloads of the build`);
  const modules = [entry, ...entryChunks, ...route.js, ...catalogueFiles(locale)];
  const head = [
    ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script src="/${scriptsAfterPaintFile}" data-modules="${modules.map((file) => `/${file}`).join(' ')}" defer></script>`,
  ];
  const page = shell
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, (original) =>
      title ? `<title>${escapeHtml(title)}</title>` : original,
    )
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (!page.includes(html)) throw new Error('index.html has no empty <div id="root"></div>');
  return page;
}

await rm(join(dist, 'prerendered'), { recursive: true, force: true });
await writeFile(join(dist, scriptsAfterPaintFile), scriptsAfterPaintScript);
const pages = [];
for (const { path, query = {} } of publicPages) {
  const search = new URLSearchParams(
    Object.entries(query).filter(([, value]) => value !== null),
  ).toString();
  const files = {};
  for (const locale of prerenderedLocales) {
    const { html, title } = await renderPage(path, search, locale);
    const file = join('prerendered', locale, `${path.slice(1) || 'index'}.html`);
    await mkdir(join(dist, file, '..'), { recursive: true });
    await writeFile(join(dist, file), documentFor({ path, locale, html, title }));
    files[locale] = file;
  }
  // Which query parameters the page needs present (true) or absent (false).
  const params = Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, value !== null]),
  );
  pages.push({ path, params, files });
}
await writeFile(join(dist, prerenderedFile), JSON.stringify({ pages }, null, 2));
await rm(serverBuild, { recursive: true, force: true });
console.info(
  `Prerendered ${pages.length} pages in ${prerenderedLocales.length} languages into ${relative(appDir, dist)}/prerendered`,
);
