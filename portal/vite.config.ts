import { defineConfig } from 'vite';
import { appPlugins, appResolve } from '../vite.shared.ts';
import { devRuntimeConfig } from '../scripts/lib/app-config.mjs';

export default defineConfig({
  plugins: [...appPlugins(), devRuntimeConfig()],
  resolve: appResolve,
  // vanilla-extract evaluates .css.ts files in Vite's SSR environment, which ignores
  // resolve.conditions: without the source condition there, portal styles would import the
  // built design system and its differently named theme variables.
  environments: {
    ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
  },
  build: { target: 'es2022', sourcemap: true, manifest: true, reportCompressedSize: false },
  server: { host: '127.0.0.1', port: Number(process.env.PORTAL_PORT ?? 4020), strictPort: true },
});
