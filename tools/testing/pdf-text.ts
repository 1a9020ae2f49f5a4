import { inflateSync } from 'node:zlib';

/**
 * The text of a PDFKit document: its content streams (inflated when compressed), with the
 * hex-encoded strings of the `TJ` operators decoded. Enough to find the order id and the total.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let out = '';
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const bytes = Buffer.from(m[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const t of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      out += [...t[1]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join('');
      out += '\n';
    }
  }
  return out;
}
