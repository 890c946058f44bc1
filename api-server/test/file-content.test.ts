import { describe, expect, test } from 'vitest';
import { isWellFormed } from '../src/files/file-content.js';
import { gif, jpeg, pdf, png, webp } from './fixtures.js';

const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const samples: [string, Buffer][] = [
  ['image/png', png()],
  ['image/jpeg', jpeg()],
  ['image/gif', gif()],
  ['image/webp', webp()],
  ['application/pdf', pdf('Agreement', ['An agreement'])],
];

describe('uploads are the type they claim', () => {
  test.each(samples)('a real %s passes', async (type, bytes) => {
    expect(await isWellFormed(type, bytes)).toBe(true);
  });

  test.each(samples)('%s with HTML after it is refused', async (type, bytes) => {
    expect(await isWellFormed(type, Buffer.concat([bytes, html]))).toBe(false);
  });

  test.each(samples)('%s cut short is refused', async (type, bytes) => {
    expect(await isWellFormed(type, bytes.subarray(0, Math.floor(bytes.length * 0.6)))).toBe(false);
  });

  test.each(samples)('the first bytes of %s followed by HTML are refused', async (type, bytes) => {
    expect(await isWellFormed(type, Buffer.concat([bytes.subarray(0, 16), html]))).toBe(false);
  });

  test('one type is not another', async () => {
    expect(await isWellFormed('image/png', jpeg())).toBe(false);
    expect(await isWellFormed('image/gif', png())).toBe(false);
    expect(await isWellFormed('image/svg+xml', png())).toBe(false);
  });

  test('HTML between a PDF header and an end-of-file marker is refused', async () => {
    const disguised = Buffer.concat([Buffer.from('%PDF-1.7\n'), html, Buffer.from('\n%%EOF\n')]);
    expect(await isWellFormed('application/pdf', disguised)).toBe(false);
  });

  test('a PNG whose data was altered fails its checksum', async () => {
    const altered = Buffer.from(png());
    altered[40] = altered[40]! ^ 0xff;
    expect(await isWellFormed('image/png', altered)).toBe(false);
  });
});
