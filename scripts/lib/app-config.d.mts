import type { Plugin } from 'vite';
export interface AppRuntimeConfig {
  apiBaseUrl: string;
  mediaBaseUrl: string;
  analyticsUrl?: string;
}
export declare function runtimeConfig(env?: NodeJS.ProcessEnv): AppRuntimeConfig;
export declare function devRuntimeConfig(): Plugin;
