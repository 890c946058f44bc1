import type { Plugin } from 'vite';
export interface AppRuntimeConfig {
  apiBaseUrl: string;
  mediaBaseUrl: string;
  analyticsUrl?: string;
  /** Where the portal links a coach to edit their profile. */
  coachAppUrl?: string;
  /** Where the coach app links a coach who is also a student back to. */
  portalUrl?: string;
}
export declare function runtimeConfig(env?: NodeJS.ProcessEnv): AppRuntimeConfig;
export declare function devRuntimeConfig(): Plugin;
