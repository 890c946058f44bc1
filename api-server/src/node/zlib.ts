// Node's CRC-32, as `#zlib` (a browser build gets src/browser/node-zlib.ts instead).
export { crc32 } from 'node:zlib';
