import type { Plugin } from 'vite';
export interface AppRuntimeConfig {
  apiBaseUrl: string;
  mediaBaseUrl: string;
  analyticsUrl?: string;
  /** Where the portal links a coach to edit their profile. */
  coachAppUrl?: string;
}
export declare function runtimeConfig(env?: NodeJS.ProcessEnv): AppRuntimeConfig;
export declare function devRuntimeConfig(): Plugin;
