// Library build: ES modules, one file per source module (so importing one component pulls only
// that component and its CSS), dependencies and peers left to the consumer's install.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { libraryCss } from './build/libraryCss.ts';
import { tokenFiles } from './build/tokenFiles.ts';
import pkg from './package.json' with { type: 'json' };

const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), libraryCss(), tokenFiles()],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    // Maps with their sources inlined: the package ships no src/, and a consumer's debugger and
    // error stacks still show the library's own code.
    sourcemap: true,
    // One entry per subpath export in package.json.
    lib: {
      entry: ['src/index.ts', 'src/tokens/index.ts', 'src/validation/index.ts'],
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) =>
        /^react(-dom)?(\/|$)/.test(id) ||
        external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // A compiled `Button.css.ts` holds only class names: named `.styles.js`, since a
        // consumer's own vanilla-extract plugin would try to evaluate any `*.css.js` it meets.
        entryFileNames: (chunk) =>
          chunk.name.endsWith('.css')
            ? `${chunk.name.slice(0, -'.css'.length)}.styles.js`
            : '[name].js',
        // `Button/Button.css` rather than vanilla-extract's virtual `Button.css.ts.vanilla.css`.
        assetFileNames: (asset) =>
          asset.names[0]?.replace(/\.css\.ts\.vanilla\.css$/, '.css') ?? '[name][extname]',
      },
    },
  },
});
