/**
 * Where the apps find the API. Read at run time from `/config.json`, served beside each app, so one
 * build serves any environment.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  mediaBaseUrl?: string;
  /**
   * Where usage events go: the base URL of a service that takes the contract's
   * `POST /analytics/events` (the reference API does). None, no tracking.
   */
  analyticsUrl?: string;
  /** The coach app, where a student who is also a coach edits their coach profile. */
  coachAppUrl?: string;
  /** The student portal, where a coach who is also a student goes back to. */
  portalUrl?: string;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const isUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value);
const isOptionalUrl = (value: unknown) => value === undefined || isUrl(value);

/** The configuration, or undefined when `value` is not one (checked by hand: see session.ts). */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | undefined {
  // Anything but an object (null, a string) has no URLs, so it is refused below.
  const { apiBaseUrl, mediaBaseUrl, analyticsUrl, coachAppUrl, portalUrl } = Object(
    value,
  ) as Record<keyof RuntimeConfig, unknown>;
  if (
    !isUrl(apiBaseUrl) ||
    !isOptionalUrl(mediaBaseUrl) ||
    !isOptionalUrl(analyticsUrl) ||
    !isOptionalUrl(coachAppUrl) ||
    !isOptionalUrl(portalUrl)
  )
    return undefined;
  return value as RuntimeConfig;
}

export async function loadRuntimeConfig(
  url = '/config.json',
  fetcher: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetcher(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  const config = parseRuntimeConfig(await response.json());
  if (!config) throw new RuntimeConfigError(`${url} is not a valid configuration`);
  return config;
}
