import { z } from 'zod/mini';
import type { AuthSession, Role } from '../schema';

/** The Session entity of spec §3. */
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

/** What is persisted: the sign-in answer. Anything else found in storage is treated as signed out. */
export const PersistedSession = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string(),
  roles: z.array(z.object({ name: z.enum(['STUDENT', 'COACH']) })),
  studentId: z.optional(z.number()),
  coachId: z.optional(z.number()),
  email: z.string(),
  isVerifiedEmail: z.boolean(),
  keyPairId: z.string(),
  signature: z.string(),
  policy: z.string(),
});

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
