import { z } from 'zod/mini';

/**
 * Where the apps find the API. Read at run time from `/config.json`, served beside each app, so one
 * build serves any environment.
 */
export const RuntimeConfig = z.object({
  apiBaseUrl: z.url(),
  mediaBaseUrl: z.optional(z.url()),
  analyticsUrl: z.optional(z.url()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

export async function loadRuntimeConfig(
  url = '/config.json',
  fetcher: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetcher(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  const parsed = RuntimeConfig.safeParse(await response.json());
  if (!parsed.success) throw new RuntimeConfigError(`${url} is not a valid configuration`);
  return parsed.data;
}
