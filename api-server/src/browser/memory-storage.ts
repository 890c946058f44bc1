import type { Database } from '../db/database.js';
import type { ObjectStorage } from '../files/object-storage.js';

/** The table a data directory carries the seed's files in, read once when the API starts. */
const seededFiles = 'seeded_files';

/**
 * File bytes in memory: the browser API's storage, gone with the page. The files the demo world's
 * seed wrote (the agreements' PDFs) travel in its data directory (`keepIn`, `loadFrom`) and stay
 * for the page's life, resets included.
 */
export class MemoryStorage implements ObjectStorage {
  private readonly files = new Map<string, Buffer>();

  async put(name: string, bytes: Buffer): Promise<void> {
    this.files.set(name, bytes);
  }

  async get(name: string): Promise<Buffer | null> {
    return this.files.get(name) ?? null;
  }

  async delete(name: string): Promise<void> {
    this.files.delete(name);
  }

  async check(): Promise<void> {}

  close(): void {}

  /** Writes every file into a table of `db`, for a data directory to carry (base64: plain text). */
  async keepIn(db: Database): Promise<void> {
    await db.exec(`CREATE TABLE ${seededFiles} (name text PRIMARY KEY, bytes text NOT NULL)`);
    for (const [name, bytes] of this.files)
      await db.query(`INSERT INTO ${seededFiles} (name, bytes) VALUES ($1, $2)`, [
        name,
        bytes.toString('base64'),
      ]);
  }

  /** Takes the files `keepIn` wrote out of `db` (the table goes: the API never reads it). */
  static async loadFrom(db: Database): Promise<MemoryStorage> {
    const storage = new MemoryStorage();
    const kept = await db.query<{ name: string; bytes: string }>(
      `SELECT name, bytes FROM ${seededFiles}`,
    );
    for (const { name, bytes } of kept) storage.files.set(name, Buffer.from(bytes, 'base64'));
    await db.exec(`DROP TABLE ${seededFiles}`);
    return storage;
  }
}
