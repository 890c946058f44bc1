// `npm run api` starts the reference API alone; `npm run api:reset` wipes and re-seeds its data first.
import { join } from 'node:path';
import { demoApiEnv, ensureInstall, repoRoot, runOrExit } from './lib/run.mjs';

await ensureInstall();
await runOrExit('npm', ['run', 'build', '-w', '@hci/api-server']);
await runOrExit(
  process.execPath,
  [join(repoRoot, 'api-server', 'dist', 'main.mjs'), ...process.argv.slice(2)],
  { env: demoApiEnv },
);
