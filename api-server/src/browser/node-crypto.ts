// The part of Node's `crypto` the API's services use (SHA-256 digests and HMACs, random bytes),
// for its browser build: audited hashes from @noble/hashes, randomness from WebCrypto.
import { Buffer } from 'buffer';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

type Data = string | Uint8Array;
type Encoding = 'hex' | 'base64' | 'base64url';

const bytesOf = (data: Data) => (typeof data === 'string' ? new TextEncoder().encode(data) : data);

function onlySha256(algorithm: string) {
  if (algorithm !== 'sha256') throw new Error(`Only sha256 in a browser, not ${algorithm}`);
}

interface Digest {
  update(data: Data): Digest;
  digest(): Buffer;
  digest(encoding: Encoding): string;
}

function digestOf(hash: { update(data: Uint8Array): unknown; digest(): Uint8Array }): Digest {
  const digest: Digest = {
    update(data) {
      hash.update(bytesOf(data));
      return digest;
    },
    digest: ((encoding?: Encoding) => {
      const bytes = Buffer.from(hash.digest()) as Buffer;
      return encoding ? bytes.toString(encoding) : bytes;
    }) as Digest['digest'],
  };
  return digest;
}

export function createHash(algorithm: string): Digest {
  onlySha256(algorithm);
  return digestOf(sha256.create());
}

export function createHmac(algorithm: string, key: Data): Digest {
  onlySha256(algorithm);
  return digestOf(hmac.create(sha256, bytesOf(key)));
}

export function randomBytes(size: number): Buffer {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(size)));
}

export const randomUUID = () => crypto.randomUUID();

/** Whether two byte strings of one length are equal, in time that does not depend on where they differ. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) throw new RangeError('Input buffers must have the same byte length');
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
