import type { ReactNode } from 'react';
import type { Role } from '@hci/api-schema';
import { useApiSession } from './ApiProvider';

/**
 * Renders its children only for a user whose session holds the role `name`: elements for
 * coaches, say, are not in the page at all for anyone else (not merely hidden).
 */
export function RequireRole({ name, children }: { name: Role['name']; children: ReactNode }) {
  const { roles } = useApiSession();
  return roles.some((held) => held.name === name) ? children : null;
}
