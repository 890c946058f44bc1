// Storybook builds with the same Vite setup as the apps, so stories render exactly what ships.
import type { StorybookConfig } from '@storybook/react-vite';
import ts from 'typescript';
import { mergeConfig } from 'vite';
import { demoDataDirPlugin } from '@hci/api-server/vite-plugin';
import { appPlugins, appResolve } from '../../vite.shared.ts';
import { workspaceSourceEnvironments } from './workspaceSources.ts';

/**
 * Where the props a table shows are declared: the design system's and the app frame's own props,
 * and those their components take over from react-aria-components (which declares them in
 * react-aria, @react-aria/*, @react-types/* and react-stately). The DOM's and React's own
 * attributes (@types/react, TypeScript's DOM library) would bury them.
 */
const documentedSources =
  /\/(design-system|app-frame)\/src\/|\/node_modules\/(react-aria-components|react-aria|react-stately|@react-aria\/[^/]+|@react-types\/[^/]+|@react-stately\/[^/]+)\//;

/** react-aria's copies of every DOM event handler and global attribute (onClick, onCopy, dir…). */
const domMirrors = new Set(['GlobalDOMEvents', 'GlobalDOMAttributes']);

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    // Stories that test the test set-up itself run under Vitest only: they use its browser API.
    ...(process.env.VITEST ? ['../test/*.stories.tsx'] : []),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // MSW's service worker, kept once beside the mocks in mock-api (`npx msw init public --save`
  // there), which page stories answer the API with.
  staticDirs: ['../../mock-api/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Props tables from the TypeScript compiler (react-docgen-typescript, on the repository's
  // TypeScript 5.9): the real types, with the props the library takes over from react-aria
  // (onChange, isDisabled…) and unions of literals listed as choices. Only the library's and the
  // frame's components are read, with the source condition the apps build with. Story tests show no
  // props table, so they skip it.
  typescript: {
    reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      include: ['../design-system/src/**/*.tsx', '../app-frame/src/**/*.tsx'],
      exclude: ['**/*.test.tsx', '**/*.stories.tsx', '**/test/**'],
      compilerOptions: {
        jsx: ts.JsxEmit.ReactJSX,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        customConditions: ['hci-source'],
        target: ts.ScriptTarget.ES2022,
        skipLibCheck: true,
        allowImportingTsExtensions: true,
        noEmit: true,
      },
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => {
        const declarations = prop.declarations?.length
          ? prop.declarations
          : prop.parent
            ? [prop.parent]
            : [];
        return (
          declarations.length === 0 ||
          declarations.some(
            ({ fileName, name }) => documentedSources.test(fileName) && !domMirrors.has(name),
          )
        );
      },
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [
        ...appPlugins(),
        // The demo world the reference API loads in page stories, seeded once on the demo day.
        demoDataDirPlugin(),
      ],
      resolve: appResolve,
      environments: workspaceSourceEnvironments,
      // PGlite, under the reference API that page stories run, finds its WebAssembly and data files
      // beside its own module, which prebundling would move.
      optimizeDeps: { exclude: ['@electric-sql/pglite'] },
      // The built Storybook keeps the names of functions and components through minification:
      // "Show code" prints `<Button onPress={() => {}}>`, not `<u onPress={function VY(){}}>`.
      build: { rolldownOptions: { output: { keepNames: true } } },
    }),
};

export default config;
