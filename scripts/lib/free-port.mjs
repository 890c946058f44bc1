// A port nothing listens on right now, on loopback: for servers that tests and checks start.
import { createServer } from 'node:net';

/**
 * Holds a free loopback port until `release` is called: a server started meanwhile on port 0 (the
 * API, whose allowed origins name this port) cannot be given it. Release it just before listening.
 * @returns {Promise<{ port: number, release: () => Promise<void> }>}
 */
export function reservePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        release: () => new Promise((done) => probe.close(() => done())),
      });
    });
  });
}

/** Asks the system for a free loopback port and releases it at once. */
export async function freePort() {
  const { port, release } = await reservePort();
  await release();
  return port;
}
