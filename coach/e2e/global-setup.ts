// Builds the app, starts the reference API on a fresh embedded database and serves the build the
// way production does (the root static server, with its CSP). Journeys read the URLs with inject().
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from '@hci/api-server';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { serveApp } from '../../scripts/lib/serve-app.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';

const coachRoot = fileURLToPath(new URL('..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // Vitest runs with NODE_ENV=test, which would build React's development code into the app; the
  // journeys test the production build users get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: coachRoot,
      logLevel: 'warn',
      configFile: join(coachRoot, 'vite.config.ts'),
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'hci-coach-e2e-'));
  const appPort = await freePort();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const api = await startApiServer({
    port: 0,
    dataDir,
    quiet: true,
    devMailbox: true,
    allowedOrigins: [appOrigin],
  });
  const app = await serveApp({
    root: join(coachRoot, 'dist'),
    port: appPort,
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
