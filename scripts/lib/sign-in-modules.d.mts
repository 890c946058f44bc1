import type { Plugin } from 'vite';
export declare function signInModulesPlugin(
  routesModule: string,
  path: string,
): { plugin: Plugin; has: (id: string) => boolean };
