// Where Debian's Chromium lives and how it must be started on these machines
// (no sandbox as root, no calls home: the network is closed).
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install Debian's chromium (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH. Browser tests never skip silently.',
    );
  }
  return chromiumPath;
}
