import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Secrets {
  /** HS256 key for access tokens. */
  jwt: Uint8Array<ArrayBuffer>;
  /** HMAC key that derives each refresh token's successor. */
  refresh: Buffer;
  /** HMAC key for signed media URLs. */
  media: Buffer;
  /** HMAC key for card fingerprints (duplicate detection without keeping the number). */
  cards: Buffer;
  /** HMAC key for sign-on links into the learning platform and the stand-in's module grants. */
  learningPlatform: Buffer;
  /** Signs the one-click unsubscribe links of topic e-mails. */
  unsubscribe: Buffer;
  /** Public identifier of the media key, sent as keyPairId. */
  keyPairId: string;
}

/**
 * One root secret, from JWT_SECRET or generated once into the data folder, with a derived key per
 * purpose so a leak of one use does not forge another.
 */
export async function loadSecrets(dataDir: string, configured?: string): Promise<Secrets> {
  const root = configured ?? (await readOrCreate(join(dataDir, 'secret.key')));
  const derive = (label: string) => createHmac('sha256', root).update(label).digest();
  return {
    jwt: new Uint8Array(derive('jwt')),
    refresh: derive('refresh'),
    media: derive('media'),
    cards: derive('cards'),
    learningPlatform: derive('learning-platform'),
    unsubscribe: derive('unsubscribe'),
    keyPairId: `K${derive('key-pair-id').toString('hex').slice(0, 12).toUpperCase()}`,
  };
}

async function readOrCreate(path: string): Promise<string> {
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(path, 'utf8')).trim();
  }
}
