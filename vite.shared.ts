// The Vite setup both apps and Storybook share: React, vanilla-extract, workspace sources,
// only our two locales from react-aria, and react-intl without its run-time ICU parser
// (catalogues are precompiled by @formatjs/cli; English texts are precompiled in place).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption, UserConfig } from 'vite';
import { themeBeforePaintScript } from './design-system/src/ThemeProvider/themeBeforePaint.ts';
import { toastSpaceProperty } from './design-system/src/Toast/toastSpace.ts';
import {
  lightTokens,
  stateColourPaths,
  themeValues,
  tokenVariable,
} from './design-system/src/tokens/tokens.ts';
import { devRuntimeConfig } from './scripts/lib/app-config.mjs';
import { inlineMessagesPlugin } from './scripts/lib/inline-messages.mjs';
import { routeDocsPlugin } from './scripts/lib/route-docs.mjs';
import { routePreloadsPlugin } from './scripts/lib/route-preloads.mjs';
import { shortPropertiesPlugin } from './scripts/lib/short-properties.mjs';
import { signInModulesPlugin } from './scripts/lib/sign-in-modules.mjs';

export const supportedLocales = ['en-US', 'es-ES'];

export function appPlugins(): PluginOption[] {
  return [
    react(),
    vanillaExtractPlugin(),
    { ...optimizeLocales.vite({ locales: supportedLocales }), enforce: 'pre' },
    inlineMessagesPlugin(),
    temporalOnDemand(),
  ];
}

const themeScriptFile = 'theme-before-paint.js';

/**
 * Each app page's head loads the stored theme before the first paint, from a file of its own
 * origin (a Content-Security-Policy of `script-src 'self'` allows it).
 */
function themeBeforePaint(): Plugin {
  return {
    name: 'hci:theme-before-paint',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configureServer(server) {
      server.middlewares.use(`/${themeScriptFile}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(themeBeforePaintScript);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: themeScriptFile, source: themeBeforePaintScript });
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `/${themeScriptFile}` }, injectTo: 'head-prepend' },
    ],
  };
}

const temporalOnDemandModule = fileURLToPath(
  new URL('./design-system/src/temporal/temporalOnDemand.ts', import.meta.url),
);

/** Every `temporal-polyfill` import but the one inside temporalOnDemand gets the built-in first. */
function temporalOnDemand(): Plugin {
  return {
    name: 'hci:temporal-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'temporal-polyfill' || importer === temporalOnDemandModule) return null;
      return temporalOnDemandModule;
    },
  };
}

// Resolved from react-intl's own dependency tree so the parser version matches intl-messageformat.
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const noParser = fromReactIntl.resolve('@formatjs/icu-messageformat-parser/no-parser.js');
// react-intl and @formatjs/intl each get a nested copy of the same exact versions (another
// version is hoisted for a tool), so the bundle would carry both; point every import at one.
const intlMessageFormat = fromReactIntl.resolve('intl-messageformat');
const fastMemoize = createRequire(intlMessageFormat).resolve('@formatjs/fast-memoize');

// vanilla-extract compiles `.css.ts` files in its own server-side environment, which ignores the
// `hci-source` condition; aliases reach every environment, so an app's styles and the design
// system's share one theme contract instead of a stale dist build.
// Style files import the tokens alone: through the barrel, vanilla-extract would make each of them
// carry the CSS of every component.
const designSystemSource = fileURLToPath(new URL('./design-system/src/index.ts', import.meta.url));
const designSystemTokens = fileURLToPath(
  new URL('./design-system/src/tokens/index.ts', import.meta.url),
);

// What the signed-in pages share: server state (TanStack Query). The signed-in layouts hold the
// query cache, so this chunk loads with them, once, and no page of theirs counts it again; the
// sign-in pages need none of it. TanStack's virtualizer (9 KB) is not shared: only the pages
// listing a course's modules use it.
const workspaceModule = /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;
// The design system's icons that the sign-in page does not use, in one chunk: one module each,
// spread over the pages that use them, they would be many small files.
const iconModule = /design-system[\\/]src[\\/]icons[\\/]\w+Icon\.tsx$/;
// zod's core, for the pages whose forms check a schema: in a chunk of its own, because the layouts
// (and so every signed-in page, form or not) do without it.
const schemaModule = /node_modules[\\/]zod[\\/]/;

// The phone metadata, one chunk per calling code (215). Named by content hash each, they made the
// loader's map of chunk names 3.4 KB gzip; with one hash of the whole set in a folder name the map
// is about 1.2 KB, and the name still changes whenever any of the metadata does.
const phoneMetadataDir = fileURLToPath(
  new URL('./validation/src/generated/phoneMetadata/', import.meta.url),
);
const phoneMetadataHash = createHash('sha256');
for (const file of readdirSync(phoneMetadataDir).sort())
  phoneMetadataHash.update(file).update(readFileSync(join(phoneMetadataDir, file)));
const phoneMetadataChunks = `assets/phone-metadata-${phoneMetadataHash.digest('hex').slice(0, 8)}`;

// The entry modules (index.html and src/main.tsx) stay out of the groups below, so that an entry
// chunk, named in the manifest, remains.
const isEntryModule = /(\.html|[\\/]src[\\/]main\.tsx)$/;

/**
 * The production build of an app. Left to automatic splitting, the first page needed some thirty
 * small files, and on a slow mobile connection each costs a round trip more than its bytes. So:
 * everything the entry imports statically is one chunk; what the sign-in page needs beyond the
 * entry and its own folder (`isSignInModule`, read from the module graph: the form fields, form
 * state, validation messages) is one more, `forms`, which most other pages, having a form too,
 * share; the signed-in pages' server state a third, and zod, for the pages checking a schema, a
 * fourth. The rest stays split per page. (A chunk of whatever eight pages shared made /login load
 * dialog and popover code it never runs: 5 KB.)
 */
function appBuild(isSignInModule: (id: string) => boolean): UserConfig['build'] {
  return {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith(phoneMetadataDir)
            ? `${phoneMetadataChunks}/[name].js`
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], test: (id) => !isEntryModule.test(id) },
            { name: 'forms', test: isSignInModule },
            { name: 'icons', test: (id) => iconModule.test(id) },
            { name: 'workspace', test: (id) => workspaceModule.test(id) },
            { name: 'schemas', test: (id) => schemaModule.test(id) },
          ],
        },
      },
    },
  };
}

/**
 * The server-side environment: vanilla-extract evaluates `.css.ts` files there, and the build
 * prerendering the public pages runs there. It ignores resolve.conditions; without the source
 * condition, app styles and pages would import the built design system and its differently named
 * theme variables.
 */
const appEnvironments: UserConfig['environments'] = {
  ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
};

export const appResolve: UserConfig['resolve'] = {
  conditions: ['hci-source', 'module', 'browser', 'development|production'],
  alias: [
    // React has useSyncExternalStore since 18: the shim react-aria and wouter import for older
    // versions only adds bytes to the first page.
    { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    { find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser },
    { find: /^intl-messageformat$/, replacement: intlMessageFormat },
    { find: /^@formatjs\/fast-memoize$/, replacement: fastMemoize },
    { find: /^@hci\/design-system$/, replacement: designSystemSource },
    { find: /^@hci\/design-system\/tokens$/, replacement: designSystemTokens },
  ],
};

/** The path of every token under `tree`, in the tokens' own order. */
function tokenPaths(tree: object, path: string[] = []): string[][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[...path, key]] : tokenPaths(value as object, [...path, key]),
  );
}

/** Every public custom property of the design system, which the apps' builds write short. */
const publicProperties = [
  ...tokenPaths(themeValues(lightTokens)).map(tokenVariable),
  // The state colours, which no theme assigns but which a consumer may set.
  ...stateColourPaths.map(({ path }) => tokenVariable(path)),
  toastSpaceProperty,
];

const routesModule = 'src/app/routes.ts';

/**
 * An app's whole Vite setup (its route table in `src/paths.ts`, its pages in `src/app/routes.ts`):
 * the shared plugins, the theme script before the first paint, the run-time configuration in
 * development, the route table without its docs, the route preloads, what the sign-in page
 * (/login) needs for the `forms` chunk, and the dev server on `port`.
 */
export function appConfig(port: number): UserConfig {
  const signIn = signInModulesPlugin(routesModule, '/login');
  return {
    plugins: [
      ...appPlugins(),
      themeBeforePaint(),
      devRuntimeConfig(),
      routeDocsPlugin('src/paths.ts'),
      routePreloadsPlugin(routesModule),
      signIn.plugin,
      shortPropertiesPlugin(publicProperties),
    ],
    resolve: appResolve,
    environments: appEnvironments,
    build: appBuild(signIn.has),
    server: { host: '127.0.0.1', port, strictPort: true },
  };
}
