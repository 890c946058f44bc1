// The CommonJS build (dist/cjs), for `require` and for test runners that load CommonJS only
// (Jest): one file per subpath export and shared chunks, built from the same sources and with the
// same vanilla-extract class names as the ES build, so a server render through `require` hydrates
// in a browser that loaded the ES modules. It imports no stylesheet: CommonJS runs in Node, and a
// page takes its CSS from the ES build or `style.css`.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

// temporal-polyfill ships ES modules only, which a CommonJS test runner cannot load: it is built
// in. Everything else stays the consumer's install (react-intl must, to share the app's provider).
const bundled = new Set(['temporal-polyfill']);
const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)].filter(
  (dep) => !bundled.has(dep),
);

/** Drops the stylesheets Vite extracts: the ES build ships them. */
function withoutCss(): Plugin {
  return {
    name: 'hci:without-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const [fileName, file] of Object.entries(bundle)) {
        if (file.type === 'asset' && fileName.endsWith('.css')) delete bundle[fileName];
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), withoutCss()],
  build: {
    target: 'es2022',
    outDir: 'dist/cjs',
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        tokens: 'src/tokens/index.ts',
        validation: 'src/validation/index.ts',
      },
      formats: ['cjs'],
    },
    rollupOptions: {
      external: (id) =>
        /^react(-dom)?(\/|$)/.test(id) ||
        external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: {
        entryFileNames: '[name].cjs',
        // A compiled `Button.css.ts` chunk is named `.styles`, as in the ES build (vite.config.ts).
        chunkFileNames: (chunk) =>
          `chunks/${chunk.name.replace(/\.css(\.ts\.vanilla)?$/, '.styles')}-[hash].cjs`,
        // `require` rather than `import()`: a CommonJS runner such as Jest cannot run `import()`.
        dynamicImportInCjs: false,
      },
    },
  },
});
