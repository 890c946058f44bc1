// Serves the built Storybook as the designers open it: plain files, on loopback only.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  // PGlite, under the reference API that page stories run, compiles its WebAssembly as it streams in.
  '.wasm': 'application/wasm',
};

export interface StaticSite {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves `root` on 127.0.0.1 at a port the system picks. Not the apps' server
 * (scripts/lib/serve-app.mjs): its Content-Security-Policy forbids the inline scripts Storybook's
 * pages start with.
 */
export async function serveStaticSite(root: string): Promise<StaticSite> {
  const rootDir = resolve(root);
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://site');
    const file = join(rootDir, normalize(decodeURIComponent(pathname)));
    const info = file.startsWith(rootDir + sep) ? await stat(file).catch(() => null) : null;
    if (!info?.isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': types[extname(file)] ?? 'application/octet-stream',
      'Content-Length': info.size,
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(0, '127.0.0.1', listening);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
