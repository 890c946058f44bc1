/**
 * A path to return to after signing in or re-verifying, taken from the query string. Only paths
 * inside this app are accepted: anything else (another origin, `//host`, `/\host`, `javascript:`)
 * would turn the sign-in page into an open redirect.
 */
export function returnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  return value;
}
