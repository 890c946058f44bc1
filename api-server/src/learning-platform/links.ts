import { createHmac, timingSafeEqual } from '#crypto';

/** A sign-on link works for minutes: long enough to open, too short to be worth copying. */
export const loginLinkSeconds = 5 * 60;
/** Once signed in, a module page and its "Mark as complete" stay usable for a study session. */
export const moduleGrantSeconds = 2 * 3600;

/** The path the reference API serves its stand-in learning platform at. */
export const standInPath = '/learning-platform';

/** Whom a sign-on link or a module grant acts for: the student, and the session that asked. */
export interface PlatformVisitor {
  studentId: number;
  sessionId: string;
}

/**
 * Signed, short-lived links into the learning platform. The sign-on link names the student, the
 * session that asked for it and its expiry, HMAC-signed with the server's learning-platform key;
 * the caller appends the page to open (`target`). The stand-in then hands out a grant for one
 * module of that student and session, signed the same way, which its page and its completion form
 * carry instead of a session; both stop working when that session ends.
 */
export class LearningPlatformLinks {
  constructor(
    private readonly key: Buffer,
    private readonly now: () => number,
    /** Where the platform lives; unset: the stand-in this API serves. */
    readonly configuredUrl: string | undefined,
  ) {}

  /** Whether this API serves the stand-in (it does unless the platform is configured away). */
  get servesStandIn(): boolean {
    return this.configuredUrl === undefined;
  }

  /** A sign-on link for the student, on the platform at `baseUrl` (`orgUnitId`: its course). */
  loginUrl(baseUrl: string, studentId: number, sessionId: string, orgUnitId?: string): string {
    const expires = this.expiry(loginLinkSeconds);
    const url = new URL(`${baseUrl.replace(/\/$/, '')}/sso/login`);
    url.searchParams.set('student', String(studentId));
    url.searchParams.set('session', sessionId);
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', this.mac(`login:${studentId}:${sessionId}:${expires}`));
    if (orgUnitId) url.searchParams.set('orgUnitId', orgUnitId);
    return url.toString();
  }

  /** Whom a sign-on link was made for, or null when it is forged, altered or expired. */
  verifyLogin(query: Record<string, string | undefined>): PlatformVisitor | null {
    const { student, session, expires, signature } = query;
    if (!student || !session || !expires || !signature) return null;
    if (!this.matches(`login:${student}:${session}:${expires}`, signature)) return null;
    return this.unexpired(expires) ? { studentId: Number(student), sessionId: session } : null;
  }

  /** A grant to one module's page and completion, for the student signed in by a link. */
  moduleGrant({ studentId, sessionId }: PlatformVisitor, moduleId: number): string {
    const expires = this.expiry(moduleGrantSeconds);
    const signature = this.mac(`module:${studentId}:${sessionId}:${moduleId}:${expires}`);
    return `${studentId}.${sessionId}.${expires}.${signature}`;
  }

  /** Whom a grant for `moduleId` was made for, or null. */
  verifyModuleGrant(grant: string | undefined, moduleId: number): PlatformVisitor | null {
    const [student, session, expires, signature, ...rest] = (grant ?? '').split('.');
    if (!student || !session || !expires || !signature || rest.length) return null;
    if (!this.matches(`module:${student}:${session}:${moduleId}:${expires}`, signature)) {
      return null;
    }
    return this.unexpired(expires) ? { studentId: Number(student), sessionId: session } : null;
  }

  private expiry(seconds: number): number {
    return Math.floor(this.now() / 1000) + seconds;
  }

  private unexpired(expires: string): boolean {
    return /^\d{1,12}$/.test(expires) && Number(expires) * 1000 > this.now();
  }

  private matches(message: string, signature: string): boolean {
    const expected = Buffer.from(this.mac(message));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private mac(message: string): string {
    return createHmac('sha256', this.key).update(message).digest('base64url');
  }
}
