/** A signed-in user without activity for five minutes is signed out. */
export const idleTimeoutMs = 300_000;

/** The warning before the sign-out comes this long before it (a way to stay, as WCAG asks). */
export const idleWarningMs = 60_000;

/** The last activity of any tab, shared through localStorage so every tab sees it. */
export const lastActivityKey = 'hci.lastActivity';

/** Writes to the shared store at most this often; a tab's own clock stays exact. */
const shareIntervalMs = 1_000;

export const activityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;

export interface IdleMonitorOptions {
  onIdle: () => void;
  /**
   * The warning: called with the time left, each second from `warnBeforeMs` before the deadline,
   * and with null when activity in any tab (or `stay`) moved the deadline away again.
   */
  onWarning?: (msLeft: number | null) => void;
  warnBeforeMs?: number;
  timeoutMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  /**
   * 'storage': continue from the last activity another tab or an earlier visit recorded (a
   * restored session that sat idle too long ends at once). 'now': a fresh session starts its clock.
   */
  resumeFrom?: 'storage' | 'now';
}

export interface IdleMonitor {
  /** Activity in this tab; while the warning shows only `stay` counts, as the dialog asks. */
  recordActivity: () => void;
  /** The answer to the warning: the session goes on in every tab. */
  stay: () => void;
  stop: () => void;
}

/**
 * Ends a session after `timeoutMs` without activity in any tab. Each tab keeps a timer for the
 * deadline it knows; when the timer fires, it reads the shared last activity first, so activity in
 * another tab moves the deadline instead of ending the session.
 */
export function createIdleMonitor({
  onIdle,
  onWarning,
  warnBeforeMs = onWarning ? idleWarningMs : 0,
  timeoutMs = idleTimeoutMs,
  storage = window.localStorage,
  now = Date.now,
  resumeFrom = 'now',
}: IdleMonitorOptions): IdleMonitor {
  let local = now();
  let shared = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let warned = false;

  const readShared = () => {
    const stored = Number(storage.getItem(lastActivityKey));
    return Number.isFinite(stored) ? stored : 0;
  };
  const share = (time: number) => {
    shared = time;
    storage.setItem(lastActivityKey, String(time));
  };
  const lastActivity = () => Math.max(local, readShared());

  const check = () => {
    timer = undefined;
    if (stopped) return;
    const remaining = lastActivity() + timeoutMs - now();
    if (remaining <= 0) {
      stopped = true;
      onIdle();
      return;
    }
    if (remaining <= warnBeforeMs) {
      warned = true;
      onWarning?.(remaining);
      // Each second, to count down and to see a "stay" or activity another tab shared.
      timer = setTimeout(check, remaining % 1_000 || 1_000);
      return;
    }
    if (warned) {
      warned = false;
      onWarning?.(null);
    }
    timer = setTimeout(check, remaining - warnBeforeMs);
  };

  if (resumeFrom === 'storage') {
    const stored = readShared();
    if (stored > 0) local = stored;
  }
  if (local === now()) share(local);
  check();

  return {
    recordActivity() {
      if (stopped || warned) return;
      local = now();
      const sinceShared = local - shared;
      if (sinceShared >= shareIntervalMs) {
        share(local);
      } else {
        // Other tabs must learn the latest activity too, or they would end the session early.
        trailing ??= setTimeout(() => {
          trailing = undefined;
          if (!stopped) share(local);
        }, shareIntervalMs - sinceShared);
      }
    },
    stay() {
      if (stopped) return;
      local = now();
      share(local);
      clearTimeout(timer);
      check();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(trailing);
    },
  };
}
