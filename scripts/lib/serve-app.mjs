// Serves a built app: static files with history-mode fallback, compression, long cache on hashed
// assets, the run-time /config.json, and strict security headers. The session lives in
// localStorage, so the Content-Security-Policy is what keeps an injected script from stealing it.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { prerenderedFile, prerenderedLocales } from './prerendered-file.mjs';
import { routePreloadsFile } from './route-preloads-file.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

const origin = (url) => new URL(url).origin;
const maxCspReportBytes = 8 * 1024;

/**
 * The Content-Security-Policy for an app talking to the API and media hosts of its config.
 * React Aria injects two tiny <style> elements (touch-action for pressables, overscroll in modals);
 * it tags them with the nonce of `<meta property="csp-nonce">`, which each page response carries.
 */
export function contentSecurityPolicy(config, styleNonce) {
  const remote = [...new Set([config.apiBaseUrl, config.mediaBaseUrl, config.analyticsUrl])]
    .filter(Boolean)
    .map(origin);
  const hosts = remote.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    `img-src 'self' data: blob: ${hosts}`,
    `media-src 'self' blob: ${hosts}`,
    "font-src 'self'",
    `connect-src 'self' ${hosts}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "worker-src 'self'",
    'report-uri /__csp-report',
  ].join('; ');
}

export function securityHeaders(config, styleNonce) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, styleNonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * Whether a URL path matches a route pattern such as `/verify-email-address/:code`; a last
 * parameter marked optional (`/enroll/:step?`) may be left out.
 */
export function matchesRoute(pattern, pathname) {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  const last = expected.at(-1) ?? '';
  if (last.startsWith(':') && last.endsWith('?') && actual.length === expected.length - 1)
    return matchesRoute(expected.slice(0, -1).join('/') || '/', pathname);
  return (
    expected.length === actual.length &&
    expected.every((part, index) =>
      part.startsWith(':') ? actual[index] !== '' : part === actual[index],
    )
  );
}

/**
 * The page for a path: index.html naming the files of the route's page (from the build's route
 * preloads), so that they download alongside the entry. Styles are preloaded, not applied: the
 * page's chunk applies them when it runs, so they do not hold up the first paint.
 */
function pageFor(indexHtml, routes) {
  const pages = new Map();
  return (pathname) => {
    const route = routes.find((candidate) => matchesRoute(candidate.path, pathname));
    if (!route) return indexHtml;
    let page = pages.get(route.path);
    if (!page) {
      const links = [
        ...route.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ...route.css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ];
      page = indexHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      pages.set(route.path, page);
    }
    return page;
  };
}

// The cookie the apps keep the chosen language in (design-system/src/i18n/localeStore.ts).
const localeCookie = /(?:^|;\s*)hci\.language=([^;]*)/;

/**
 * The language of a prerendered page, as the app will choose it: the stored choice (mirrored in a
 * cookie), else the first of the browser's languages the product speaks by primary tag, else
 * English.
 */
export function pageLocale(headers) {
  const chosen = localeCookie.exec(headers.cookie ?? '')?.[1];
  if (prerenderedLocales.includes(chosen)) return chosen;
  const preferred = (headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.split('-')[0], quality: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter(({ primary, quality }) => primary && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of preferred) {
    const locale = prerenderedLocales.find((candidate) => candidate.split('-')[0] === primary);
    if (locale) return locale;
  }
  return prerenderedLocales[0];
}

function encodingFor(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * @param {{ root: string, config: object, port?: number, host?: string,
 *           onCspViolation?: (report: unknown) => void, quiet?: boolean }} options
 */
export async function serveApp({ root, config, port = 0, host = '127.0.0.1', onCspViolation }) {
  const rootDir = resolve(root);
  const withNonce = (html) =>
    html.replace('<head>', '<head>\n    <meta property="csp-nonce" nonce="__CSP_NONCE__" />');
  const indexHtml = withNonce(await readFile(join(rootDir, 'index.html'), 'utf8'));
  // A public page's document in each language, with its content (none before a build that
  // prerenders).
  const { pages: prerenderedPages } = await readFile(join(rootDir, prerenderedFile), 'utf8').then(
    JSON.parse,
    () => ({ pages: [] }),
  );
  const prerendered = new Map();
  for (const { path, params = {}, files } of prerenderedPages) {
    const byLocale = {};
    for (const [locale, file] of Object.entries(files))
      byLocale[locale] = withNonce(await readFile(join(rootDir, file), 'utf8'));
    prerendered.set(path, { params, byLocale });
  }
  // The prerendered page fits a request with the query parameters it was rendered with or without.
  const prerenderedFor = (url) => {
    const page = prerendered.get(url.pathname);
    const fits =
      page &&
      Object.entries(page.params).every(
        ([name, present]) => url.searchParams.has(name) === present,
      );
    return fits ? page.byLocale : undefined;
  };
  const { routes, addresses } = await readFile(join(rootDir, routePreloadsFile), 'utf8').then(
    JSON.parse,
    () => ({
      routes: [],
    }),
  );
  // An address the app has no route for is its not-found page, answered as one (404), so that
  // crawlers and link checkers see it is gone. A build that names no addresses is taken at its
  // word for every path. The app's router takes a path with a trailing slash as the same route.
  const isAddress = (pathname) => {
    if (!addresses) return true;
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    return prerendered.has(path) || addresses.some((pattern) => matchesRoute(pattern, path));
  };
  const page = pageFor(indexHtml, routes);
  const configJson = Buffer.from(JSON.stringify(config));
  const headers = securityHeaders(config);
  const compressed = new Map();

  function compress(key, body, encoding) {
    const cacheKey = `${encoding}:${key}`;
    let out = compressed.get(cacheKey);
    if (!out) {
      out =
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(body, { level: 9 });
      compressed.set(cacheKey, out);
    }
    return out;
  }

  function send(req, res, status, body, type, cacheControl, key) {
    const encoding = key ? encodingFor(req.headers['accept-encoding']) : null;
    const payload = encoding ? compress(key, body, encoding) : body;
    res.writeHead(status, {
      ...headers,
      'Content-Type': type,
      'Cache-Control': cacheControl,
      'Content-Length': payload.length,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://app');
      if (req.method === 'POST' && url.pathname === '/__csp-report') {
        // A browser's report is well under a kilobyte; anything longer is not one.
        const chunks = [];
        let size = 0;
        for await (const chunk of req) {
          size += chunk.length;
          if (size > maxCspReportBytes) {
            res.writeHead(413, { Connection: 'close' }).end();
            req.destroy();
            return;
          }
          chunks.push(chunk);
        }
        const text = Buffer.concat(chunks).toString('utf8');
        let report;
        try {
          report = JSON.parse(text);
        } catch {
          report = text;
        }
        onCspViolation?.(report);
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end();
        return;
      }
      if (url.pathname === '/config.json') {
        send(req, res, 200, configJson, types['.json'], 'no-store', null);
        return;
      }
      const path = normalize(decodeURIComponent(url.pathname));
      const file = join(rootDir, path);
      if (file !== rootDir && !file.startsWith(rootDir + sep)) {
        res.writeHead(400, headers).end();
        return;
      }
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const ext = extname(file);
        const type = types[ext] ?? 'application/octet-stream';
        const cache = path.startsWith(`${sep}assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache';
        if (compressible.has(ext)) {
          send(req, res, 200, await readFile(file), type, cache, file);
        } else {
          res.writeHead(200, {
            ...headers,
            'Content-Type': type,
            'Cache-Control': cache,
            'Content-Length': info.size,
          });
          if (req.method === 'HEAD') res.end();
          else createReadStream(file).pipe(res);
        }
        return;
      }
      // A missing file with an extension is a real 404; any other path is a client-side route.
      if (extname(path)) {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      // A fresh nonce per page; the page is small, so it is compressed per response, not cached.
      const nonce = randomBytes(16).toString('base64');
      const prerenderedPage = prerenderedFor(url);
      const document = prerenderedPage?.[pageLocale(req.headers)] ?? page(url.pathname);
      const html = Buffer.from(document.replace('__CSP_NONCE__', nonce));
      const encoding = encodingFor(req.headers['accept-encoding']);
      const payload =
        encoding === 'br' ? brotliCompressSync(html) : encoding ? gzipSync(html) : html;
      res.writeHead(isAddress(url.pathname) ? 200 : 404, {
        ...securityHeaders(config, nonce),
        'Content-Type': types['.html'],
        'Cache-Control': 'no-cache',
        'Content-Length': payload.length,
        Vary: prerenderedPage ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : payload);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, headers);
      res.end();
    }
  });

  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolveListen);
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
