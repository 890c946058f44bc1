import { paths } from './routes';

/**
 * A path to return to after signing in or re-verifying, taken from the query string. Only paths
 * inside this app are accepted: anything else (another origin, `//host`, `javascript:`) would turn
 * the sign-in page into an open redirect.
 */
export function returnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  return value;
}

/** The sign-in page remembering the wanted path (spec §2: /login?action={full path}). */
export function loginPath(wanted: string): string {
  return `${paths.login}?${new URLSearchParams({ action: wanted })}`;
}

/** Where a 401 sends the user (spec §4: /verify?to={current path}). */
export function verifyPath(current: string): string {
  return `${paths.verify}?${new URLSearchParams({ to: current })}`;
}

/** The path, query and hash the browser is on: what "back where the user was" means. */
export function currentFullPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return `${location.pathname}${location.search}${location.hash}`;
}
