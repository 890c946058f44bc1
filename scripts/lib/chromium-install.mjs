// Browser tests need Debian's Chromium; install it when it is missing and apt is usable, and say
// clearly what to do otherwise (a missing browser is never a silent skip).
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { commandExists, run } from './run.mjs';

export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  if (commandExists('apt-get') && isRoot) {
    console.info('Chromium is missing: installing Debian chromium with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-qq'], { env })) === 0) {
      await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
    }
  }
  if (!existsSync(chromiumPath)) {
    console.error(
      `\nChromium is required for the browser tests and was not found at ${chromiumPath}.\n` +
        'Install it (Debian: apt-get install -y chromium, as root) or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}
