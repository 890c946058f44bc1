/** The SQL surface the server uses, shared by embedded PGlite and a real PostgreSQL server. */
export type SqlValue = string | number | boolean | null | Date | string[] | number[] | object;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<T = Record<string, unknown>>(text: string, params?: readonly SqlValue[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /**
   * A statement as the `pg` driver runs it, for a library that brings its own SQL (the job queue):
   * with values, one parameterised statement; without, a script of several. Answers the last
   * statement's rows.
   */
  executeSql(
    text: string,
    values?: readonly unknown[],
  ): Promise<{ rows: Record<string, unknown>[] }>;
  /** A PostgreSQL server's pool: how many connections it holds and how many callers wait. */
  connections?(): PoolConnections;
}

/**
 * The database could not be reached, or the connection a statement ran on was lost (a restart,
 * a failover, an administrator ending it). Its transaction was rolled back (or, lost while
 * committing, applied whole or not at all): the request may be sent again once the server is back.
 */
export class DatabaseUnavailable extends Error {
  override name = 'DatabaseUnavailable';
  constructor(cause: unknown) {
    super(
      `The database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
  }
}

export interface PoolConnections {
  total: number;
  idle: number;
  waiting: number;
}

// Dates and timestamps travel as strings so no local time zone ever touches them.
export const DATE_OID = 1082;
export const TIMESTAMPTZ_OID = 1184;
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;

/** PostgreSQL's `2026-01-31 09:30:00.123+00` (session time zone UTC) as RFC 3339. */
export function parseTimestamp(value: string): string {
  return value.replace(' ', 'T').replace(/\+00$/, 'Z');
}

export const textParsers: Record<number, (value: string) => unknown> = {
  [DATE_OID]: (value) => value,
  [TIMESTAMPTZ_OID]: parseTimestamp,
  [INT8_OID]: (value) => Number(value),
  [NUMERIC_OID]: (value) => Number(value),
};
