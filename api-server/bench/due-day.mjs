// `npm run bench` (API part): the due-day bench (due-day.ts), run from the TypeScript sources.
// Needs PostgreSQL's programs, which `npm test` installs; without them it says so and stops.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const { status } = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--conditions=hci-source', join('bench', 'due-day.ts')],
  { cwd: root, stdio: 'inherit' },
);
process.exitCode = status ?? 1;
