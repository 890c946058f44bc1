import { crc32 } from '#zlib';
import { PDFDocument } from 'pdf-lib';

/**
 * Whether `bytes` is a well-formed file of `type`, read through its own structure to its end
 * marker with nothing after it: a PNG's chunks with their checksums up to IEND, a JPEG's segments
 * up to EOI, a GIF's blocks up to its trailer, a WebP's RIFF chunks filling the file, a PDF parsed
 * as a document with pages and ending at its last `%%EOF`. A few magic bytes in front of something
 * else (HTML, a script, an executable) are refused.
 */
export async function isWellFormed(type: string, bytes: Buffer): Promise<boolean> {
  try {
    switch (type) {
      case 'image/png':
        return isPng(bytes);
      case 'image/jpeg':
        return isJpeg(bytes);
      case 'image/gif':
        return isGif(bytes);
      case 'image/webp':
        return isWebp(bytes);
      case 'application/pdf':
        return await isPdf(bytes);
      default:
        return false;
    }
  } catch {
    // A length field that points past the end reads out of range: not the claimed type.
    return false;
  }
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 8).equals(pngSignature)) return false;
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(data, crc32(type)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    const name = type.toString('latin1');
    if (first && (name !== 'IHDR' || length !== 13 || data.readUInt32BE(0) === 0)) return false;
    first = false;
    if (name === 'IEND') return end === bytes.length;
    at = end;
  }
  return false;
}

function isJpeg(bytes: Buffer): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  let frame = false;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return false;
    // Start of frame (not DHT, JPG or DAC, which share the range): the image has a size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      frame = bytes.readUInt16BE(at + 5) > 0 && bytes.readUInt16BE(at + 7) > 0;
    }
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the end-of-image marker, which must end the file.
      return (
        frame &&
        bytes.length >= at + 2 &&
        bytes[bytes.length - 2] === 0xff &&
        bytes[bytes.length - 1] === 0xd9
      );
    }
  }
  return false;
}

function isGif(bytes: Buffer): boolean {
  const header = bytes.subarray(0, 6).toString('latin1');
  if (header !== 'GIF87a' && header !== 'GIF89a') return false;
  if (bytes.readUInt16LE(6) === 0 || bytes.readUInt16LE(8) === 0) return false;
  const packed = bytes[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  const skipSubBlocks = () => {
    while (bytes[at] !== 0) {
      if (at >= bytes.length) throw new RangeError('past the end');
      at += bytes[at]! + 1;
    }
    at += 1;
  };
  let image = false;
  while (at < bytes.length) {
    const block = bytes[at]!;
    if (block === 0x3b) return image && at === bytes.length - 1;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      const local = bytes[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1;
      skipSubBlocks();
      image = true;
    } else {
      return false;
    }
  }
  return false;
}

function isWebp(bytes: Buffer): boolean {
  if (bytes.subarray(0, 4).toString('latin1') !== 'RIFF') return false;
  if (bytes.subarray(8, 12).toString('latin1') !== 'WEBP') return false;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let at = 12;
  let image = false;
  while (at + 8 <= bytes.length) {
    const name = bytes.subarray(at, at + 4).toString('latin1');
    const size = bytes.readUInt32LE(at + 4);
    if (['VP8 ', 'VP8L', 'VP8X'].includes(name)) image = true;
    at += 8 + size + (size % 2);
  }
  return image && at === bytes.length;
}

async function isPdf(bytes: Buffer): Promise<boolean> {
  if (!/^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString('latin1'))) return false;
  // Writers may add a line break or a little padding after the final end-of-file marker.
  if (!/%%EOF\s*$/.test(bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1')))
    return false;
  // A header and a trailer around anything else (an HTML page) have no catalog and no pages to
  // read. An encrypted document's structure is read all the same; its contents stay unread.
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  return document.getPageCount() > 0;
}
