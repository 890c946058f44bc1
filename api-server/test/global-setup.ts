// Runs once per test run: builds a migrated, seeded template (a PGlite folder, or a template
// database on DATABASE_URL) that every test file clones, so initdb and seeding are paid once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApiContext } from '../src/server.js';
import { databaseUrlFor, templateDatabase, withAdminClient } from './databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const templateDir = await mkdtemp(join(tmpdir(), 'hci-api-template-'));
  const databaseUrl = process.env.DATABASE_URL;
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
  });
  await context.close();
  project.provide('apiTemplateDir', templateDir);
  return async () => {
    await rm(templateDir, { recursive: true, force: true });
    if (databaseUrl) {
      await withAdminClient(databaseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${templateDatabase}`),
      );
    }
  };
}
