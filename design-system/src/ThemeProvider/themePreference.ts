// The chosen theme, persisted in localStorage so it survives reloads and is shared by tabs.
import { useSyncExternalStore } from 'react';
import { themeStorageKey } from './themeBeforePaint';

export const themeNames = ['light', 'dark', 'system'] as const;

export type ThemeName = (typeof themeNames)[number];

function isThemeName(value: unknown): value is ThemeName {
  return themeNames.includes(value as ThemeName);
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Access throws when storage is disabled (private modes, sandboxed frames).
    return undefined;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** The stored choice; the operating system's preference until someone chooses. */
export function readThemePreference(): ThemeName {
  const stored = storage()?.getItem(themeStorageKey);
  return isThemeName(stored) ? stored : 'system';
}

export function writeThemePreference(theme: ThemeName): void {
  storage()?.setItem(themeStorageKey, theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === themeStorageKey) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The chosen theme and a setter that persists it. */
export function useThemePreference(): [ThemeName, (theme: ThemeName) => void] {
  const theme = useSyncExternalStore(subscribe, readThemePreference, () => 'system' as const);
  return [theme, writeThemePreference];
}
