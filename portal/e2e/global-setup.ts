// Runs once before the end-to-end files: the reference API's data folder, migrated and seeded, that
// each file's harness copies, so the embedded database's initdb and the seeding (about 5 s of CPU)
// are paid once rather than once per file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiServer } from '@hci/api-server';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const templateDir = await mkdtemp(join(tmpdir(), 'hci-portal-e2e-template-'));
  const api = await startApiServer({
    port: 0,
    dataDir: templateDir,
    quiet: true,
    seed: true,
  });
  await api.close();
  project.provide('apiTemplateDir', templateDir);
  return () => rm(templateDir, { recursive: true, force: true });
}
