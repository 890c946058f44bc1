// Random values through WebCrypto, which Node and a browser both have, so the
// modules using them run in either.

/** Bytes as base64url without padding (fit for a URL). */
function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** `bytes` random bytes as base64url: a token that cannot be guessed. */
export function randomToken(bytes: number): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/**
 * A uniform integer from 0 up to, not including, `limit` (at most 2³²). Draws at or above the
 * largest multiple of `limit` are thrown away, so no value is likelier than another.
 */
export function randomBelow(limit: number): number {
  const range = 2 ** 32;
  const fair = range - (range % limit);
  const draw = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    if (draw[0]! < fair) return draw[0]! % limit;
  }
}
