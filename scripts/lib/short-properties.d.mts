import type { Plugin } from 'vite';
export declare function shortProperty(name: string): string;
export declare function shortenProperties(code: string, seen?: Map<string, string>): string;
export declare function shortPropertiesPlugin(): Plugin;
