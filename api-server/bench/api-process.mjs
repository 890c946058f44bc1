// The API under load runs in a process of its own, as deployed, so the load generator's work does
// not share (and slow) the server's event loop. Started by load.mjs with fork(); reports its URL.
// A database URL as third argument runs it on that PostgreSQL database, wiped and re-seeded. It
// logs as `npm run api` does, a JSON line per request, to a pipe the parent drains: writing the
// log is part of what a request costs.
// Asked 'cpu', it answers with its CPU time so far (process.cpuUsage(), threads included).
import { join } from 'node:path';

const [root, dataDir, databaseUrl] = process.argv.slice(2);
const { startApiServer } = await import(join(root, 'dist', 'index.mjs'));
const server = await startApiServer({
  port: 0,
  dataDir,
  databaseUrl: databaseUrl || undefined,
  reset: Boolean(databaseUrl),
  seed: true,
});
process.send?.({ url: server.url });
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});
process.on('disconnect', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
