import type { Principal } from '../auth/tokens.js';
import type { ResolvedOperation } from '../contract/openapi.js';
import { forbidden, unauthorized } from './errors.js';
import type { OperationId } from './operation.js';

/**
 * Operations under a coach's path that any signed-in user may call: the coach's public profile,
 * educations and certifications, published products and their free slots.
 */
const openToOthers: ReadonlySet<string> = new Set<OperationId>([
  'getCoach',
  'listEducations',
  'listCertifications',
  'listPublicCoachProducts',
  'getCoachProduct',
  'getAvailableSchedule',
]);

/** Path parameters that name a student or coach record, each the principal's own id of that kind. */
const ownerIds = ['studentId', 'coachId'] as const;

export type OwnerCheck = (principal: Principal | null, path: Record<string, unknown>) => void;

/**
 * The check that a caller is the student or coach the operation's path names, or null when the
 * path names no one's own record. It runs before the query and body are read, so someone else's
 * records answer 403 whatever was sent with the request.
 */
export function ownerCheck(op: ResolvedOperation): OwnerCheck | null {
  if (openToOthers.has(op.operationId)) return null;
  const owned = ownerIds.filter((name) =>
    op.parameters.some((p) => p.in === 'path' && p.name === name),
  );
  if (owned.length === 0) return null;
  return (principal, path) => {
    if (!principal) throw unauthorized();
    for (const name of owned) {
      // Path ids are numbers by now, so a principal without that kind of record (null) never matches.
      if (principal[name] !== path[name]) throw forbidden('This record belongs to someone else');
    }
  };
}
