import type { ReactNode } from 'react';
import { canAccess, type AccessPermission } from '@hci/api-schema';
import { usePortalSession } from './api';

/**
 * Whether the roles satisfy a role requirement (same syntax as accessPermission). Unlike route
 * access, having no roles at all does not pass: an element that names a role is removed from
 * users lacking it (spec §6), unless the requirement only excludes roles.
 */
export function hasRole(roles: readonly { name: string }[], required: AccessPermission): boolean {
  const entries = typeof required === 'string' ? [required] : required;
  if (roles.length === 0) return entries.every((entry) => entry.startsWith('!'));
  return canAccess(roles, required);
}

/** Renders its children only for users with the role (the role directive of spec §6). */
export function RequireRole({ role, children }: { role: AccessPermission; children: ReactNode }) {
  const { roles } = usePortalSession();
  return hasRole(roles, role) ? children : null;
}
