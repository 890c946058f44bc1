import { defineConfig } from 'vite';
import { appBuild, appPlugins, appResolve, themeBeforePaint } from '../vite.shared.ts';
import { devRuntimeConfig } from '../scripts/lib/app-config.mjs';
import { routePreloadsPlugin } from '../scripts/lib/route-preloads.mjs';

export default defineConfig({
  plugins: [
    ...appPlugins(),
    themeBeforePaint(),
    devRuntimeConfig(),
    routePreloadsPlugin('src/app/routes.ts'),
  ],
  resolve: appResolve,
  // vanilla-extract evaluates .css.ts files in Vite's SSR environment, which ignores
  // resolve.conditions: without the source condition there, portal styles would import the
  // built design system and its differently named theme variables.
  environments: {
    ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
  },
  build: appBuild,
  server: { host: '127.0.0.1', port: Number(process.env.PORTAL_PORT ?? 4020), strictPort: true },
});
