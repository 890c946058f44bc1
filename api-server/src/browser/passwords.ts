// The password hashing of the API's browser build, where stories and page tests sign in with the
// demo password: PBKDF2 through WebCrypto at a cost a test can afford. Never in production: the
// API's Node build resolves `#passwords` to Argon2id (auth/passwords.ts).

const iterations = 1_000;
const prefix = `pbkdf2-sha256$${iterations}$`;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return btoa(String.fromCharCode(...new Uint8Array(bits)));
}

const saltText = (salt: Uint8Array) => btoa(String.fromCharCode(...salt));

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}${saltText(salt)}$${await derive(password, salt)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith(prefix)) return false;
  const [salt, hash] = stored.slice(prefix.length).split('$');
  if (!salt || !hash) return false;
  const saltBytes = Uint8Array.from(atob(salt), (char) => char.charCodeAt(0));
  return (await derive(password, saltBytes)) === hash;
}

export const needsRehash = (stored: string) => !stored.startsWith(prefix);

export const decoyHash = hashPassword(crypto.randomUUID());
