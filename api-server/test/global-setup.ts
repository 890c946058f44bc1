// Runs once per test run: builds a migrated, seeded template (a PGlite folder, or a template
// database on PostgreSQL) that every test file clones, so initdb and seeding are paid once. The
// run is on PostgreSQL when DATABASE_URL names a server, or with API_TEST_POSTGRES=1 on a
// throw-away server started here (what `npm test` does for its second run of this suite).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApiContext } from '../src/server.js';
import { databaseUrlFor, templateDatabase, withAdminClient } from './databases.js';
import { startTemporaryPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplateDir: string;
    /** The PostgreSQL server the run targets; empty on PGlite. */
    apiDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const templateDir = await mkdtemp(join(tmpdir(), 'hci-api-template-'));
  const server =
    !process.env.DATABASE_URL && process.env.API_TEST_POSTGRES === '1'
      ? await startTemporaryPostgres()
      : undefined;
  const databaseUrl = process.env.DATABASE_URL || server?.url;
  if (databaseUrl) {
    await withAdminClient(databaseUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
      await client.query(`CREATE DATABASE ${templateDatabase}`);
    });
  }
  const context = await createApiContext({
    dataDir: templateDir,
    databaseUrl: databaseUrl ? databaseUrlFor(databaseUrl, templateDatabase) : undefined,
    quiet: true,
    seed: true,
  });
  await context.close();
  project.provide('apiTemplateDir', templateDir);
  project.provide('apiDatabaseUrl', databaseUrl ?? '');
  return async () => {
    await rm(templateDir, { recursive: true, force: true });
    if (databaseUrl) {
      await withAdminClient(databaseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${templateDatabase}`),
      );
    }
    await server?.stop();
  };
}
