import { AsyncResource } from 'node:async_hooks';
import pg from 'pg';
import type { Database, Queryable, SqlValue } from './database.js';
import { DatabaseUnavailable, textParsers } from './database.js';

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const parser = textParsers[oid];
    return parser ?? pg.types.getTypeParser(oid, format);
  },
};

/**
 * PostgreSQL's codes for a server that is going away or not taking connections: connection
 * exceptions (class 08), and shut down by an administrator, after a crash, or still starting.
 */
const unavailableCodes = /^(08...|57P01|57P02|57P03)$/;
/** Node's socket errors when the server cannot be reached or hangs up. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * What node-postgres says, without a code, when a connection ends under it, cannot be made in
 * time, or was already lost when a statement was sent on it.
 */
const lostConnection =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** Whether `error` says the server went away or could not be reached, not that a statement failed. */
export function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableCodes.test(code) || socketCodes.has(code))) {
    return true;
  }
  return lostConnection.test(error.message);
}

const unavailableOr = (error: unknown) =>
  isConnectionLoss(error) ? new DatabaseUnavailable(error) : error;

export interface PostgresOptions {
  /**
   * Told of every connection lost outside a statement: an idle one the server ended, or one a
   * transaction holds between its statements. The pool replaces it; nothing else is needed.
   */
  onConnectionError?(error: Error): void;
}

/** A pool on a real PostgreSQL server (DATABASE_URL), speaking the same SQL as PGlite. */
export async function openPostgres(
  connectionString: string,
  { onConnectionError = () => {} }: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: 10,
    options: '-c TimeZone=UTC',
    // A server that does not answer (down, or its network gone) fails the request in time to
    // be answered 503, instead of leaving it waiting for a connection.
    connectionTimeoutMillis: 5_000,
    // Notices a peer that vanished without closing the connection (a failover, a dropped route).
    keepAlive: true,
  });
  // Without a listener, an idle connection the server ends (a restart, pg_terminate_backend)
  // would be thrown as an unhandled 'error' event and end the process. Bound here, outside any
  // request: an idle connection's end is no part of the request that happened to open it.
  pool.on('error', AsyncResource.bind(onConnectionError));
  await pool.query('SELECT 1');
  const run =
    (client: pg.Pool | pg.PoolClient): Queryable['query'] =>
    async <T>(text: string, params: readonly SqlValue[] = []) => {
      try {
        const result = await client.query(text, [...params]);
        return result.rows as T[];
      } catch (error) {
        throw unavailableOr(error);
      }
    };
  return {
    query: run(pool),
    async transaction(work) {
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailableOr(error);
      });
      // The pool listens to idle connections only: one lost while checked out (between two
      // statements of the work) is told here, and the next statement fails instead.
      let lost: Error | undefined;
      let told = false;
      const onLost = (error: Error) => {
        lost ??= error;
        if (!told) onConnectionError(error);
        told = true;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await work({ query: run(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (error instanceof DatabaseUnavailable || isConnectionLoss(error)) {
          // The lost connection took its transaction with it: there is nothing to roll back.
          lost ??= error as Error;
        } else {
          await client.query('ROLLBACK').catch((failed: unknown) => {
            lost ??= failed instanceof Error ? failed : new Error(String(failed));
          });
        }
        throw unavailableOr(error);
      } finally {
        // A failed connection is closed rather than handed to the next caller; it keeps its
        // listener, so whatever it still reports while closing is not thrown.
        if (!lost) client.off('error', onLost);
        client.release(lost);
      }
    },
    async exec(script) {
      try {
        await pool.query(script);
      } catch (error) {
        throw unavailableOr(error);
      }
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
