// The API as `npm run api` runs it, from the sources: a process of its own, configured only by its
// environment.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface ApiProcess {
  url: string;
  process: ChildProcess;
  /** Everything it has printed so far, standard output and error together. */
  output(): string;
}

/**
 * Starts the API with these variables over the test's own; resolves once it listens, or rejects
 * with everything it printed when it exits first. `started` gets the process at once, so the
 * caller can stop it even when its start fails.
 */
export async function startApiProcess(
  env: Record<string, string>,
  started: (child: ChildProcess) => void = () => {},
): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=hci-source', 'src/main.ts'],
    { cwd: packageRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /API listening on (http:\/\/[^"\s]+)/.exec(output);
      if (listening) resolve(listening[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`The API exited (${code}):\n${output}`)));
  });
  return { url, process: child, output: () => output };
}

export async function stopApiProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
