// The CRC-32 of Node's `zlib` (the checksum PNG chunks carry), for the API's browser build.

const table = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE) of `data`, continuing from `value` as Node's zlib.crc32 does. */
export function crc32(data: string | Uint8Array, value = 0): number {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  let crc = ~value >>> 0;
  for (const byte of bytes) crc = table[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}
