// The built project's global set-up: builds the Storybook designers review, once per run, exactly
// as `npm run build-storybook` does, and serves it on loopback for the run's tests.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveStaticSite } from './staticSite';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the built Storybook is served, and how long building it took. */
    builtStorybook: { url: string; outputDir: string; buildSeconds: number };
  }
}

const storiesDir = join(import.meta.dirname, '..', '..');
const outputDir = join(storiesDir, 'storybook-static');

/**
 * The environment of this process without what Vitest adds to it: with `VITEST` set, main.ts
 * would add the stories that test the test set-up and drop the props tables, and `NODE_ENV=test`
 * is not a production build. The build would no longer be the one designers open.
 */
function designersEnvironment(): NodeJS.ProcessEnv {
  const environment = { ...process.env };
  for (const name of Object.keys(environment))
    if (name.startsWith('VITEST') || name === 'TEST') delete environment[name];
  if (environment.NODE_ENV === 'test') delete environment.NODE_ENV;
  return environment;
}

function buildStorybook(): Promise<void> {
  return new Promise((built, failed) => {
    // Without its pre-script: the tests run after turbo has built what the build needs (the API's
    // Vite plugin), and a turbo run inside turbo's own would wait on it.
    const child = spawn('npm', ['run', 'build-storybook', '--silent', '--ignore-scripts'], {
      cwd: storiesDir,
      env: designersEnvironment(),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', failed);
    child.once('exit', (code) =>
      code === 0
        ? built()
        : failed(new Error(`storybook build exited with ${code}:\n${errors.slice(-4_000)}`)),
    );
  });
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  // Iterating on the test itself locally, a build of the same sources can be kept.
  if (process.env.BUILT_STORYBOOK_REUSE !== '1') await buildStorybook();
  const buildSeconds = (performance.now() - started) / 1_000;
  const site = await serveStaticSite(outputDir);
  project.provide('builtStorybook', { url: site.url, outputDir, buildSeconds });
  return site.close;
}
