import type { Queryable, SqlValue } from '../database.js';
import type { Services } from '../../services.js';

/** What every part of the demo data is written with: one transaction and the seeding's inputs. */
export interface Seed {
  tx: Queryable;
  /** Runs an INSERT … RETURNING id and answers the id. */
  one: (sql: string, params?: readonly SqlValue[]) => Promise<number>;
  run: (sql: string, params?: readonly SqlValue[]) => Promise<unknown>;
  services: Services;
  /** The seeding's moment, in ms: every date is relative to it. */
  now: number;
  /** The demo password's hash, shared by every demo account. */
  passwordHash: string;
}
