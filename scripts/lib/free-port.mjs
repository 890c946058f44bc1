// A port nothing listens on right now, on loopback: for servers that tests and checks start.
import { createServer } from 'node:net';

/** Asks the system for a free loopback port and releases it at once. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
