import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message (e.g. an order's invoice PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Sends one message; resolves once the SMTP server (or the outbox folder) has it. */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/**
 * Mail goes through nodemailer (DESIGN §1). With `SMTP_URL` it is delivered by SMTP; without it,
 * each message is written as an `.eml` file to `<DATA_DIR>/outbox/` and its subject is logged, so a
 * recovery code is really "sent" on a machine with no mail server and tests can read it.
 */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const outbox = path.join(dataDir, 'outbox');
    const transport: Transporter = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    if (!smtpUrl) await fs.mkdir(outbox, { recursive: true });

    const mailer: Mailer = {
      async send(message) {
        const info = (await transport.sendMail({ from: mailFrom, ...message })) as { message?: Buffer; messageId?: string };
        if (smtpUrl) {
          app.log.info({ subject: message.subject, messageId: info.messageId }, 'mail sent');
          return;
        }
        // Time first so the files sort by when they were written; random suffix avoids clashes.
        const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
        await fs.writeFile(file, info.message ?? Buffer.alloc(0), { mode: 0o600 });
        app.log.info({ subject: message.subject, file }, 'mail written to outbox');
      },
    };
    app.decorate('mail', mailer);
    app.addHook('onClose', () => transport.close());
  },
  { name: 'mail' },
);

/** Reads the outbox (newest last); for tests and for operators without SMTP. */
export async function readOutbox(dataDir: string): Promise<{ file: string; raw: string }[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => ({ file, raw: await fs.readFile(path.join(outbox, file), 'utf8') })));
}
