// Vitest global setup of the package tests: build the package once, as `npm run build` does.
// Its output is shown only when the build fails.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export default function buildPackage() {
  const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  try {
    execFileSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`The package build failed:\n${stdout ?? ''}\n${stderr ?? ''}`, {
      cause: error,
    });
  }
}
