import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { Logger } from '../log.js';
import { exposedHeaders } from '../http/cors.js';

/** A request line longer than this is refused as a too-long URL rather than too-large headers. */
const longestRequestLine = 8 * 1024;

type ClientError = Error & { code?: string; rawPacket?: Buffer };

/**
 * Answers what Node refuses before any route runs. A request line and headers over Node's limit
 * (16 KB) would get a bare 431 without CORS headers, which a web app cannot even read; it gets the
 * shared error body instead: 414 when the URL is what is too long, 431 otherwise, with a request
 * id and, for an app's origin, CORS headers. Other parse errors keep Node's bare answers.
 */
export function answerClientErrors(allowedOrigins: readonly string[], log: Logger) {
  const allowed = new Set(allowedOrigins);
  return (error: ClientError, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    if (error.code !== 'HPE_HEADER_OVERFLOW') {
      const status =
        error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
      return;
    }
    const head = error.rawPacket?.toString('latin1') ?? '';
    const lineEnd = head.indexOf('\r\n');
    const uriTooLong = lineEnd === -1 || lineEnd > longestRequestLine;
    const [status, reason, message] = uriTooLong
      ? [414, 'URI Too Long', 'The URL is too long']
      : [431, 'Request Header Fields Too Large', 'The request headers are too large'];
    const requestId = randomUUID();
    const body = JSON.stringify({ key: 'badRequest', status, message });
    const origin = /\r\norigin:[ \t]*([^\r\n]*)/i.exec(head)?.[1]?.trim();
    const headers = [
      `HTTP/1.1 ${status} ${reason}`,
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      `x-request-id: ${requestId}`,
      'x-content-type-options: nosniff',
      ...(origin && allowed.has(origin) ? [`access-control-allow-origin: ${origin}`] : []),
      `access-control-expose-headers: ${exposedHeaders.join(',')}`,
      'vary: Origin',
      'connection: close',
    ];
    log.info('request refused before routing', { requestId, status });
    socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
  };
}
