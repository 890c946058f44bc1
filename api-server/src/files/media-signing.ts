import { createHmac, timingSafeEqual } from '#crypto';

export interface MediaCredentials {
  keyPairId: string;
  signature: string;
  policy: string;
}

interface Policy {
  /** `/media/<fileName>`, or the prefix `/media/pub-*` of a session's public-media credentials. */
  resources: string[];
  /** Expiry, epoch seconds. */
  expires: number;
  /** The session that asked for a private file's URL: the URL dies with it. */
  session?: string;
  /** The owner's credential stamp when the URL was made: a password change retires the URL. */
  credential?: string;
}

/**
 * What valid credentials grant: public media outright, or a private file while the session that
 * asked for its URL lasts and the owner's credential stamp is unchanged (the caller checks both).
 */
export type MediaGrant = 'public' | { session: string; credential: string };

/** The prefix of files anyone signed in may see: coach photos, covers, videos, product images. */
export const publicMediaPrefix = 'pub';

/** Public media need no revocation: what coaches show is theirs to show to anyone signed in. */
export const publicMediaSeconds = 12 * 3600;
/**
 * A private file's URL is short-lived and names one file; the apps ask again before it expires.
 * A copied link works for minutes at most, and not at all once its session ends.
 */
export const presignedUrlSeconds = 5 * 60;

/**
 * Signed media in the manner of a CDN's signed URLs: a base64url JSON policy naming the resource
 * and its expiry, HMAC-signed with the server's media key. Media is served only when the three
 * values match and the policy has not expired.
 */
export class MediaSigner {
  constructor(
    private readonly key: Buffer,
    readonly keyPairId: string,
    private readonly now: () => number,
  ) {}

  /**
   * The prefix of a user's private files: derived from their id with the media key, so it can
   * be neither guessed nor enumerated from the ids the API shows.
   */
  ownerPrefix(userId: number): string {
    return `u${createHmac('sha256', this.key).update(`owner:${userId}`).digest('hex').slice(0, 24)}`;
  }

  /** A session's credentials: the public media, and no one's private files. */
  signPublic(): MediaCredentials {
    return this.sign({ resources: [`/media/${publicMediaPrefix}-*`] }, publicMediaSeconds);
  }

  /** One private file, for `presignedUrlSeconds`, while `session` lasts and the password holds. */
  signFile(fileName: string, session: string, passwordHash: string): MediaCredentials {
    return this.sign(
      {
        resources: [`/media/${fileName}`],
        session,
        credential: this.credentialStamp(passwordHash),
      },
      presignedUrlSeconds,
    );
  }

  /** Names the owner's password without revealing it: changing it changes the stamp. */
  credentialStamp(passwordHash: string): string {
    return createHmac('sha256', this.key)
      .update(`credential:${passwordHash}`)
      .digest('base64url')
      .slice(0, 22);
  }

  private sign(grant: Omit<Policy, 'expires'>, seconds: number): MediaCredentials {
    const policy: Policy = { ...grant, expires: Math.floor(this.now() / 1000) + seconds };
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
    return { keyPairId: this.keyPairId, policy: encoded, signature: this.mac(encoded) };
  }

  /** What the credentials grant for `path` (e.g. `/media/abc.png`) now, or null. */
  verify(path: string, credentials: Partial<MediaCredentials>): MediaGrant | null {
    const { keyPairId, signature, policy } = credentials;
    if (keyPairId !== this.keyPairId || !signature || !policy) return null;
    const expected = Buffer.from(this.mac(policy));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let parsed: Policy;
    try {
      parsed = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as Policy;
    } catch {
      return null;
    }
    if (typeof parsed.expires !== 'number' || parsed.expires * 1000 <= this.now()) return null;
    if (!Array.isArray(parsed.resources)) return null;
    const covered = parsed.resources.some((resource) =>
      typeof resource === 'string' && resource.endsWith('*')
        ? path.startsWith(resource.slice(0, -1))
        : resource === path,
    );
    if (!covered) return null;
    if (parsed.session === undefined && parsed.credential === undefined) return 'public';
    return { session: String(parsed.session), credential: String(parsed.credential) };
  }

  private mac(policy: string): string {
    return createHmac('sha256', this.key).update(policy).digest('base64url');
  }
}
