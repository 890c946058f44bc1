// Bundles the server into ES modules: dist/main.mjs (the command) and dist/index.mjs (the
// programmatic startApiServer). npm packages stay external; workspace sources resolve through the
// hci-source condition.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', index: 'src/index.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  conditions: ['hci-source'],
  sourcemap: true,
  logLevel: 'warning',
});
