// Storybook builds with the same Vite setup as the apps, so stories render exactly what ships.
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { appPlugins, appResolve } from '../../vite.shared.ts';
import { workspaceSourceEnvironments } from './workspaceSources.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
    // Stories that test the test set-up itself run under Vitest only: they use its browser API.
    ...(process.env.VITEST ? ['../test/*.stories.tsx'] : []),
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // MSW's service worker, kept once beside the mocks in api-schema (`npx msw init public --save`
  // there), which page stories answer the API with.
  staticDirs: ['../../api-schema/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: appPlugins(),
      resolve: appResolve,
      environments: workspaceSourceEnvironments,
    }),
};

export default config;
