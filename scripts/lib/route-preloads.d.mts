import type { Plugin } from 'vite';
export declare function importedConstants(
  code: string,
  load: (specifier: string) => Promise<string | undefined>,
): Promise<Map<string, Map<string, string>>>;
export declare function routeImports(
  code: string,
  imported?: Map<string, Map<string, string>>,
): { path: string; specifier: string; layout?: string }[];
export declare function routePreloadsPlugin(routesModule: string): Plugin;
