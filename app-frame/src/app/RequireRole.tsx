import type { ReactNode } from 'react';
import { canAccess, type AccessPermission } from '@hci/api-schema';
import { useApiSession } from './ApiProvider';

/** Whether the signed-in user's roles pass `permission`: the route guard's rule (`canAccess`). */
export function useCanAccess(permission: AccessPermission): boolean {
  return canAccess(useApiSession().roles, permission);
}

/**
 * Renders its children only for a user whose roles pass `permission` (as a route's
 * accessPermission): elements for coaches, say, are not in the page at all for anyone else (not
 * merely hidden).
 */
export function RequireRole({
  permission,
  children,
}: {
  permission: AccessPermission;
  children: ReactNode;
}) {
  return useCanAccess(permission) ? children : null;
}
