const keys = new WeakMap<object, string>();

/**
 * The Idempotency-Key of one user action on an operation that charges a card. React Query calls a
 * mutation again with the same variables object when it retries, so the key is kept per variables
 * object: a retry sends the key of its first try (the server answers it without a second charge),
 * and each new action, with its own variables, gets a new key. Made from getRandomValues, which
 * browsers offer on plain-http origins too.
 */
export function idempotencyKeyFor(variables: object): string {
  let key = keys.get(variables);
  if (!key) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    key = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    keys.set(variables, key);
  }
  return key;
}
