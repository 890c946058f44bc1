// `npm run dev`: the API in watch mode and both apps on Vite's dev server with hot reload.
import { demoApiEnv, ensureInstall, npx, runOrExit } from './lib/run.mjs';

await ensureInstall();
await runOrExit(
  npx('turbo'),
  ['run', 'dev', '--filter=@hci/portal', '--filter=@hci/coach', '--filter=@hci/api-server'],
  { env: demoApiEnv },
);
