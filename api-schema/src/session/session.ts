import { roleNameValues, type AuthSession, type Role } from '../schema';

/** What a signed-in user's session holds: tokens, roles, ids, e-mail state, media credentials. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  roles: readonly Role[];
  studentId?: number;
  coachId?: number;
  email: string;
  isVerifiedEmail: boolean;
  isAuthenticated: boolean;
  /** Signed-content credentials, appended to private media URLs. */
  keyPairId: string;
  signature: string;
  policy: string;
}

export const anonymousSession: Session = Object.freeze({
  accessToken: '',
  refreshToken: '',
  roles: Object.freeze([]),
  email: '',
  isVerifiedEmail: false,
  isAuthenticated: false,
  keyPairId: '',
  signature: '',
  policy: '',
});

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalId = (value: unknown) => value === undefined || typeof value === 'number';
const roleNames: readonly unknown[] = roleNameValues;
const isRole = (value: unknown) => roleNames.includes((value as Partial<Role> | null)?.name);

/**
 * What is persisted: the sign-in answer. Anything else found in storage (an older format, an edit
 * by hand) is treated as signed out. Checked by hand, not with zod: the session is read by every
 * first page, and zod's core would be 6 KB of it.
 */
export function persistedSession(value: unknown): AuthSession | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = value as Record<keyof AuthSession, unknown>;
  const valid =
    isString(stored.accessToken) &&
    stored.accessToken !== '' &&
    isString(stored.refreshToken) &&
    Array.isArray(stored.roles) &&
    stored.roles.every(isRole) &&
    isOptionalId(stored.studentId) &&
    isOptionalId(stored.coachId) &&
    isString(stored.email) &&
    typeof stored.isVerifiedEmail === 'boolean' &&
    isString(stored.keyPairId) &&
    isString(stored.signature) &&
    isString(stored.policy);
  return valid ? (value as AuthSession) : undefined;
}

export function sessionFromAuth(auth: AuthSession): Session {
  return {
    accessToken: auth.accessToken,
    refreshToken: auth.refreshToken,
    roles: auth.roles,
    ...(auth.studentId === undefined ? {} : { studentId: auth.studentId }),
    ...(auth.coachId === undefined ? {} : { coachId: auth.coachId }),
    email: auth.email,
    isVerifiedEmail: auth.isVerifiedEmail,
    isAuthenticated: auth.accessToken !== '',
    keyPairId: auth.keyPairId,
    signature: auth.signature,
    policy: auth.policy,
  };
}
