import { defineConfig } from 'vite';
import { appPlugins, appResolve } from '../vite.shared.ts';
import { devRuntimeConfig } from '../scripts/lib/app-config.mjs';

export default defineConfig({
  plugins: [...appPlugins(), devRuntimeConfig()],
  resolve: appResolve,
  build: { target: 'es2022', sourcemap: true, manifest: true, reportCompressedSize: false },
  server: { host: '127.0.0.1', port: Number(process.env.COACH_PORT ?? 4030), strictPort: true },
});
