import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  createIdleMonitor,
  idleTimeoutMs,
  idleWarningMs,
  lastActivityKey,
  type IdleMonitor,
} from './idle-timeout';

/** One localStorage shared by the "tabs" of a test, as the browser shares it between tabs. */
function sharedStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const monitors: IdleMonitor[] = [];
function openTab(options: Parameters<typeof createIdleMonitor>[0]) {
  const monitor = createIdleMonitor({ now: Date.now, ...options });
  monitors.push(monitor);
  return monitor;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_800_000_000_000 });
});
afterEach(() => {
  for (const monitor of monitors.splice(0)) monitor.stop();
  vi.useRealTimers();
});

describe('one tab', () => {
  test('ends the session exactly 300000 ms after the last activity', () => {
    const onIdle = vi.fn();
    openTab({ onIdle, storage: sharedStorage() });
    vi.advanceTimersByTime(idleTimeoutMs - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  test('activity moves the deadline', () => {
    const onIdle = vi.fn();
    const tab = openTab({ onIdle, storage: sharedStorage() });
    vi.advanceTimersByTime(200_000);
    tab.recordActivity();
    vi.advanceTimersByTime(idleTimeoutMs - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  test('calls onIdle once, and never after stop', () => {
    const onIdle = vi.fn();
    const storage = sharedStorage();
    openTab({ onIdle, storage });
    vi.advanceTimersByTime(idleTimeoutMs * 3);
    expect(onIdle).toHaveBeenCalledOnce();

    const stopped = vi.fn();
    openTab({ onIdle: stopped, storage }).stop();
    vi.advanceTimersByTime(idleTimeoutMs * 3);
    expect(stopped).not.toHaveBeenCalled();
  });

  test('a restored session that sat idle too long ends at once; a fresh sign-in does not', () => {
    const storage = sharedStorage();
    storage.setItem(lastActivityKey, String(Date.now() - idleTimeoutMs - 1));
    const fresh = vi.fn();
    openTab({ onIdle: fresh, storage, resumeFrom: 'now' });
    expect(fresh).not.toHaveBeenCalled();

    storage.setItem(lastActivityKey, String(Date.now() - idleTimeoutMs - 1));
    const restored = vi.fn();
    openTab({ onIdle: restored, storage, resumeFrom: 'storage' });
    expect(restored).toHaveBeenCalledOnce();
  });

  test('a restored session keeps the time it has left', () => {
    const storage = sharedStorage();
    storage.setItem(lastActivityKey, String(Date.now() - 100_000));
    const onIdle = vi.fn();
    openTab({ onIdle, storage, resumeFrom: 'storage' });
    vi.advanceTimersByTime(199_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });
});

describe('two tabs', () => {
  test('activity in one tab keeps the session alive in the other', () => {
    const storage = sharedStorage();
    const idleA = vi.fn();
    const idleB = vi.fn();
    const tabA = openTab({ onIdle: idleA, storage });
    openTab({ onIdle: idleB, storage });

    vi.advanceTimersByTime(250_000);
    tabA.recordActivity();
    vi.advanceTimersByTime(100_000);
    expect(idleA).not.toHaveBeenCalled();
    expect(idleB).not.toHaveBeenCalled();

    vi.advanceTimersByTime(idleTimeoutMs - 100_000 - 1);
    expect(idleB).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idleA).toHaveBeenCalledOnce();
    expect(idleB).toHaveBeenCalledOnce();
  });

  test('activity the other tab has not shared yet still reaches it before its deadline', () => {
    const storage = sharedStorage();
    const idleB = vi.fn();
    const tabA = openTab({ onIdle: vi.fn(), storage });
    openTab({ onIdle: idleB, storage });

    // Two moves inside one share interval: the second is shared by the trailing write.
    tabA.recordActivity();
    vi.advanceTimersByTime(500);
    tabA.recordActivity();
    vi.advanceTimersByTime(idleTimeoutMs - 1);
    expect(idleB).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idleB).toHaveBeenCalledOnce();
  });

  test('without activity anywhere every tab ends the session', () => {
    const storage = sharedStorage();
    const idle = [vi.fn(), vi.fn()];
    for (const onIdle of idle) openTab({ onIdle, storage });
    vi.advanceTimersByTime(idleTimeoutMs);
    for (const onIdle of idle) expect(onIdle).toHaveBeenCalledOnce();
  });
});

describe('the warning before the sign-out', () => {
  test('comes a minute before, counts down each second, and the sign-out follows at five', () => {
    const onIdle = vi.fn();
    const onWarning = vi.fn();
    openTab({ onIdle, onWarning, storage: sharedStorage() });
    vi.advanceTimersByTime(idleTimeoutMs - idleWarningMs - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenLastCalledWith(60_000);
    vi.advanceTimersByTime(1_000);
    expect(onWarning).toHaveBeenLastCalledWith(59_000);
    vi.advanceTimersByTime(58_000);
    expect(onWarning).toHaveBeenLastCalledWith(1_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  test('"stay" ends the warning and starts five minutes again', () => {
    const onIdle = vi.fn();
    const onWarning = vi.fn();
    const tab = openTab({ onIdle, onWarning, storage: sharedStorage() });
    vi.advanceTimersByTime(idleTimeoutMs - 10_000);
    tab.stay();
    expect(onWarning).toHaveBeenLastCalledWith(null);
    vi.advanceTimersByTime(idleTimeoutMs - idleWarningMs - 1);
    expect(onWarning).toHaveBeenLastCalledWith(null);
    vi.advanceTimersByTime(idleWarningMs);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  test('while it shows, moving the pointer is no answer: only "stay" is', () => {
    const onIdle = vi.fn();
    const tab = openTab({ onIdle, onWarning: vi.fn(), storage: sharedStorage() });
    vi.advanceTimersByTime(idleTimeoutMs - 30_000);
    tab.recordActivity();
    vi.advanceTimersByTime(30_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  test('"stay" in one tab ends the warning in the other within a second', () => {
    const storage = sharedStorage();
    const warningA = vi.fn();
    const warningB = vi.fn();
    const idleB = vi.fn();
    const tabA = openTab({ onIdle: vi.fn(), onWarning: warningA, storage });
    openTab({ onIdle: idleB, onWarning: warningB, storage });
    vi.advanceTimersByTime(idleTimeoutMs - 20_000);
    expect(warningA).toHaveBeenLastCalledWith(20_000);
    expect(warningB).toHaveBeenLastCalledWith(20_000);
    tabA.stay();
    vi.advanceTimersByTime(1_000);
    expect(warningB).toHaveBeenLastCalledWith(null);
    vi.advanceTimersByTime(60_000);
    expect(idleB).not.toHaveBeenCalled();
  });
});
