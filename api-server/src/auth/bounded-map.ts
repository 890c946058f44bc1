/**
 * A Map that holds at most `limit` entries: setting a new key beyond it forgets the oldest entry,
 * so that a flood of distinct keys cannot grow it.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (!this.has(key) && this.size >= this.limit) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
