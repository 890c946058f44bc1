import type { AppRuntimeConfig } from './app-config.mjs';
export declare function contentSecurityPolicy(
  config: AppRuntimeConfig,
  styleNonce?: string,
): string;
export declare function securityHeaders(
  config: AppRuntimeConfig,
  styleNonce?: string,
): Record<string, string>;
export declare function serveApp(options: {
  root: string;
  config: AppRuntimeConfig;
  port?: number;
  host?: string;
  onCspViolation?: (report: unknown) => void;
}): Promise<{ url: string; close(): Promise<void> }>;
export declare function matchesRoute(pattern: string, pathname: string): boolean;
/** The language of a prerendered page for a request's headers (cookie, then Accept-Language). */
export declare function pageLocale(headers: {
  cookie?: string;
  'accept-language'?: string;
}): string;
