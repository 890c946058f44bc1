import { expect, test } from 'vitest';
import { scryptHashOfWelcome2026 } from '../../test/fixtures.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';

test('new hashes are Argon2id with 19 MiB, 2 passes and 1 lane, salted each time', async () => {
  const first = await hashPassword('Welcome2026');
  expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await hashPassword('Welcome2026')).not.toBe(first);
  expect(await verifyPassword('Welcome2026', first)).toBe(true);
  expect(await verifyPassword('Welcome2027', first)).toBe(false);
  expect(needsRehash(first)).toBe(false);
});

test('an older scrypt hash still verifies, and is due for replacement', async () => {
  expect(await verifyPassword('Welcome2026', scryptHashOfWelcome2026)).toBe(true);
  expect(await verifyPassword('Welcome2027', scryptHashOfWelcome2026)).toBe(false);
  expect(needsRehash(scryptHashOfWelcome2026)).toBe(true);
});

test('an Argon2id hash with weaker parameters is due for replacement', () => {
  const weaker =
    '$argon2id$v=19$m=4096,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
  expect(needsRehash(weaker)).toBe(true);
});

test('checking a password leaves the event loop free: it runs on a hashing thread', async () => {
  const stored = await hashPassword('Welcome2026');
  let turns = 0;
  let checking = true;
  const turn = () => {
    turns += 1;
    if (checking) setImmediate(turn);
  };
  setImmediate(turn);
  const verified = await verifyPassword('Welcome2026', stored);
  checking = false;
  expect(verified).toBe(true);
  // Checked on this thread, the answer would come before any turn of the loop.
  expect(turns).toBeGreaterThan(0);
});
