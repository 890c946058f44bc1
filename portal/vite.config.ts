import { defineConfig } from 'vite';
import {
  appBuild,
  appEnvironments,
  appPlugins,
  appResolve,
  themeBeforePaint,
} from '../vite.shared.ts';
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
  environments: appEnvironments,
  build: appBuild,
  server: { host: '127.0.0.1', port: Number(process.env.PORTAL_PORT ?? 4020), strictPort: true },
});
