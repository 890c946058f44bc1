// Node's Buffer, which the API's services and its PGlite adapter use, for its browser build. The
// `buffer` package predates the base64url encoding, which signed links and tokens use: it is
// written and read here as base64 with the URL-safe alphabet and no padding.
import { Buffer } from 'buffer';

const base64urlOf = (base64: string) =>
  base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const base64Of = (base64url: string) => base64url.replace(/-/g, '+').replace(/_/g, '/');

const toString = Buffer.prototype.toString;
Buffer.prototype.toString = function (this: Buffer, encoding?: string, ...range: number[]) {
  return encoding === 'base64url'
    ? base64urlOf(toString.call(this, 'base64', ...range))
    : toString.call(this, encoding as BufferEncoding, ...range);
};

const from = Buffer.from as (...args: unknown[]) => Buffer;
Buffer.from = ((value: unknown, encoding?: unknown, ...rest: unknown[]) =>
  typeof value === 'string' && encoding === 'base64url'
    ? from(base64Of(value), 'base64')
    : from(value, encoding, ...rest)) as typeof Buffer.from;

globalThis.Buffer ??= Buffer as unknown as typeof globalThis.Buffer;
