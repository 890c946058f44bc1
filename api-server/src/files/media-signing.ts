import { createHmac, timingSafeEqual } from 'node:crypto';

export interface MediaCredentials {
  keyPairId: string;
  signature: string;
  policy: string;
}

interface Policy {
  /** `/media/<fileName>`, or prefixes such as `/media/pub-*` for a session's credentials. */
  resources: string[];
  /** Expiry, epoch seconds. */
  expires: number;
}

/** The prefix of files anyone signed in may see: coach photos, covers, videos, product images. */
export const publicMediaPrefix = 'pub';

export const sessionMediaSeconds = 12 * 3600;
export const presignedUrlSeconds = 15 * 60;

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

  /** A session's credentials: the public media and the user's own files, nobody else's. */
  signSession(userId: number, seconds: number): MediaCredentials {
    return this.sign(
      [`/media/${publicMediaPrefix}-*`, `/media/${this.ownerPrefix(userId)}-*`],
      seconds,
    );
  }

  sign(resources: string[], seconds: number): MediaCredentials {
    const policy: Policy = { resources, expires: Math.floor(this.now() / 1000) + seconds };
    const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
    return { keyPairId: this.keyPairId, policy: encoded, signature: this.mac(encoded) };
  }

  /** Whether the credentials grant `path` (e.g. `/media/abc.png`) now. */
  verify(path: string, credentials: Partial<MediaCredentials>): boolean {
    const { keyPairId, signature, policy } = credentials;
    if (keyPairId !== this.keyPairId || !signature || !policy) return false;
    const expected = Buffer.from(this.mac(policy));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    let parsed: Policy;
    try {
      parsed = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')) as Policy;
    } catch {
      return false;
    }
    if (typeof parsed.expires !== 'number' || parsed.expires * 1000 <= this.now()) return false;
    if (!Array.isArray(parsed.resources)) return false;
    return parsed.resources.some((resource) =>
      typeof resource === 'string' && resource.endsWith('*')
        ? path.startsWith(resource.slice(0, -1))
        : resource === path,
    );
  }

  private mac(policy: string): string {
    return createHmac('sha256', this.key).update(policy).digest('base64url');
  }
}
