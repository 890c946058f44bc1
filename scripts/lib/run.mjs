// Small process helpers shared by the start, test and bench scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const toolEnv = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
};

/**
 * The demo's environment for the reference API: the demo accounts seeded, its development mailbox
 * on (the demo accounts need the codes it shows) and its development clock (to watch a due date
 * arrive), unless the caller switched any off with API_SEED_DEMO=0, API_DEV_MAILBOX=0 or
 * API_DEV_CLOCK=0.
 */
export const demoApiEnv = {
  ...toolEnv,
  API_SEED_DEMO: process.env.API_SEED_DEMO ?? '1',
  API_DEV_MAILBOX: process.env.API_DEV_MAILBOX ?? '1',
  API_DEV_CLOCK: process.env.API_DEV_CLOCK ?? '1',
};

/** Runs a command in the repository, inheriting the terminal; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: toolEnv,
      ...options,
    });
    child.on('exit', (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolveRun(1);
    });
  });
}

// GNU time, where installed, tells each held command's CPU time (its own and its children's).
const gnuTime = '/usr/bin/time';

/**
 * Runs a command in the repository with its output held back, for commands run side by side whose
 * output would otherwise interleave: resolves to its exit code, its output, its seconds and, where
 * GNU time is installed, its CPU seconds (else null). `cwd` and `env` (added to the tools'
 * environment) are the repository root and nothing by default.
 */
export function runHeld(command, args, { cwd = repoRoot, env = {} } = {}) {
  return new Promise((resolveRun) => {
    const started = Date.now();
    const cpuFile = existsSync(gnuTime)
      ? join(mkdtempSync(join(tmpdir(), 'hci-cpu-')), 'seconds')
      : null;
    const [program, programArgs] = cpuFile
      ? [gnuTime, ['--format=%U %S', `--output=${cpuFile}`, command, ...args]]
      : [command, args];
    const child = spawn(program, programArgs, {
      cwd,
      env: { ...toolEnv, ...(process.stdout.isTTY && { FORCE_COLOR: '1' }), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (code) =>
      resolveRun({
        code,
        output: Buffer.concat(output).toString(),
        seconds: (Date.now() - started) / 1000,
        cpuSeconds: cpuFile ? cpuSecondsIn(cpuFile) : null,
      });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      output.push(Buffer.from(error.message));
      done(1);
    });
  });
}

/** The user and system seconds GNU time wrote (its last line: a failed command's status comes first). */
function cpuSecondsIn(file) {
  try {
    const [user, system] = readFileSync(file, 'utf8').trim().split('\n').at(-1).split(' ');
    return Number(user) + Number(system);
  } catch {
    return null;
  } finally {
    rmSync(dirname(file), { recursive: true, force: true });
  }
}

export async function runOrExit(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${code}).`);
    process.exit(code);
  }
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstall() {
  const lock = join(repoRoot, 'package-lock.json');
  const installed = join(repoRoot, 'node_modules', '.package-lock.json');
  const fresh =
    existsSync(installed) &&
    (!existsSync(lock) || statSync(installed).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  const args = existsSync(join(repoRoot, 'node_modules'))
    ? ['install', '--no-audit', '--no-fund']
    : ['ci', '--no-audit', '--no-fund'];
  console.info(`Installing dependencies (npm ${args[0]})…`);
  await runOrExit('npm', args);
}

export function commandExists(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

export const npx = (bin) => join(repoRoot, 'node_modules', '.bin', bin);
