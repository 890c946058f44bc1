import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database, SqlValue } from './database.js';
import { textParsers } from './database.js';

/** Opens (or creates with initdb, ~9 s the first time) an embedded PostgreSQL in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Database> {
  // PGlite does not create missing parent folders.
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, parsers: textParsers });
  await db.exec("SET TIME ZONE 'UTC'");
  return {
    async query<T>(text: string, params: readonly SqlValue[] = []) {
      const result = await db.query<T>(text, [...params]);
      return result.rows;
    },
    transaction(work) {
      return db.transaction((tx) =>
        work({
          async query<T>(text: string, params: readonly SqlValue[] = []) {
            const result = await tx.query<T>(text, [...params]);
            return result.rows;
          },
        }),
      );
    },
    async exec(script) {
      await db.exec(script);
    },
    close: () => db.close(),
  };
}
