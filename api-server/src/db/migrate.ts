import type { Database } from './database.js';
import { migrations, type Migration } from './migrations/index.js';

/**
 * Applies the migrations not yet recorded in schema_migrations, in version order, each in its own
 * transaction. An advisory lock keeps two API instances on one PostgreSQL server from racing.
 */
export async function migrate(
  db: Database,
  all: readonly Migration[] = migrations,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    // The lock comes first: even CREATE TABLE IF NOT EXISTS fails in one of two instances
    // creating the table at the same moment.
    await tx.query('SELECT pg_advisory_xact_lock(4010)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
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

/**
 * Splits a migration into statements at a `;` that ends a line, except inside `$$`-quoted function
 * bodies (whose own statements end with `;` too).
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql.split('$$').forEach((part, index) => {
    const quoted = index % 2 === 1;
    if (quoted) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(/;\s*(?:\n|$)/);
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Wipes every table (for --reset against a real PostgreSQL server). */
export async function dropEverything(db: Database): Promise<void> {
  await db.exec(
    'DROP SCHEMA IF EXISTS jobs CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
  );
}
