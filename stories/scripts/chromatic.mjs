// `npm run chromatic`: publishes the Storybook to Chromatic and runs its visual tests, with the
// settings of chromatic.config.json: only the stories a change can affect (TurboSnap), each in
// every mode (.storybook/modes.ts), and a failure while any change waits for review. It needs a
// project token (CHROMATIC_PROJECT_TOKEN) and a way out to Chromatic; without a token it says so
// and succeeds, and the committed baselines (`npm test`, and its report in .reports/visual) stay
// the visual check.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspace = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.info(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. The visual check is the story tests\n' +
      "against the committed baselines; a mismatch's before and after are in stories/.reports/visual/index.html.",
  );
  process.exit(0);
}

// The CLI reads the token from the environment; arguments after `--` go to it as they are.
const child = spawn(
  'npx',
  ['chromatic', '--config-file', 'chromatic.config.json', ...process.argv.slice(2)],
  { cwd: workspace, stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on('error', (error) => {
  console.error(`Chromatic could not start: ${error.message}`);
  process.exit(1);
});
