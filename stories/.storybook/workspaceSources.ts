// vanilla-extract evaluates .css.ts files in Vite's SSR environment, which ignores
// `resolve.conditions`; without this, a story stylesheet importing `@hci/design-system` would get
// the built package (dist) and its differently named theme variables.
import type { UserConfig } from 'vite';

export const workspaceSourceEnvironments: UserConfig['environments'] = {
  ssr: { resolve: { conditions: ['hci-source', 'module', 'node', 'development|production'] } },
};
