import type { ObjectStorage } from '../files/object-storage.js';

/** File bytes in memory: the browser API's storage, gone with the page. */
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
}
