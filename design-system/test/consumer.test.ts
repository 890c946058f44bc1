// The published package works outside this repository, for each React major its peer range
// promises: the tarball packed by the global setup (test/packPackage.ts) is installed into a fresh
// consumer (test/consumerApp.ts) with only the set-up the README documents, which then type
// checks under `bundler` and `nodenext` resolution with skipLibCheck off, passes its own Vitest
// test in jsdom, renders on a Node server through `import` and `require` alike, and builds with
// its own vanilla-extract plugin into an app that Chromium shows styled and re-themed through the
// public `--hci-*` custom properties. A CommonJS consumer on react-intl 7 passes its own Jest test
// in jsdom with no transform and requires every entry in Node.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { react19Versions } from '../../scripts/lib/react19.mjs';
import { darkTokens, lightTokens, mixColours } from '../src/tokens/tokens';
import {
  writeConsumer,
  writeJestConsumer,
  writeReadmeBlocks,
  writeThemingFiles,
  type ConsumerVersions,
  type JestConsumerVersions,
} from './consumerApp';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(packageDir, '..');

/** The version this repository runs, so a consumer's install comes from the npm cache. */
function installedVersion(name: string): string {
  const manifest = JSON.parse(
    readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

const tools = {
  ...Object.fromEntries(
    [
      'react-intl',
      'typescript',
      'vite',
      'vitest',
      '@vitejs/plugin-react',
      '@vanilla-extract/css',
      '@vanilla-extract/vite-plugin',
      '@testing-library/react',
      '@testing-library/dom',
    ].map((name) => [name, installedVersion(name)]),
  ),
  // Not a dependency of this repository (its tests run in real Chromium).
  jsdom: '29.1.1',
};

const consumers: Record<string, ConsumerVersions> = {
  'React 18.3': {
    react: installedVersion('react'),
    'react-dom': installedVersion('react-dom'),
    '@types/react': installedVersion('@types/react'),
    '@types/react-dom': installedVersion('@types/react-dom'),
    tools,
  },
  'React 19': { ...react19Versions, tools },
};

// The last react-intl major that ships CommonJS (8 and later are ES modules only), which a Jest
// project that runs CommonJS installs; and Jest itself, which this repository does not use.
const jestConsumer: JestConsumerVersions = {
  dependencies: {
    react: installedVersion('react'),
    'react-dom': installedVersion('react-dom'),
    'react-intl': '7.1.14',
  },
  devDependencies: {
    jest: '30.5.2',
    'jest-environment-jsdom': '30.5.2',
    '@testing-library/react': installedVersion('@testing-library/react'),
    '@testing-library/dom': installedVersion('@testing-library/dom'),
  },
};

/** Runs a command in the consumer; a failure carries everything the command printed. */
function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CI: 'true' },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, {
      cause: error,
    });
  }
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

function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) =>
    Number.parseInt(hex.slice(start, start + 2), 16),
  );
  return `rgb(${red}, ${green}, ${blue})`;
}

/** Opens `path` of a folder served on loopback in a fresh Chromium page, then closes it all. */
async function inChromium(
  root: string,
  path: string,
  options: BrowserContextOptions & { storage?: Record<string, string> },
  check: (page: Page) => Promise<void>,
) {
  const server = await serve(root);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const { storage = {}, ...contextOptions } = options;
    const context = await browser.newContext(contextOptions);
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    await check(page);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Whether a computed colour (`rgb(…)` or `color(srgb …)`) is `hex`, within a rounding. */
function isColour(computed: string, hex: string): boolean {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)/.exec(computed);
  const rgbMatch = /^rgba?\((\d+), (\d+), (\d+)/.exec(computed);
  const shown = srgb
    ? srgb.slice(1, 4).map((channel) => Number(channel) * 255)
    : (rgbMatch?.slice(1, 4).map(Number) ?? []);
  const expected = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return (
    shown.length === 3 &&
    expected.every((channel, index) => Math.abs(channel - (shown[index] ?? 0)) < 1)
  );
}

const computed = (
  page: Page,
  name: string,
  property: 'backgroundColor' | 'borderRadius' | 'fontFamily' | 'minHeight',
) =>
  page
    .getByRole('button', { name, exact: true })
    .evaluate((element, key) => getComputedStyle(element)[key], property);

test('the tarball holds every exported file, built, and no sources', () => {
  const listing = run('tar', ['-tzf', inject('tarball')], packageDir)
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ''));
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string | Record<string, string>>;
  };
  const exported = Object.values(manifest.exports).flatMap((target) =>
    typeof target === 'string'
      ? [target]
      : Object.entries(target)
          .filter(([condition]) => condition !== 'hci-source')
          .map(([, path]) => path),
  );
  for (const path of exported) expect(listing, path).toContain(path.replace(/^\.\//, ''));
  expect(listing).toEqual(
    expect.arrayContaining(['README.md', 'CHANGELOG.md', 'LICENSE.md', 'dist/noStyles.js']),
  );
  expect(listing.filter((path) => path.startsWith('src/'))).toEqual([]);
  expect(listing.filter((path) => path.endsWith('.css.js'))).toEqual([]);
  // Source maps, their sources inside them, for the ES and the CommonJS builds.
  expect(listing).toEqual(
    expect.arrayContaining(['dist/Button/Button.js.map', 'dist/cjs/index.cjs.map']),
  );
  const { sourcesContent } = JSON.parse(
    run('tar', ['-xzOf', inject('tarball'), 'package/dist/Button/Button.js.map'], packageDir),
  ) as { sourcesContent: string[] };
  expect(sourcesContent.join('')).toContain('export const Button');
});

test('the packed manifest names no unshipped sources and says which Node it needs', () => {
  const packed = JSON.parse(
    run('tar', ['-xzOf', inject('tarball'), 'package/package.json'], packageDir),
  ) as { exports: object; engines?: { node?: string } };
  expect(JSON.stringify(packed.exports)).not.toContain('hci-source');
  expect(packed.engines?.node).toBe('>=20.19');
  // The repository's own workspaces still resolve the sources.
  expect(readFileSync(join(packageDir, 'package.json'), 'utf8')).toContain('hci-source');
});

test('components start with "use client"; rules, formatters and tokens do not', () => {
  const file = (path: string) =>
    run('tar', ['-xzOf', inject('tarball'), `package/dist/${path}`], packageDir);
  expect(file('Button/Button.js')).toMatch(/^'use client';\n/);
  expect(file('i18n/I18nProvider.js')).toMatch(/^'use client';\n/);
  for (const path of ['formatters/money.js', 'validation/src/rules.js', 'tokens/index.js']) {
    expect(file(path), path).not.toContain('use client');
  }
});

describe.each(Object.keys(consumers))('a consumer on %s', (name) => {
  const appDir = mkdtempSync(join(tmpdir(), 'hci-design-system-consumer-'));
  const bin = (tool: string) => join(appDir, 'node_modules', '.bin', tool);
  let server: Server | undefined;
  let browser: Browser | undefined;
  let readmeBlocks = 0;

  beforeAll(() => {
    writeConsumer(appDir, inject('tarball'), consumers[name] as ConsumerVersions);
    writeThemingFiles(appDir);
    readmeBlocks = writeReadmeBlocks(appDir, readFileSync(join(packageDir, 'README.md'), 'utf8'));
    run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      appDir,
    );
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    if (server) await new Promise((resolve) => server?.close(resolve));
    rmSync(appDir, { recursive: true, force: true });
  });

  test('installs the React it names', () => {
    const { version } = JSON.parse(
      readFileSync(join(appDir, 'node_modules', 'react', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(version).toBe(consumers[name]?.react);
  });

  // With the README's blocks among its modules, a type check of the consumer takes close to a
  // minute on a busy two-core machine.
  const typeCheckTimeout = 180_000;

  test(
    'type checks with bundler resolution and skipLibCheck off',
    () => {
      run(bin('tsc'), ['-p', 'tsconfig.json'], appDir);
    },
    typeCheckTimeout,
  );

  test(
    'type checks with nodenext resolution and skipLibCheck off',
    () => {
      run(bin('tsc'), ['-p', 'tsconfig.nodenext.json'], appDir);
    },
    typeCheckTimeout,
  );

  test('passes its own Vitest test in jsdom with no set-up file', () => {
    const output = run(bin('vitest'), ['run', '--reporter=verbose'], appDir);
    expect(output).toMatch(/a press on Save shows a toast/);
    expect(output).toMatch(/1 passed/);
  });

  test('renders on a Node server with no loader', () => {
    const html = run('node', ['ssr.mjs'], appDir);
    expect(html).toMatch(/<button[^>]*class="[^"]+"[^>]*>.*Save/);
    expect(html).toContain('Start date');
  });

  test('renders the same HTML through require as through import', () => {
    const imported = run('node', ['ssr.mjs'], appDir);
    expect(run('node', ['ssr.cjs'], appDir)).toBe(imported);
  });

  test('builds with its own vanilla-extract plugin and renders styled in Chromium', async () => {
    run(bin('vite'), ['build', '--logLevel', 'warn'], appDir);
    const dist = join(appDir, 'dist');
    // Tree-shaking holds: the code of a component the app never imports is not in its bundle
    // (its message ids are, in the catalogues the app loads: those chunks are left out here).
    const code = readdirSync(join(dist, 'assets')).filter(
      (file) => file.endsWith('.js') && !/^(en-US|es)-/.test(file),
    );
    expect(code.length).toBeGreaterThan(0);
    const withAppShell = code.filter((file) =>
      readFileSync(join(dist, 'assets', file), 'utf8').includes('ds.appShell.skipLink'),
    );
    expect(withAppShell).toEqual([]);

    server = await serve(dist);
    browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);

    const background = (locator: ReturnType<typeof page.getByRole>) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    const save = page.getByRole('button', { name: 'Save' });
    await save.waitFor();
    expect(await background(save)).toBe(rgb(lightTokens.color.surface.brand));
    expect(
      await save.evaluate((element) => ({
        color: getComputedStyle(element).color,
        minHeight: getComputedStyle(element).minHeight,
      })),
    ).toEqual({ color: rgb(lightTokens.color.text.onBrand), minHeight: '44px' });
    // Re-themed by the consumer through the public custom property.
    expect(await background(page.getByRole('button', { name: 'Rebranded' }))).toBe(
      'rgb(18, 52, 86)',
    );
    // The consumer's own vanilla-extract class, built from the package's tokens.
    expect(await background(page.getByTestId('banner'))).toBe(rgb(lightTokens.color.surface.brand));
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('$1,234.50');

    const date = page.getByRole('textbox', { name: 'Start date' });
    await date.pressSequentially('12252026');
    expect(await date.inputValue()).toBe('12-25-2026');
    // The Spanish catalogue, loaded by the consumer, with the bundled validation rules' messages.
    await page.getByRole('button', { name: 'Mostrar contraseña' }).waitFor();
    await page.getByText('Este campo es obligatorio').waitFor();

    await save.click();
    await page.getByText('Saved').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
  // The README's TypeScript and TSX blocks are modules of the consumer (src/readme), which both
  // type checks above compile with the installed package: an example that stops compiling fails.
  test("the README's code blocks are among what it type checks", () => {
    expect(readmeBlocks).toBeGreaterThanOrEqual(4);
    expect(readdirSync(join(appDir, 'src/readme'))).toHaveLength(readmeBlocks);
  });

  test('a server page, as the README writes it, is styled without JavaScript', async () => {
    run('node', ['ssr-page.mjs'], appDir);
    const root = join(appDir, 'ssr');
    // No script at all: the linked tokens.css themes the bare root, style.css the components.
    await inChromium(root, '/', { javaScriptEnabled: false }, async (page) => {
      expect(await computed(page, 'Save', 'backgroundColor')).toBe(
        rgb(lightTokens.color.surface.brand),
      );
      expect(await computed(page, 'Save', 'minHeight')).toBe('44px');
    });
    // The inlined before-paint script alone (no app) applies the stored choice.
    await inChromium(root, '/', { storage: { 'hci.theme': 'dark' } }, async (page) => {
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      expect(await computed(page, 'Save', 'backgroundColor')).toBe(
        rgb(darkTokens.color.surface.brand),
      );
    });
  });

  test('is re-themed at :root, on a part of the page, on hover and in a dialog', async () => {
    run(bin('vite'), ['build', '--config', 'vite.theming.config.ts', '--logLevel', 'warn'], appDir);
    await inChromium(join(appDir, 'dist-theming'), '/theming.html', {}, async (page) => {
      await page.getByRole('button', { name: 'Partner', exact: true }).waitFor();
      // The consumer's :root rule wins over the theme on the same element.
      expect(await computed(page, 'Standard', 'borderRadius')).toBe('0px');
      expect(await computed(page, 'Standard', 'fontFamily')).toBe('Georgia, serif');
      expect(await computed(page, 'Standard', 'backgroundColor')).toBe(
        rgb(lightTokens.color.surface.brand),
      );
      // The partner's brand, at rest and hovered: the hover is derived from it.
      const partnerBrand = '#7a1f5c';
      expect(await computed(page, 'Partner', 'backgroundColor')).toBe(rgb(partnerBrand));
      await page.getByRole('button', { name: 'Partner', exact: true }).hover();
      const partnerHover = mixColours(partnerBrand, lightTokens.color.text.primary, 25);
      await expect
        .poll(async () =>
          isColour(await computed(page, 'Partner', 'backgroundColor'), partnerHover),
        )
        .toBe(true);
      await page.getByRole('button', { name: 'Standard', exact: true }).hover();
      await expect
        .poll(async () =>
          isColour(
            await computed(page, 'Standard', 'backgroundColor'),
            lightTokens.color.surface.brandHover,
          ),
        )
        .toBe(true);
      // A dialog opened from the partner's part carries its tokens.
      await page.getByRole('button', { name: 'Partner details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Partner dialog' });
      await dialog.waitFor();
      // The surface it shows: its own background or the nearest one painted behind it.
      const shown = await dialog.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const background = getComputedStyle(node).backgroundColor;
          if (background !== 'rgba(0, 0, 0, 0)') return background;
        }
        return '';
      });
      expect(shown).toBe(rgb('#fdf0f8'));
      expect(await computed(page, 'Partner action', 'backgroundColor')).toBe(rgb(partnerBrand));
    });
  });
});

describe('a CommonJS consumer that tests with Jest, on react-intl 7', () => {
  const appDir = mkdtempSync(join(tmpdir(), 'hci-design-system-jest-consumer-'));

  beforeAll(() => {
    writeJestConsumer(appDir, inject('tarball'), jestConsumer);
    run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
      appDir,
    );
  }, 300_000);

  afterAll(() => rmSync(appDir, { recursive: true, force: true }));

  test('passes its own Jest test in jsdom with no transform and no module mapping', () => {
    const output = run(
      join(appDir, 'node_modules', '.bin', 'jest'),
      ['--ci', '--verbose', '--json', '--outputFile=jest.json'],
      appDir,
    );
    const report = JSON.parse(readFileSync(join(appDir, 'jest.json'), 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    expect(report, output).toMatchObject({ numPassedTests: 1, numFailedTests: 0 });
  });

  test('requires every entry of the package in Node', () => {
    const result = JSON.parse(run('node', ['entries.cjs'], appDir)) as Record<string, string>;
    expect(result.html).toMatch(/<button[^>]*class="[^"]+"[^>]*>.*Guardar/);
    expect(result.html).toContain('aria-label="Procesando"');
    expect(result).toMatchObject({
      money: '$12.50',
      brand: 'var(--hci-color-surface-brand)',
      required: 'function',
      phone: '+34612345678',
    });
  });
});
