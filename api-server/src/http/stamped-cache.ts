/**
 * Serialized responses kept with the version stamp of the data they were built from. A reader
 * looks its stamp up in the database first (one indexed row) and reuses the text only while the
 * stamps match, so every API instance stays correct on a shared database; the cache only saves
 * building a large answer again. The least recently used entries go first once their lengths
 * (characters or bytes) pass `maxLength`.
 */
export class StampedCache<Json extends { readonly length: number } = string> {
  readonly #entries = new Map<string, { stamp: string; json: Json }>();
  #length = 0;

  constructor(private readonly maxLength: number) {}

  get(key: string, stamp: string): Json | undefined {
    const entry = this.#entries.get(key);
    if (entry?.stamp !== stamp) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the oldest use comes first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.json;
  }

  set(key: string, stamp: string, json: Json): void {
    this.#remove(key);
    if (json.length > this.maxLength) return;
    this.#entries.set(key, { stamp, json });
    this.#length += json.length;
    for (const oldest of this.#entries.keys()) {
      if (this.#length <= this.maxLength) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#length -= entry.json.length;
    this.#entries.delete(key);
  }
}
