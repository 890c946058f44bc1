import { createHmac, timingSafeEqual } from 'node:crypto';

export interface MediaCredentials {
  keyPairId: string;
  signature: string;
  policy: string;
}

interface Policy {
  /** `/media/<fileName>`, or `/media/*` for a session's credentials. */
  resource: string;
  /** Expiry, epoch seconds. */
  expires: number;
}

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

  sign(resource: string, seconds: number): MediaCredentials {
    const policy: Policy = { resource, expires: Math.floor(this.now() / 1000) + seconds };
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
    if (parsed.resource === path) return true;
    return parsed.resource.endsWith('/*') && path.startsWith(parsed.resource.slice(0, -1));
  }

  private mac(policy: string): string {
    return createHmac('sha256', this.key).update(policy).digest('base64url');
  }
}
