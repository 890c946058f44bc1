import { sha256 } from '@noble/hashes/sha2.js';
import type { Secrets } from '../auth/secrets.js';

/** A key of the browser build: SHA-256 of its name. */
const keyOf = (name: string) =>
  Buffer.from(sha256(new TextEncoder().encode(`browser-api ${name}`)));

/**
 * The browser build's keys. The page that runs it holds them whatever they are, so they guard
 * nothing there; they are fixed so that what the demo world stores under a key when seeded in Node
 * beforehand (a card's fingerprint is an HMAC under the cards key) still matches in the page.
 */
export function browserSecrets(): Secrets {
  return {
    jwt: new Uint8Array(keyOf('jwt')),
    refresh: keyOf('refresh'),
    media: keyOf('media'),
    cards: keyOf('cards'),
    learningPlatform: keyOf('learning platform'),
    unsubscribe: keyOf('unsubscribe'),
    keyPairId: 'KBROWSER',
  };
}
