import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { readConfig } from './config.js';

const config = readConfig();
const app = createApp(config);
const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  console.log(`API listening on http://${info.address}:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
