import type { Secrets } from '../auth/secrets.js';

const randomKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32)));

/** Keys made for the page's life: what the browser API signs is checked by the same page only. */
export function browserSecrets(): Secrets {
  return {
    jwt: new Uint8Array(randomKey()),
    refresh: randomKey(),
    media: randomKey(),
    cards: randomKey(),
    learningPlatform: randomKey(),
    unsubscribe: randomKey(),
    keyPairId: 'KBROWSER',
  };
}
