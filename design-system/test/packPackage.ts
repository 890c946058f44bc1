// Vitest global setup of the package tests: pack the package as a release would, from a tree with
// no build (its `prepack` builds and checks it), and hand the tarball to the tests. The build's
// output is shown only when packing fails.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed `@hci/design-system` tarball. */
    tarball: string;
  }
}

export default function packPackage(project: TestProject) {
  const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const destination = mkdtempSync(join(tmpdir(), 'hci-design-system-pack-'));
  rmSync(join(packageDir, 'dist'), { recursive: true, force: true });
  try {
    execFileSync('npm', ['pack', '--pack-destination', destination], {
      cwd: packageDir,
      stdio: 'pipe',
      encoding: 'utf8',
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`Packing the package failed:\n${stdout ?? ''}\n${stderr ?? ''}`, {
      cause: error,
    });
  }
  const [tarball] = readdirSync(destination).filter((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball into ${destination}`);
  project.provide('tarball', join(destination, tarball));
  return () => rmSync(destination, { recursive: true, force: true });
}
