// The published package works outside this repository: `npm pack`, install the tarball into a
// plain Vite + React app in a temporary folder (no vanilla-extract plugin, none of our config),
// build it, open it in Chromium and check that a Button renders with its styles.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { react19Versions } from '../../scripts/lib/react19.mjs';
import { lightTokens } from '../src/tokens/tokens';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { import: string; types: string }>;
};
const repoRoot = join(packageDir, '..');
const appDir = mkdtempSync(join(tmpdir(), 'hci-design-system-consumer-'));

/** The versions this repo runs, so the install comes from the npm cache. */
function installedVersion(name: string): string {
  const manifest = JSON.parse(
    readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

/** React as the run asks: the repository's own, or React 19 in the run on that major. */
function reactVersion(name: 'react' | 'react-dom'): string {
  return process.env.HCI_REACT_19 ? (react19Versions[name] as string) : installedVersion(name);
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_audit: 'false' },
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let server: Server;
let browser: Browser;
let tarball: string;

beforeAll(() => {
  const packed = JSON.parse(
    run('npm', ['pack', '--json', '--pack-destination', appDir], packageDir),
  ) as [{ filename: string; files: { path: string }[] }];
  tarball = join(appDir, packed[0].filename);
  const files = packed[0].files.map((file) => file.path);
  expect(files).toEqual(
    expect.arrayContaining(['dist/index.js', 'dist/index.d.ts', 'dist/style.css', 'README.md']),
  );
  // Every subpath the package exports is in the tarball, code and types.
  const exported = Object.values(packageJson.exports).flatMap((target) =>
    typeof target === 'string' ? [target] : [target.import, target.types],
  );
  for (const path of exported) expect(files, path).toContain(path.replace(/^\.\//, ''));
  expect(files.filter((file) => file.startsWith('src/'))).toEqual([]);

  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({
      name: 'design-system-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@hci/design-system': `file:${tarball}`,
        react: reactVersion('react'),
        'react-dom': reactVersion('react-dom'),
        'react-intl': installedVersion('react-intl'),
      },
      devDependencies: {
        vite: installedVersion('vite'),
        '@vitejs/plugin-react': installedVersion('@vitejs/plugin-react'),
      },
    }),
  );
  writeFileSync(
    join(appDir, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    join(appDir, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  mkdirSync(join(appDir, 'src'));
  writeFileSync(
    join(appDir, 'src', 'main.jsx'),
    [
      "import { createRoot } from 'react-dom/client';",
      "import { IntlProvider } from 'react-intl';",
      "import { Button, ThemeProvider } from '@hci/design-system';",
      "createRoot(document.getElementById('root')).render(",
      '  <IntlProvider locale="en-US" defaultLocale="en-US">',
      '    <ThemeProvider theme="light"><Button>Save</Button></ThemeProvider>',
      '  </IntlProvider>,',
      ');',
    ].join('\n'),
  );
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    appDir,
  );
  run(join(appDir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], appDir);
}, 300_000);

beforeAll(async () => {
  server = await serve(join(appDir, 'dist'));
  browser = await chromium.launch(chromiumLaunchOptions());
});

afterAll(async () => {
  await browser?.close();
  if (server) await new Promise((resolve) => server.close(resolve));
  rmSync(appDir, { recursive: true, force: true });
});

function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) =>
    Number.parseInt(hex.slice(start, start + 2), 16),
  );
  return `rgb(${red}, ${green}, ${blue})`;
}

test('a plain Vite app renders the installed Button with its styles', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { port } = server.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${port}/`);
  const button = page.getByRole('button', { name: 'Save' });
  await button.waitFor();
  const style = await button.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      background: computed.backgroundColor,
      color: computed.color,
      minHeight: computed.minHeight,
    };
  });
  expect(style).toEqual({
    background: rgb(lightTokens.color.surface.brand),
    color: rgb(lightTokens.color.text.onBrand),
    minHeight: '44px',
  });
  expect(errors).toEqual([]);
  await page.close();
});

test("the consumer's bundle holds the Button but no other component", () => {
  const assets = join(appDir, 'dist', 'assets');
  const js = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  expect(js).toContain('ds.button.pending');
  expect(js).not.toContain('ds.toast.close');
  expect(js).not.toContain('ds.appShell.skipLink');
});
