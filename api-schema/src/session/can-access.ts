import type { Role } from '../schema';

/** A route's accessPermission meta value: a role name or a list of them; `!NAME` excludes NAME. */
export type AccessPermission = string | readonly string[];

/**
 * The one rule of who sees what a role decides: a route's accessPermission, the content of
 * `RequireRole`, a layout's offer for a role. Allowed when the permission names no role, or when
 * one of the user's roles matches. A role listed with `!` excludes its holders even if another
 * role matches; a list of only exclusions admits everyone else who holds a role. A user with no
 * roles passes no permission at all: a session the API gave no role is trusted with nothing
 * beyond what every signed-in user sees.
 */
export function canAccess(
  roles: readonly Pick<Role, 'name'>[] | readonly { name: string }[],
  accessPermission?: AccessPermission,
): boolean {
  const entries = typeof accessPermission === 'string' ? [accessPermission] : accessPermission;
  if (entries === undefined || entries.length === 0) return true;
  if (roles.length === 0) return false;
  const names = new Set(roles.map((role) => role.name));
  const excluded = entries.filter((entry) => entry.startsWith('!')).map((entry) => entry.slice(1));
  if (excluded.some((name) => names.has(name))) return false;
  const required = entries.filter((entry) => !entry.startsWith('!'));
  return required.length === 0 || required.some((name) => names.has(name));
}
