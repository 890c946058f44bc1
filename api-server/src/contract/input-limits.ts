import type { FieldError } from '../http/errors.js';

/** Deeper JSON than any request of the contract needs; deeper bodies are refused before use. */
export const maxJsonDepth = 32;

/** An object or list still to be read, and where it sits (its path is built only if needed). */
interface Visit {
  value: object;
  depth: number;
  parent: Visit | null;
  key: string;
}

function pathOf(visit: Visit, root: string, key: string): string {
  const keys = [key];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) keys.push(at.key);
  keys.reverse();
  return root === '(body)' ? keys.join('.') : [root, ...keys].join('.');
}

/**
 * The first value in a request that no handler or database should see: a string (or an object
 * key) holding a NUL character (PostgreSQL text cannot store one) or an unpaired UTF-16 surrogate
 * (not text at all), or JSON nested deeper than `maxJsonDepth`. Walked without recursion, so a
 * body nested thousands of levels deep costs nothing but the walk to the limit; numbers and
 * strings are read in place, so a long list costs one pass and no allocation per item.
 */
export function unsafeInput(value: unknown, root: string): FieldError | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path: root, message: problem } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const pending: Visit[] = [{ value, depth: 0, parent: null, key: root }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    if (visit.depth >= maxJsonDepth) {
      return { path: pathOf(visit.parent!, root, visit.key), message: 'is nested too deeply' };
    }
    const list = Array.isArray(visit.value) ? (visit.value as unknown[]) : null;
    const keys = list ? null : Object.keys(visit.value);
    const count = list ? list.length : keys!.length;
    for (let i = 0; i < count; i += 1) {
      const key = keys ? keys[i]! : i;
      if (keys) {
        const problem = textProblem(key as string);
        if (problem) {
          return {
            path: pathOf(visit, root, String(key)),
            message: `has a property name that ${problem}`,
          };
        }
      }
      const child = list ? list[i] : (visit.value as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        const problem = textProblem(child);
        if (problem) return { path: pathOf(visit, root, String(key)), message: problem };
      } else if (typeof child === 'object' && child !== null) {
        pending.push({ value: child, depth: visit.depth + 1, parent: visit, key: String(key) });
      }
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
