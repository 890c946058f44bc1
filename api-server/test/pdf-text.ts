import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text a PDF draws, page by page, its lines joined by spaces: pdf-lib writes each line as one
 * hex string in the standard fonts' WinAnsi encoding, read back here through the same table.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref as never);
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of source.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
        lines.push(fromWinAnsi(Buffer.from(hex!, 'hex')));
    }
  }
  return lines.join(' ');
}

/**
 * WinAnsi is Latin-1 but for 0x80–0x9F, which hold typographic marks (’, “, ”, –, €); the unused
 * codes of that range read as U+FFFD.
 */
const typographic = '€�‚ƒ„…†‡ˆ‰Š‹Œ�Ž��‘’“”•–—˜™š›œ�žŸ';

function fromWinAnsi(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) =>
    byte >= 0x80 && byte < 0xa0 ? typographic[byte - 0x80]! : String.fromCharCode(byte),
  ).join('');
}
