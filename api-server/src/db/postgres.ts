import pg from 'pg';
import type { Database, Queryable, SqlValue } from './database.js';
import { textParsers } from './database.js';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const parser = textParsers[oid];
    return parser ?? pg.types.getTypeParser(oid, format);
  },
};

/** A pool on a real PostgreSQL server (DATABASE_URL), speaking the same SQL as PGlite. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, types, max: 10, options: '-c TimeZone=UTC' });
  await pool.query('SELECT 1');
  const run =
    (client: pg.Pool | pg.PoolClient): Queryable['query'] =>
    async <T>(text: string, params: readonly SqlValue[] = []) => {
      const result = await client.query(text, [...params]);
      return result.rows as T[];
    };
  return {
    query: run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: run(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(script) {
      await pool.query(script);
    },
    async executeSql(text, values) {
      const result = (await pool.query(text, values ? [...values] : undefined)) as
        pg.QueryResult | pg.QueryResult[];
      return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
    },
    close: () => pool.end(),
    connections: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}
