// Bundles the server into ES modules: dist/main.mjs (the command) and dist/index.mjs (the
// programmatic startApiServer). npm packages stay external; the workspace's own packages (the
// contract's generated lists) are bundled from their sources, through the hci-source condition,
// since Node cannot load their TypeScript, as are this package's own `#` imports.
import { build } from 'esbuild';

const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@hci/') || path.startsWith('#') ? undefined : { path, external: true },
    );
  },
};

await build({
  entryPoints: { main: 'src/main.ts', index: 'src/index.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  plugins: [npmPackagesExternal],
  conditions: ['hci-source'],
  sourcemap: true,
  logLevel: 'warning',
});

// The Vite plugin that seeds the browser build's demo world in Node (src/browser/vite-plugin.ts):
// bundled with the browser stand-ins of the `#` imports, as the page runs them.
await build({
  entryPoints: { 'demo-data-dir-plugin': 'src/browser/vite-plugin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  plugins: [npmPackagesExternal],
  conditions: ['hci-source', 'browser'],
  logLevel: 'warning',
});
