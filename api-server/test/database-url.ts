import { inject } from 'vitest';

/** The PostgreSQL server this run targets (global-setup.ts), or undefined on PGlite. */
export const testDatabaseUrl = (): string | undefined => inject('apiDatabaseUrl') || undefined;
