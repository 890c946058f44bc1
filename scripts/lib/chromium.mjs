// Where Debian's Chromium lives and how it must be started on these machines
// (no sandbox as root, no calls home: the network is closed), with the fonts tests draw text in.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const here = dirname(fileURLToPath(import.meta.url));
const fontCache = join(here, '..', '..', 'node_modules', '.cache', 'fontconfig');

/**
 * The fontconfig file Chromium reads in tests: the DejaVu fonts of the dejavu-fonts-ttf package as
 * the only fonts, and the rules of fonts.conf beside this file. fontconfig takes paths here only
 * absolute, so the file is written, whole at once: tests in parallel may be starting a browser.
 */
function testFontconfig() {
  // Found only now: `npm test` loads this module before it installs the packages.
  const fonts = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json');
  const xml = (path) => path.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const file = join(fontCache, 'fonts.conf');
  mkdirSync(fontCache, { recursive: true });
  writeFileSync(
    `${file}.${process.pid}`,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      `  <dir>${xml(join(dirname(fonts), 'ttf'))}</dir>`,
      `  <cachedir>${xml(fontCache)}</cachedir>`,
      `  <include>${xml(join(here, 'fonts.conf'))}</include>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  renameSync(`${file}.${process.pid}`, file);
  return file;
}

/** How tests launch Chromium with Playwright: this binary, these flags, the shipped fonts only. */
export function chromiumLaunchOptions() {
  return {
    executablePath: assertChromium(),
    args: chromiumArgs,
    env: { ...process.env, FONTCONFIG_FILE: testFontconfig() },
  };
}
