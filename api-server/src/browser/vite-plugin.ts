// The demo world's data directory for the API's browser build, seeded once in Node when a Vite
// server is first asked for it or a build runs: a page that starts the API loads it in about a
// second instead of seeding for several (stories and page tests start it in every page). It is
// seeded on the demo day, so the page's API clock must show `demoInstant`.
// The page fetches it beside itself, as `demoWorldFileName` (./demo-world-file.ts).
// Built for Node with this package's browser stand-ins (build.mjs), so the stored password hashes
// are the ones the page checks.
import type { Plugin } from 'vite';
import { demoInstant } from '@hci/demo-world';
import { demoDataDir } from './demo-database.js';
import { demoWorldFileName as fileName } from './demo-world-file.js';

export function demoDataDirPlugin(): Plugin {
  let made: Promise<Uint8Array> | undefined;
  const bytes = () =>
    (made ??= demoDataDir({ now: () => Date.parse(demoInstant) }).then(
      async (dump) => new Uint8Array(await dump.arrayBuffer()),
    ));
  return {
    name: 'hci-demo-data-dir',
    configureServer(server) {
      server.middlewares.use(`${server.config.base}${fileName}`, (_request, response, next) => {
        bytes().then((body) => {
          response.setHeader('content-type', 'application/gzip');
          response.end(body);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await bytes() });
    },
  };
}
