import { mkdir } from 'node:fs/promises';
import type { Database } from '../db/database.js';
import { openPglite } from '../db/pglite.js';

/** Opens (or creates, ~9 s the first time) the embedded PostgreSQL in the folder `dataDir`. */
export async function openPgliteFolder(dataDir: string): Promise<Database> {
  // PGlite does not create missing parent folders.
  await mkdir(dataDir, { recursive: true });
  return openPglite(dataDir);
}
