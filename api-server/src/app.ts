import { Hono } from 'hono';
import { cors } from 'hono/cors';

export interface AppOptions {
  /** Origins of the apps allowed to call the API from a browser. */
  allowedOrigins: string[];
}

export function createApp({ allowedOrigins }: AppOptions) {
  const app = new Hono();
  app.use('*', cors({ origin: allowedOrigins, credentials: false, maxAge: 600 }));
  app.get('/health', (c) => c.json({ content: { status: 'ok' } }));
  app.notFound((c) => c.json({ key: 'notFound', status: 404, message: 'Not found' }, 404));
  return app;
}
