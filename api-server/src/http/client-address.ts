import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The peer of the request's socket; undefined for requests made in-process (tests). */
export function socketAddress(c: Context): string | undefined {
  try {
    return unmapped(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return undefined;
  }
}

/**
 * The address the request came from. `trustedProxies` is how many proxies in front of the API
 * each append the address they were called from to X-Forwarded-For: the client is the entry that
 * many hops back from the socket's peer. Anything further left was written by the client itself,
 * and with no trusted proxy the header is ignored altogether, as anyone can send it.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  const peer = socketAddress(c) ?? 'local';
  if (trustedProxies === 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer];
  const client = chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
  return isIP(client) ? unmapped(client) : peer;
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string): boolean {
  const plain = unmapped(address);
  return (isIP(plain) === 4 && plain.startsWith('127.')) || plain === '::1';
}

/** A loopback address or `localhost`, as API_HOST or a Host header (with its port) names it. */
export function isLoopbackHost(host: string): boolean {
  const name = host.startsWith('[')
    ? host.slice(1, host.indexOf(']'))
    : isIP(host) === 6
      ? host
      : host.replace(/:\d*$/, '');
  return name.toLowerCase() === 'localhost' || isLoopbackAddress(name);
}

const unmapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Four decimal parts of 0 to 255, with no leading zero (which some parsers read as octal). */
const ipv4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** 4 or 6 for an IP address of that version, else 0 (as Node's `net.isIP`, in a browser too). */
export function isIP(text: string): 0 | 4 | 6 {
  if (ipv4.test(text)) return 4;
  if (!text.includes(':') || /[^0-9a-f:.]/i.test(text)) return 0;
  // The URL parser accepts an IPv6 host in brackets only when it is a well-formed address.
  try {
    new URL(`http://[${text}]/`);
    return 6;
  } catch {
    return 0;
  }
}
