import type { Algorithm } from '@node-rs/argon2';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { onHashingThread } from './hashing-threads.js';

/**
 * Argon2id at OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. Stronger settings cost more
 * per sign-in than two cores can pay at 30 sign-ins a second within 150 ms (see the README).
 * Hashed and verified on threads of their own, fewer than the cores (hashing-threads.ts).
 */
const argon2idOptions = {
  // Algorithm.Argon2id: a const enum of the binding's typings, so named here by its value.
  algorithm: 2 satisfies Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
const argon2idPrefix = `$argon2id$v=19$m=${argon2idOptions.memoryCost},t=${argon2idOptions.timeCost},p=${argon2idOptions.parallelism}$`;

/** A PHC string, `$argon2id$v=19$m=…,t=…,p=…$salt$hash`, naming its own parameters. */
export function hashPassword(password: string): Promise<string> {
  return onHashingThread('hash', [password.normalize('NFC'), argon2idOptions]);
}

/**
 * Whether `password` matches `stored`: an Argon2id hash, or one of the scrypt hashes written
 * before (`scrypt$N$r$p$salt$hash`, base64url parts), which are still honoured.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalized = password.normalize('NFC');
  if (stored.startsWith('$argon2id$')) return onHashingThread('verify', [stored, normalized]);
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalized, stored);
  return false;
}

/** A stored hash that is not Argon2id with today's parameters is replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(argon2idPrefix);
}

function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, expectedHash] = stored.split('$');
  if (!salt || !expectedHash) return Promise.resolve(false);
  const expected = Buffer.from(expectedHash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password, Buffer.from(salt, 'base64url'), expected.length, options, (error, key) =>
      error
        ? reject(error)
        : resolve(key.length === expected.length && timingSafeEqual(key, expected)),
    );
  });
}

/** A hash of a random password: checked when the e-mail is unknown so timing does not tell. */
export const decoyHash = hashPassword(randomBytes(12).toString('base64url'));
