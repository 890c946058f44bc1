// Starts the reference API on a fresh embedded database and serves the app's production build (made
// by `npm run build`, which `npm test` runs first; prerendered pages included) the way production
// does (the root static server, with its CSP). Journeys read the URLs with inject().
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from '@hci/api-server';
import type { TestProject } from 'vitest/node';
import { serveApp } from '../../scripts/lib/serve-app.mjs';
import { reservePort } from '../../scripts/lib/free-port.mjs';

const coachRoot = fileURLToPath(new URL('..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // Built already, so this run and others reading dist/ never see it half rewritten.
  if (!existsSync(join(coachRoot, 'dist', 'index.html')))
    throw new Error('No coach build: run `npm run build -w @hci/coach` first.');
  const dataDir = await mkdtemp(join(tmpdir(), 'hci-coach-e2e-'));
  // Held until the app listens: the API, started first, must not be given it.
  const appPort = await reservePort();
  const appOrigin = `http://127.0.0.1:${appPort.port}`;
  const api = await startApiServer({
    port: 0,
    dataDir,
    quiet: true,
    seed: true,
    devMailbox: true,
    allowedOrigins: [appOrigin],
  });
  await appPort.release();
  const app = await serveApp({
    root: join(coachRoot, 'dist'),
    port: appPort.port,
    config: {
      apiBaseUrl: api.url,
      mediaBaseUrl: api.url,
      analyticsUrl: api.url,
    },
  });
  project.provide('appUrl', app.url);
  project.provide('apiUrl', api.url);
  return async () => {
    await app.close();
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
