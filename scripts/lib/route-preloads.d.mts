import type { Plugin } from 'vite';
export declare function routeImports(
  code: string,
): { path: string; specifier: string; layout?: string }[];
export declare function routePreloadsPlugin(routesModule: string): Plugin;
