/**
 * An in-memory Storage shared by simulated tabs. Like a browser, a write in one tab fires a
 * `storage` event in every other tab, never in the writer's own.
 */
export class SharedStorage {
  private readonly values = new Map<string, string>();
  private readonly tabs = new Set<EventTarget>();

  /** A tab: its own window (event target) and its view of the shared storage. */
  openTab(): { storage: Storage; events: EventTarget } {
    const events = new EventTarget();
    this.tabs.add(events);
    const notifyOthers = (key: string | null) => {
      for (const tab of this.tabs) {
        if (tab !== events) tab.dispatchEvent(Object.assign(new Event('storage'), { key }));
      }
    };
    const values = this.values;
    const storage: Storage = {
      get length() {
        return values.size;
      },
      key: (index) => [...values.keys()][index] ?? null,
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => {
        values.set(key, String(value));
        notifyOthers(key);
      },
      removeItem: (key) => {
        values.delete(key);
        notifyOthers(key);
      },
      clear: () => {
        values.clear();
        notifyOthers(null);
      },
    };
    return { storage, events };
  }
}
