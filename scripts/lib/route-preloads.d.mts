import type { Plugin } from 'vite';
export interface RouteSpec {
  path: string;
  layout?: string;
}
export declare function importedRoutes(
  code: string,
  load: (specifier: string) => Promise<string | undefined>,
): Promise<Map<string, RouteSpec>>;
export declare function routeImports(
  code: string,
  imported?: Map<string, RouteSpec>,
): { path: string; specifier: string; layout?: string }[];
export declare function routePreloadsPlugin(routesModule: string): Plugin;
