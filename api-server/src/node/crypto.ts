// Node's crypto, as `#crypto` (a browser build gets src/browser/node-crypto.ts instead).
export { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
