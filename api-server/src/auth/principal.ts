// Who a request comes from, as its access token names them.
export type RoleName = 'STUDENT' | 'COACH';

export interface Principal {
  userId: number;
  email: string;
  roles: RoleName[];
  studentId: number | null;
  coachId: number | null;
  isVerifiedEmail: boolean;
  /** The sign-in this access token belongs to: its refresh token family. */
  sessionId?: string;
}

/** The principal of a verified access token, which always names its session. */
export type SessionPrincipal = Principal & { sessionId: string };
