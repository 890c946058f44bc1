import type { FieldError } from '../http/errors.js';

/** Deeper JSON than any request of the contract needs; deeper bodies are refused before use. */
export const maxJsonDepth = 32;

/**
 * The first value in a request that no handler or database should see: a string (or an object
 * key) holding a NUL character (PostgreSQL text cannot store one) or an unpaired UTF-16 surrogate
 * (not text at all), or JSON nested deeper than `maxJsonDepth`. Walked without recursion, so a
 * body nested thousands of levels deep costs nothing but the walk to the limit.
 */
export function unsafeInput(value: unknown, root: string): FieldError | null {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: root, depth: 0 },
  ];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return { path: item.path, message: problem };
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= maxJsonDepth) return { path: item.path, message: 'is nested too deeply' };
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      const path = item.path === '(body)' ? key : `${item.path}.${key}`;
      const problem = textProblem(key);
      if (problem) return { path, message: `has a property name that ${problem}` };
      pending.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/** A surrogate that is not half of a pair (a pair matches as one code point under `u`). */
const loneSurrogate = /\p{Cs}/u;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (loneSurrogate.test(text)) return 'must be valid Unicode text';
  return null;
}

/** Integers in a path or query string are plain decimal digits: not `0x10`, `1e3` or ` 7`. */
export const canonicalInteger = /^-?(?:0|[1-9]\d*)$/;
