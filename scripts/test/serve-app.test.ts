import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contentSecurityPolicy, matchesRoute, pageLocale, serveApp } from '../lib/serve-app.mjs';

const config = { apiBaseUrl: 'http://127.0.0.1:4010', mediaBaseUrl: 'http://media.test:9000' };
let dir: string;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hci-serve-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body></body></html>',
  );
  await writeFile(join(dir, 'assets', 'main-abc123.js'), 'console.log("hello");'.repeat(50));
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(join(dir, '.vite'));
  await writeFile(
    join(dir, '.vite', 'route-preloads.json'),
    JSON.stringify({
      routes: [
        {
          path: '/login',
          js: ['assets/Login-1.js', 'assets/common-2.js'],
          css: ['assets/Login-3.css'],
        },
        { path: '/verify/:code', js: ['assets/Verify-4.js'], css: [] },
      ],
      addresses: ['/', '/login', '/verify', '/verify/:code', '/settings/profile', '/enroll/:step?'],
    }),
  );
  await mkdir(join(dir, 'prerendered', 'en-US'), { recursive: true });
  await mkdir(join(dir, 'prerendered', 'es'), { recursive: true });
  for (const [locale, heading] of [
    ['en-US', 'Sign in'],
    ['es', 'Inicia sesión'],
  ] as const)
    await writeFile(
      join(dir, 'prerendered', locale, 'get-started.html'),
      `<!doctype html><html lang="${locale}"><head><title>${heading}</title></head><body><div id="root"><h1>${heading}</h1></div></body></html>`,
    );
  await writeFile(
    join(dir, '.vite', 'prerendered.json'),
    JSON.stringify({
      pages: [
        {
          path: '/get-started',
          params: { reason: false },
          files: {
            'en-US': 'prerendered/en-US/get-started.html',
            es: 'prerendered/es/get-started.html',
          },
        },
      ],
    }),
  );
  server = await serveApp({ root: dir, config });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('serveApp', () => {
  test('client-side routes fall back to index.html with security headers', async () => {
    const response = await fetch(`${server.url}/settings/profile?tab=1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>App</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toBe(contentSecurityPolicy(config, nonce));
  });

  test('every page gets a fresh style nonce for React Aria, in a meta tag', async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await fetch(`${server.url}/`);
        const html = await response.text();
        const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)?.[1];
        expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("a route's page names its chunks, so they download alongside the entry", async () => {
    const login = await (await fetch(`${server.url}/login?action=%2Finbox`)).text();
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/Login-1.js">');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/common-2.js">');
    expect(login).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/Login-3.css">',
    );
    expect(login.indexOf('Login-1.js')).toBeLessThan(login.indexOf('</head>'));
    const verify = await (await fetch(`${server.url}/verify/abc123`)).text();
    expect(verify).toContain('href="/assets/Verify-4.js"');
    expect(verify).not.toContain('Login-1.js');
    for (const path of ['/', '/verify', '/login/more']) {
      expect(await (await fetch(`${server.url}${path}`)).text()).not.toContain('modulepreload');
    }
  });

  test('a prerendered page comes with its content, in the language of the visitor', async () => {
    const page = async (headers: Record<string, string>) => {
      const response = await fetch(`${server.url}/get-started`, { headers });
      return { html: await response.text(), vary: response.headers.get('vary') };
    };
    const english = await page({ 'Accept-Language': 'fr-FR, en;q=0.5' });
    expect(english.html).toContain('<h1>Sign in</h1>');
    expect(english.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect((await page({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' })).html).toContain(
      '<h1>Inicia sesión</h1>',
    );
    // The stored choice, mirrored in a cookie, wins over the browser's languages.
    const chosen = await page({ 'Accept-Language': 'es', Cookie: 'other=1; hci.language=en-US' });
    expect(chosen.html).toContain('<h1>Sign in</h1>');
    // The page gets the same style nonce as any other.
    const policy = (await fetch(`${server.url}/get-started`)).headers.get(
      'content-security-policy',
    );
    expect(policy).toMatch(/'nonce-[^']+'/);
    expect(english.html).toContain('<meta property="csp-nonce" nonce="');
    expect(english.html).not.toContain('__CSP_NONCE__');
  });

  test('a prerendered page is not sent to a request whose query would change its content', async () => {
    const response = await fetch(`${server.url}/get-started?reason=sessionExpired`);
    const html = await response.text();
    expect(html).toContain('<title>App</title>');
    expect(html).not.toContain('<h1>');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    // Other parameters leave the content as it was rendered.
    expect(await (await fetch(`${server.url}/get-started?action=%2Fhome`)).text()).toContain(
      '<h1>Sign in</h1>',
    );
  });

  test('hashed assets are cached for a year and compressed', async () => {
    const response = await fetch(`${server.url}/assets/main-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
      // Node's fetch decodes gzip itself; read the raw bytes to prove compression happened.
      decompress: false,
    } as RequestInit);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await response.arrayBuffer());
    const raw = body[0] === 0x1f ? gunzipSync(body).toString() : body.toString();
    expect(raw.startsWith('console.log')).toBe(true);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  test('serves the run-time configuration uncached', async () => {
    const response = await fetch(`${server.url}/config.json`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(config);
  });

  test('an address the app has no route for answers 404, with the app to show its not-found page', async () => {
    const unknown = await fetch(`${server.url}/no/such/page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>App</title>');
    expect(unknown.headers.get('content-security-policy')).toMatch(/'nonce-/);
    for (const path of ['/', '/login/', '/enroll', '/enroll/course', '/get-started']) {
      expect([path, (await fetch(`${server.url}${path}`)).status]).toEqual([path, 200]);
    }
  });

  test('a missing file is a 404, not the app', async () => {
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
  });

  test('paths cannot escape the app folder', async () => {
    const response = await fetch(`${server.url}/..%2f..%2f..%2f..%2fetc%2fhostname.txt`);
    expect(response.status).toBe(404);
    const upward = await fetch(`${server.url}/..%2f..%2f..%2f..%2fetc%2fpasswd`);
    expect(await upward.text()).not.toMatch(/root:/);
  });

  test('a CSP report is taken up to a few kilobytes, and a longer body refused', async () => {
    const reports: unknown[] = [];
    const reporting = await serveApp({ root: dir, config, onCspViolation: (r) => reports.push(r) });
    try {
      const send = (body: string) =>
        fetch(`${reporting.url}/__csp-report`, { method: 'POST', body });
      expect((await send('{"csp-report":{"violated-directive":"script-src"}}')).status).toBe(204);
      expect(reports).toEqual([{ 'csp-report': { 'violated-directive': 'script-src' } }]);
      expect((await send(`{"x":"${'a'.repeat(64 * 1024)}"}`)).status).toBe(413);
      expect(reports).toHaveLength(1);
    } finally {
      await reporting.close();
    }
  });

  test('only GET and HEAD are served', async () => {
    expect((await fetch(`${server.url}/`, { method: 'DELETE' })).status).toBe(405);
  });
});

describe('matchesRoute', () => {
  test.each([
    ['/login', '/login', true],
    ['/login', '/login/', false],
    ['/verify-email-address/:code', '/verify-email-address/x1', true],
    ['/verify-email-address/:code', '/verify-email-address/', false],
    ['/', '/', true],
    ['/', '/faq', false],
    ['/enroll/:step?', '/enroll', true],
    ['/enroll/:step?', '/enroll/course', true],
    ['/enroll/:step?', '/enroll/course/more', false],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(matchesRoute(pattern, path)).toBe(expected);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(config);
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  test('scripts only from the app itself, never inline or eval', () => {
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(config, 'abc')).toContain("style-src 'self' 'nonce-abc'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
  });

  test('connections only to the app, the API and the media host', () => {
    expect(directive('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4010',
      'http://media.test:9000',
    ]);
  });

  test('the app cannot be framed', () => {
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('pageLocale', () => {
  test.each([
    [{}, 'en-US'],
    [{ 'accept-language': 'es' }, 'es'],
    [{ 'accept-language': 'es-AR, en;q=0.9' }, 'es'],
    [{ 'accept-language': 'en;q=0.4, es;q=0.8' }, 'es'],
    [{ 'accept-language': 'de-DE, fr;q=0.9' }, 'en-US'],
    [{ 'accept-language': 'es;q=0, en' }, 'en-US'],
    [{ 'accept-language': 'es', cookie: 'hci.language=en-US' }, 'en-US'],
    [{ 'accept-language': 'en', cookie: 'hci.language=es; theme=dark' }, 'es'],
    [{ 'accept-language': 'es', cookie: 'hci.language=fr' }, 'es'],
  ])('%o reads %s', (headers, locale) => {
    expect(pageLocale(headers)).toBe(locale);
  });
});
