import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

/** A one-object PDF body with a compressed content stream, as PDFKit writes it. */
function pdfWithContent(content: string): Buffer {
  const data = deflateSync(Buffer.from(content, 'latin1'));
  return Buffer.concat([
    Buffer.from(`%PDF-1.3\n1 0 obj\n<<\n/Length ${data.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

describe('pdfText', () => {
  it('reads a content stream whose compressed bytes end in a carriage return (the CI flake of 2026-11-27)', () => {
    // Find a content whose deflated form ends in 0x0d: about one in 256 does.
    let content = '';
    for (let n = 0; n < 10_000; n++) {
      const candidate = `BT\n1 0 0 -1 72 700 Tm\n/F1 12 Tf\n[<${Buffer.from(`Order ${n}`, 'latin1').toString('hex')}>] TJ\nET`;
      if (deflateSync(Buffer.from(candidate, 'latin1')).at(-1) === 0x0d) {
        content = candidate;
        break;
      }
    }
    expect(content).not.toBe('');
    const order = /Order \d+/.exec(Buffer.from(/<([0-9a-f]+)>/.exec(content)![1]!, 'hex').toString('latin1'))![0];
    expect(pdfText(pdfWithContent(content))).toContain(order);
  });
});
