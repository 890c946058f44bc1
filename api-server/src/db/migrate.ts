import type { Database } from './database.js';
import { migrations } from './migrations/index.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in version order, each in its own
 * transaction. An advisory lock keeps two API instances on one PostgreSQL server from racing.
 */
export async function migrate(
  db: Database,
  all: readonly Migration[] = migrations,
): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(4010)');
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const pending = [...all]
      .sort((a, b) => a.version - b.version)
      .filter((m) => !applied.has(m.version));
    for (const migration of pending) {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((m) => m.version);
  });
}

/** Migrations hold plain DDL without functions or quoted semicolons, so `;` ends a statement. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Wipes every table (for --reset against a real PostgreSQL server). */
export async function dropEverything(db: Database): Promise<void> {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
}
