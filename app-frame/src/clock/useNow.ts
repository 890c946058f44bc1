import { useEffect, useState } from 'react';
import { Temporal } from 'temporal-polyfill';

/** The longest delay a browser timer keeps; a later moment is waited for in steps. */
const longestTimerMs = 2 ** 31 - 1;

/**
 * Now, as an ISO instant, read again when each of `changesAt` (ISO instants) arrives: what the
 * rules allow at those moments changes without a reload (a session that starts can be completed).
 */
export function useNow(changesAt: readonly string[]): string {
  const [reads, setReads] = useState(0);
  const now = Temporal.Now.instant();
  const next = changesAt
    .map((moment) => Temporal.Instant.from(moment).epochMilliseconds)
    .filter((moment) => moment > now.epochMilliseconds)
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    const wait = Math.min(next - Temporal.Now.instant().epochMilliseconds, longestTimerMs);
    const timer = setTimeout(() => setReads((count) => count + 1), Math.max(0, wait));
    return () => clearTimeout(timer);
    // `reads` too: a moment beyond the longest timer is waited for again after each step.
  }, [next, reads]);
  return now.toString();
}
