import type { Plugin } from 'vite';
export declare function withoutRouteDocs(
  code: string,
  file: string,
): { code: string; map: unknown };
export declare function routeDocsPlugin(pathsModule: string): Plugin;
