// The demo world's rows kept beside the live ones, so a reset is a few SQL statements in the same
// database rather than a new database loaded from a dump (seconds). A trigger notes each table a
// statement changes, and a reset puts back those tables only: most stories change one or two.
import type { Database } from '../db/database.js';

const copy = 'seeded';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface SeededCopy {
  /**
   * Puts every table changed since the copy was taken, or the last restore, back as it was
   * seeded.
   */
  restore(): Promise<void>;
}

/** Copies every table of the public schema, as seeded, into a schema of its own. */
export async function keepSeededCopy(db: Database): Promise<SeededCopy> {
  const tables = await db.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const sequences = await db.query<{ name: string; value: string | null }>(
    "SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'",
  );
  await db.exec(
    [
      `CREATE SCHEMA ${copy}`,
      `CREATE TABLE ${copy}.changed (name text PRIMARY KEY)`,
      `CREATE FUNCTION ${copy}.note_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO ${copy}.changed VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
          RETURN NULL;
        END $$`,
      ...tables.flatMap(({ name }) => [
        `CREATE TABLE ${copy}.${quoted(name)} AS TABLE public.${quoted(name)}`,
        `CREATE TRIGGER note_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.${quoted(name)}
          FOR EACH STATEMENT EXECUTE FUNCTION ${copy}.note_change()`,
      ]),
    ].join(';\n'),
  );
  // Identities count on from where the seed left them, so a record made again gets the same id.
  const counters = sequences.map(({ name, value }) =>
    value === null
      ? `SELECT setval('public.${quoted(name)}', 1, false)`
      : `SELECT setval('public.${quoted(name)}', ${Number(value)}, true)`,
  );
  return {
    async restore() {
      const changed = await db.query<{ name: string }>(`SELECT name FROM ${copy}.changed`);
      if (changed.length === 0) return;
      await db.exec(
        [
          // Keys are not checked, nor changes noted, while rows go back: the seed checked them.
          'SET session_replication_role = replica',
          ...changed.flatMap(({ name }) => [
            `DELETE FROM public.${quoted(name)}`,
            `INSERT INTO public.${quoted(name)} OVERRIDING SYSTEM VALUE SELECT * FROM ${copy}.${quoted(name)}`,
          ]),
          ...counters,
          `DELETE FROM ${copy}.changed`,
          'SET session_replication_role = DEFAULT',
        ].join(';\n'),
      );
    },
  };
}
