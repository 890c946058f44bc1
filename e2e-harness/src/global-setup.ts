// The global setup of each app's e2e project (its vitest.config.ts names this file): runs once
// before the files. It makes the reference API's data folder, migrated and seeded, that each file's
// harness copies, so the embedded database's initdb and the seeding (about 5 s of CPU) are paid once
// rather than once per file.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { startApiServer } from '@hci/api-server';
import type { TestProject } from 'vitest/node';
import { apps, type App } from './provided';

export default async function setup(project: TestProject) {
  const { root } = project.config;
  const app = basename(root) as App;
  if (!apps.includes(app)) throw new Error(`No app's e2e project is at ${root}`);
  // Built already (`npm test` builds every workspace first), so a run never reads a half-written
  // dist/.
  if (!existsSync(join(root, 'dist', 'index.html')))
    throw new Error(`No ${app} build: run \`npm run build -w @hci/${app}\` first.`);
  const templateDir = await mkdtemp(join(tmpdir(), `hci-${app}-e2e-template-`));
  const api = await startApiServer({ port: 0, dataDir: templateDir, quiet: true, seed: true });
  await api.close();
  project.provide('e2eApp', app);
  project.provide('apiTemplateDir', templateDir);
  project.provide('screenshotDir', join(root, 'e2e', 'screenshots'));
  return () => rm(templateDir, { recursive: true, force: true });
}
