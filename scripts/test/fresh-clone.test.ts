// The README's first command on a fresh clone: a temporary clone of the committed code with nothing
// installed, `npm start` on free ports, then the portal, the coach app and the API answer, a demo
// student signs in over HTTP, and Ctrl-C stops everything. Slow (an install and a build), so the
// Vitest config includes it only on CI (CI=true) or with FRESH_CLONE_TEST=1.
//
// The clone's build reads this checkout's build cache: where the committed code is what `npm test`
// has just built (as on CI, itself a fresh clone), the builds are not made twice; where it differs
// (uncommitted changes), the clone builds its own.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port.mjs';

const root = resolve(import.meta.dirname, '..', '..');

/** The environment a person's shell would give `npm start`: none of this test run's npm or app settings. */
function cleanEnvironment(ports: Record<string, number>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    const fromThisRun =
      key.startsWith('npm_') ||
      key === 'INIT_CWD' ||
      key.startsWith('VITEST') ||
      key === 'NODE_ENV' ||
      /^(API|PORTAL|COACH|MEDIA|DATABASE)_/.test(key);
    if (!fromThisRun) env[key] = value;
  }
  for (const [key, port] of Object.entries(ports)) env[key] = String(port);
  env.TURBO_CACHE_DIR = join(root, '.turbo', 'cache');
  return env;
}

describe('npm start on a fresh clone', () => {
  let clone: string;
  let start: ChildProcess;
  let output = '';
  const ports = { API_PORT: 0, PORTAL_PORT: 0, COACH_PORT: 0 };
  const url = (name: keyof typeof ports, path = '') => `http://127.0.0.1:${ports[name]}${path}`;

  beforeAll(async () => {
    clone = await mkdtemp(join(tmpdir(), 'hci-fresh-clone-'));
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, clone]);
    for (const name of Object.keys(ports) as (keyof typeof ports)[]) ports[name] = await freePort();
    // Its own process group, so stopping it is what Ctrl-C does in a terminal.
    start = spawn('npm', ['start'], {
      cwd: clone,
      env: cleanEnvironment(ports),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    start.stdout!.on('data', (chunk) => (output += chunk));
    start.stderr!.on('data', (chunk) => (output += chunk));
    const running = new Promise<void>((resolveRunning, reject) => {
      start.stdout!.on('data', () => {
        if (output.includes('Press Ctrl-C to stop')) resolveRunning();
      });
      start.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
    });
    await running;
  }, 540_000);

  afterAll(async () => {
    if (start && start.exitCode === null && start.signalCode === null) {
      process.kill(-start.pid!, 'SIGKILL');
    }
    if (clone) await rm(clone, { recursive: true, force: true });
  });

  it('installed what was missing and prints every address', () => {
    expect(output).toContain('Installing dependencies');
    expect(output).toContain(url('PORTAL_PORT'));
    expect(output).toContain(url('COACH_PORT'));
    expect(output).toContain(url('API_PORT'));
  });

  it('serves the portal and the coach app, each pointed at the API it started', async () => {
    for (const app of ['PORTAL_PORT', 'COACH_PORT'] as const) {
      const page = await fetch(url(app, '/login'));
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      // The app's entry script: named by a module script, or on a prerendered page by the script
      // that loads the modules once it has painted; either way it must be served.
      const entry = /(?:src="|data-modules=")(\/assets\/[^" ]+\.js)/.exec(await page.text())?.[1];
      expect(entry).toBeDefined();
      const script = await fetch(url(app, entry!));
      expect(script.status).toBe(200);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      const config = await (await fetch(url(app, '/config.json'))).json();
      expect(config.apiBaseUrl).toBe(url('API_PORT'));
    }
  });

  it('signs a demo student in over HTTP and reads their record', async () => {
    const signIn = await fetch(url('API_PORT', '/auth/signin/student'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student@demo.test', password: 'Welcome2026' }),
    });
    expect(signIn.status).toBe(200);
    const { content: session } = await signIn.json();
    const student = await fetch(url('API_PORT', `/students/${session.studentId}`), {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(student.status).toBe(200);
    const { content } = await student.json();
    expect(content.id).toBe(session.studentId);
    expect(content.user.email).toBe('student@demo.test');
  });

  it('stops cleanly on Ctrl-C and frees its ports', async () => {
    const exited = once(start, 'exit');
    process.kill(-start.pid!, 'SIGINT');
    const [code, signal] = await exited;
    // npm ends the way a terminal's Ctrl-C ends it; what it ran must not report a failure.
    expect(code === 0 || signal === 'SIGINT').toBe(true);
    expect(output).not.toMatch(/The API stopped|Could not serve|ERR!/);
    for (const app of Object.keys(ports) as (keyof typeof ports)[]) {
      await expect(fetch(url(app, '/'))).rejects.toThrow();
    }
  }, 60_000);
});
