import type { Context } from 'hono';
import { isLoopbackAddress, isLoopbackHost, socketAddress } from '../http/client-address.js';

/** Headers a proxy adds: through one, even a proxy on this machine, the caller is not local. */
const proxyHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

/**
 * Whether this request may read the development mailbox (which hands out reset links, so
 * account takeovers): only a program on this machine, talking to the API directly. The socket's
 * peer must be loopback (no header can say so); the Host must name loopback, so a web page
 * whose own name was rebound to 127.0.0.1 is refused; and no Origin may be sent, which browsers
 * send on every cross-origin fetch, so no web page reads it at all. Requests made in-process
 * (tests) cross no network.
 */
export function mayReadDevMailbox(c: Context): boolean {
  const peer = socketAddress(c);
  if (peer !== undefined && !isLoopbackAddress(peer)) return false;
  const host = c.req.header('host');
  if (host !== undefined && !isLoopbackHost(host)) return false;
  if (c.req.header('origin') !== undefined) return false;
  return proxyHeaders.every((name) => c.req.header(name) === undefined);
}
