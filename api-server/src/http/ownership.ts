import { checkOwnRecord } from '@hci/rules';
import type { Principal } from '../auth/principal.js';
import type { ResolvedOperation } from '../contract/openapi.js';
import { unauthorized } from './errors.js';
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

/** Parameters that name a student or coach record, each the principal's own id of that kind. */
const ownerIds = ['studentId', 'coachId'] as const;
type OwnerId = (typeof ownerIds)[number];

/** Bodies that name the coach or student whose records an operation reads, and where. */
const bodyOwners: Partial<Record<OperationId, { owner: OwnerId; at: readonly string[] }>> = {
  findCoachProductPurchasesByCriteria: { owner: 'coachId', at: ['coach', 'value'] },
};

/** Whether a value sent by the caller names someone other than the caller (absent names no one). */
function namesAnother(principal: Principal, owner: OwnerId, value: unknown): boolean {
  if (value === undefined) return false;
  const own = principal[owner];
  return own === null || String(value) !== String(own);
}

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
      checkOwnRecord(principal[name] === path[name]);
    }
  };
}

export type SentOwnerCheck = (principal: Principal | null, values: unknown) => void;

/**
 * The check that the student or coach a query parameter names is the caller, or null when the
 * query names no one. It runs on the values as sent, before they are validated, so a caller who
 * names someone else gets 403 whatever else is wrong with the request.
 */
export function queryOwnerCheck(op: ResolvedOperation): SentOwnerCheck | null {
  const owned = ownerIds.filter((name) =>
    op.parameters.some((p) => p.in === 'query' && p.name === name),
  );
  if (owned.length === 0) return null;
  return (principal, query) => {
    if (!principal) throw unauthorized();
    const values = query as Record<string, unknown>;
    checkOwnRecord(!owned.some((name) => namesAnother(principal, name, values[name])));
  };
}

/** The same check for a body that names an owner, run on the parsed JSON before it is validated. */
export function bodyOwnerCheck(op: ResolvedOperation): SentOwnerCheck | null {
  const named = bodyOwners[op.operationId as OperationId];
  if (!named) return null;
  return (principal, body) => {
    if (!principal) throw unauthorized();
    const value = named.at.reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' && Object.hasOwn(node, key)
          ? (node as Record<string, unknown>)[key]
          : undefined,
      body,
    );
    checkOwnRecord(!namesAnother(principal, named.owner, value));
  };
}
