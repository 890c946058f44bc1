const VERIFY_PATH = '/verify';

/**
 * The coach app's answer to an unauthorized call (a 401, or a body saying Unauthorized): send the
 * user to /verify with the current path in `to`, unless the user is already there. Returns the
 * target, or null to stay.
 */
export function verifyRedirect(currentPath: string): string | null {
  const pathname = currentPath.replace(/[?#].*/, '').replace(/\/+$/, '');
  if (pathname === VERIFY_PATH) return null;
  return `${VERIFY_PATH}?${new URLSearchParams({ to: currentPath }).toString()}`;
}
