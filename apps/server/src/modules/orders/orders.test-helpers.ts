import { inflateSync } from 'node:zlib';

/** Helpers for the orders tests: reading an invoice PDF and a mail's attachments. */

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

/** The base64 attachments of a raw MIME message (as nodemailer writes it), by content type. */
export function mailAttachments(raw: string): { contentType: string; filename: string | null; content: Buffer }[] {
  const out: { contentType: string; filename: string | null; content: Buffer }[] = [];
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    if (!/Content-Transfer-Encoding:\s*base64/i.test(head)) continue;
    const type = /Content-Type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
    const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? null;
    const base64 = body.join('\n').split(/\r?\n--/)[0]!.replace(/\s+/g, '');
    out.push({ contentType: type, filename, content: Buffer.from(base64, 'base64') });
  }
  return out;
}
