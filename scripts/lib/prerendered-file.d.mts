export declare const prerenderedFile: string;
export declare const prerenderedLocales: string[];
export declare function prerenderedPaths(dist: string): string[];
