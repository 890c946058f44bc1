/**
 * What the open forms of a tab held when the session ended by time, kept in this browser per user
 * and per form so it can be offered back after signing in again. Secrets are never written.
 */

type Values = Record<string, unknown>;

const draftKeyPrefix = 'hci.keptWork.';

/** Field names whose values must never be written to the browser's storage. */
const secretName = /password|card|cvc|cvv|securitycode/i;

function storageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when disabled by the browser's privacy settings.
    return null;
  }
}

const draftKey = (owner: string, formId: string) => `${draftKeyPrefix}${owner}:${formId}`;

/** The values without any member (at any depth) whose name says it holds a secret. */
export function withoutSecrets(values: Values): Values {
  const kept: Values = {};
  for (const [name, value] of Object.entries(values)) {
    if (secretName.test(name)) continue;
    kept[name] =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? withoutSecrets(value as Values)
        : value;
  }
  return kept;
}

export interface KeptWork {
  /** A form of this tab offers its values while they differ from what was saved; null otherwise. */
  register: (formId: string, unsaved: () => Values | null) => () => void;
  /** Writes what every registered form holds unsaved, for `owner` (the user's e-mail). */
  keepAll: (owner: string) => void;
  /** Forgets what `keepAll` wrote for the forms of this tab: the session goes on. */
  forgetAll: (owner: string) => void;
  /** What was kept of `formId` for `owner`, if anything. */
  read: (owner: string, formId: string) => Values | null;
  forget: (owner: string, formId: string) => void;
}

export function createKeptWork(storage: Storage | null = storageOrNull()): KeptWork {
  const forms = new Map<string, () => Values | null>();
  const forget = (owner: string, formId: string) => storage?.removeItem(draftKey(owner, formId));
  return {
    register(formId, unsaved) {
      forms.set(formId, unsaved);
      return () => {
        if (forms.get(formId) === unsaved) forms.delete(formId);
      };
    },
    keepAll(owner) {
      for (const [formId, unsaved] of forms) {
        const values = unsaved();
        if (values)
          storage?.setItem(draftKey(owner, formId), JSON.stringify(withoutSecrets(values)));
      }
    },
    forgetAll(owner) {
      for (const formId of forms.keys()) forget(owner, formId);
    },
    read(owner, formId) {
      const raw = storage?.getItem(draftKey(owner, formId));
      if (!raw) return null;
      try {
        const values: unknown = JSON.parse(raw);
        return values !== null && typeof values === 'object' ? (values as Values) : null;
      } catch {
        return null;
      }
    },
    forget,
  };
}

/** The tab's own: every form of the page registers here, and the idle sign-out keeps them. */
export const keptWork = createKeptWork();
