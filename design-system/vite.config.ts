// Library build: ES modules, one file per source module (so importing one component pulls only
// that component), extracted CSS, and the peer dependencies left to the consumer.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const external = [...Object.keys(pkg.peerDependencies), ...Object.keys(pkg.dependencies)];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'] },
    cssFileName: 'style',
    rollupOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
