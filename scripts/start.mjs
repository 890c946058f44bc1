// `npm start`: install what is missing, build, start the reference API with demo data and serve
// the production builds of both apps. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { runtimeConfig } from './lib/app-config.mjs';
import { demoAccounts, demoPassword } from './lib/demo.mjs';
import { demoApiEnv, ensureInstall, npx, repoRoot, runOrExit } from './lib/run.mjs';
import { serveApp } from './lib/serve-app.mjs';
import { waitForApi } from './lib/wait-for-api.mjs';

const port = (name, fallback) => Number(process.env[name] || fallback);
const apiPort = port('API_PORT', 4010);
const portalPort = port('PORTAL_PORT', 4020);
const coachPort = port('COACH_PORT', 4030);

await ensureInstall();
await runOrExit(npx('turbo'), [
  'run',
  'build',
  '--filter=@hci/portal',
  '--filter=@hci/coach',
  '--filter=@hci/api-server',
  '--output-logs=errors-only',
]);

const config = runtimeConfig({ ...process.env, API_PORT: String(apiPort) });
const startsOwnApi = !process.env.API_BASE_URL;

let stopping = false;
let api;
if (startsOwnApi) {
  api = spawn(process.execPath, [join(repoRoot, 'api-server', 'dist', 'main.mjs')], {
    cwd: repoRoot,
    // Its log lines are watched as signs of progress while it starts (and printed as they come).
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...demoApiEnv, API_PORT: String(apiPort) },
  });
  api.on('exit', (code) => {
    if (!stopping) {
      console.error(`The API stopped (exit ${code}).`);
      process.exit(code || 1);
    }
  });
  try {
    await waitForApi({ url: `${config.apiBaseUrl}/health`, api });
  } catch (error) {
    console.error(error.message);
    stopping = true;
    api.kill();
    process.exit(1);
  }
}

const servers = [];
try {
  servers.push(
    await serveApp({ root: join(repoRoot, 'portal', 'dist'), config, port: portalPort }),
    await serveApp({ root: join(repoRoot, 'coach', 'dist'), config, port: coachPort }),
  );
} catch (error) {
  console.error(`Could not serve the apps: ${error.message}`);
  api?.kill();
  process.exit(1);
}

console.info(`
  Health Coach Institute is running.

  Student portal  ${servers[0].url}
  Coach app       ${servers[1].url}
  API             ${config.apiBaseUrl}${startsOwnApi ? '' : ' (external)'}

  Demo accounts (password ${demoPassword}):
${demoAccounts.map(([email, what]) => `    ${email.padEnd(26)} ${what}`).join('\n')}

  Press Ctrl-C to stop.
`);

async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(servers.map((server) => server.close()));
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((done) => api.once('exit', done));
  }
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
