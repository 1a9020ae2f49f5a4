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

/** Intl writes amounts with no-break spaces: compared with plain ones. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A raw MIME message's text with its quoted-printable parts decoded (nodemailer's encoding of non-ASCII text). */
export function decodedMail(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
