import type { Plugin } from 'vite';
export declare function shortNames(names: readonly string[]): Map<string, string>;
export declare function shortenProperties(code: string, short: Map<string, string>): string;
export declare function shortPropertiesPlugin(names: readonly string[]): Plugin;
