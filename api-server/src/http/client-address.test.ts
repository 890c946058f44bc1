import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { clientAddress, isIP, isLoopbackHost } from './client-address.js';

/** The client address the API sees behind `proxies` trusted proxies, the peer being 10.0.0.1. */
async function seen(proxies: number, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, proxies)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const peer = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
  return (await app.request('/', { headers }, peer)).text();
}

describe('client address', () => {
  test('without a trusted proxy, X-Forwarded-For is ignored', async () => {
    expect(await seen(0, '198.51.100.7')).toBe('10.0.0.1');
  });

  test('behind one proxy, the entry it appended; what the client wrote before is ignored', async () => {
    expect(await seen(1, '198.51.100.7')).toBe('198.51.100.7');
    expect(await seen(1, '127.0.0.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await seen(1)).toBe('10.0.0.1');
  });

  test('behind two proxies, two hops back; a short chain gives its first entry', async () => {
    expect(await seen(2, '203.0.113.1, 198.51.100.7, 192.0.2.5')).toBe('198.51.100.7');
    expect(await seen(2, '198.51.100.7')).toBe('198.51.100.7');
  });

  test('an entry that is not an address falls back to the peer; mapped IPv4 is plain IPv4', async () => {
    expect(await seen(1, 'not-an-address')).toBe('10.0.0.1');
    expect(await seen(1, '::ffff:198.51.100.7')).toBe('198.51.100.7');
  });
});

test('loopback hosts, with or without their port', () => {
  for (const host of ['127.0.0.1', '127.0.0.1:4010', 'localhost:4010', '[::1]:4010', '::1']) {
    expect(isLoopbackHost(host), host).toBe(true);
  }
  for (const host of [
    '0.0.0.0',
    '::',
    '192.0.2.1:4010',
    'rebound.example:4010',
    'localhost.evil',
  ]) {
    expect(isLoopbackHost(host), host).toBe(false);
  }
});

test('IP addresses as Node reads them, without Node', async () => {
  const { isIP: nodeIsIP } = await import('node:net');
  for (const text of [
    '198.51.100.7',
    '0.0.0.0',
    '255.255.255.255',
    '256.1.1.1',
    '01.2.3.4',
    '1.2.3',
    '0x7f.0.0.1',
    '::',
    '::1',
    '2001:db8::8a2e:370:7334',
    '::ffff:198.51.100.7',
    '2001:db8:::1',
    '1:2:3:4:5:6:7:8:9',
    'fe80::1]/x[',
    'localhost',
    '',
  ]) {
    expect(isIP(text), text).toBe(nodeIsIP(text));
  }
});
