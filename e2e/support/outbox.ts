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
