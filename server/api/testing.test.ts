import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './testing';

/** A one-stream PDF as jsPDF writes it: the stream's bytes between `stream\n` and `\nendstream`. */
function pdfWith(content: Buffer): Uint8Array {
  const head = Buffer.from(
    `%PDF-1.3\n1 0 obj\n<</Length ${content.length}\n/Filter /FlateDecode>>\nstream\n`,
    'latin1',
  );
  return new Uint8Array(Buffer.concat([head, content, Buffer.from('\nendstream\nendobj\n%%EOF', 'latin1')]));
}

describe('pdfText', () => {
  it('reads a compressed stream whose last byte is a line break', () => {
    // Some texts deflate to bytes ending in CR or LF: found by trying, the same every run.
    const endings = [13, 10].map((last) => {
      for (let i = 0; ; i += 1) {
        const text = `OB20261129-${String(i).padStart(4, '0')}`;
        const bytes = deflateSync(Buffer.from(`BT (${text}) Tj ET`, 'latin1'));
        if (bytes.at(-1) === last) return { text, bytes };
      }
    });
    for (const { text, bytes } of endings) expect(pdfText(pdfWith(bytes))).toBe(text);
  });
});
