import fs from 'node:fs';
import path from 'node:path';

/**
 * The server under test has no SMTP_URL, so every mail is an .eml file in <DATA_DIR>/outbox
 * (playwright.config.ts gives the server E2E_DATA_DIR). Returns the newest code sent to `email`.
 */
export async function latestVerificationCode(email: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse() : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      const code = /Your verification code is (\d{4})\./.exec(raw)?.[1];
      if (code && raw.includes(`To: ${email}`)) return code;
    }
    if (Date.now() > deadline) throw new Error(`no verification code mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A mail's readable text: headers as written, quoted-printable bodies decoded (soft line breaks
 * joined, `=XX` bytes restored) and base64 text parts decoded, so a long line can be searched whole.
 */
export function readableMail(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
      }
      if (/Content-Transfer-Encoding:\s*base64/i.test(head) && /Content-Type:\s*text\//i.test(head)) {
        return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      }
      return part;
    })
    .join('\n');
}

/** Waits for a mail in the outbox whose readable text satisfies `matches`, and answers that text. */
export async function waitForMail(matches: (text: string) => boolean, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const text = readableMail(fs.readFileSync(path.join(outbox, file), 'utf8'));
      if (matches(text)) return text;
    }
    if (Date.now() > deadline) throw new Error('no such mail in the outbox');
    await new Promise((r) => setTimeout(r, 200));
  }
}
