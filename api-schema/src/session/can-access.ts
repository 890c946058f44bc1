import type { Role } from '../schema';

/** A route's accessPermission meta value: a role name or a list of them; `!NAME` excludes NAME. */
export type AccessPermission = string | readonly string[];

/**
 * Whether a user's roles open a route. Allowed when the route names no permission, when the user
 * has no roles, or when one of the user's roles matches. A role listed with `!` excludes its holders
 * even if another role matches; a list of only exclusions admits everyone else.
 */
export function canAccess(
  roles: readonly Pick<Role, 'name'>[] | readonly { name: string }[],
  accessPermission?: AccessPermission,
): boolean {
  if (roles.length === 0 || accessPermission === undefined) return true;
  const entries = typeof accessPermission === 'string' ? [accessPermission] : accessPermission;
  const names = new Set(roles.map((role) => role.name));
  const excluded = entries.filter((entry) => entry.startsWith('!')).map((entry) => entry.slice(1));
  if (excluded.some((name) => names.has(name))) return false;
  const required = entries.filter((entry) => !entry.startsWith('!'));
  return required.length === 0 || required.some((name) => names.has(name));
}
