import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Metrics } from './registry.js';

export interface MetricsEndpoint {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` for Prometheus on a port of its own, apart from the API's: a load
 * balancer in front of the API never routes the public to it, and scrapes never count as requests.
 */
export async function serveMetrics(
  metrics: Metrics,
  host: string,
  port: number,
): Promise<MetricsEndpoint> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
