// The global setup of api-schema's tests (vitest.config.ts names it): seeds the reference API's
// demo world once per run, on the demo day, and leaves it in a temporary file for every test file
// that starts the API (./referenceApi.ts). Seeding takes tens of seconds; loading it, one or two.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { demoDataDir } from '@hci/api-server/browser';
import { demoInstant } from '@hci/demo-world';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo world as `demoDataDir` dumped it, seeded on the demo day: a gzipped tar file. */
    demoDataDirFile: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await demoDataDir({ now: () => Date.parse(demoInstant) });
  const folder = await mkdtemp(join(tmpdir(), 'hci-api-schema-demo-world-'));
  const file = join(folder, 'demo-world.tar.gz');
  await writeFile(file, new Uint8Array(await dataDir.arrayBuffer()));
  project.provide('demoDataDirFile', file);
  return () => rm(folder, { recursive: true, force: true });
}
