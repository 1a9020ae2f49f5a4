/** Helpers for the orders tests: reading an invoice PDF (shared with e2e) and a mail's attachments. */
export { pdfText } from '../../../../../tools/testing/pdf-text';

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
