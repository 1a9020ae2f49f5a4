import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { isProcessAlive } from '../../lib/process-alive';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message (e.g. an order's invoice PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * The mail's one identity when it may be sent again (a queued mail retried after a crash,
   * modules/mail-jobs): its Message-ID is made from it, so a copy sent twice is the same message to
   * the receiving side, and in the outbox it is one file, `<key>.eml`, replaced rather than doubled.
   */
  key?: string;
}

export interface Mailer {
  /** Sends one message; resolves once the SMTP server (or the outbox folder) has it, with its Message-ID. */
  send(message: MailMessage): Promise<string | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** SMTP time-outs: a send that hangs fails within about a minute (and a queued mail is retried). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** A key as a file name and a Message-ID's left part: lower-case letters, digits and '-'. */
export function mailKeySlug(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
}

/** The outbox file of a keyed message (modules/mail-jobs): one per key. */
export function outboxFileOf(key: string): string {
  return `${mailKeySlug(key)}.eml`;
}

/**
 * Mail goes through nodemailer (docs/architecture.md#stack). With `SMTP_URL` it is delivered by SMTP; without it,
 * each message is written as an `.eml` file to `<DATA_DIR>/outbox/` and its subject is logged, so a
 * recovery code is really "sent" on a machine with no mail server and tests can read it. Files are
 * written under a temporary name and renamed, so a crash never leaves half a message there.
 */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const outbox = path.join(dataDir, 'outbox');
    const transport: Transporter = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    if (!smtpUrl) {
      await fs.mkdir(outbox, { recursive: true });
      await removePartialsOfDeadWriters(outbox);
    }

    const mailer: Mailer = {
      async send({ key, ...message }) {
        // A keyed message's Message-ID is fixed by its key: `<order-confirmation-…@wallart.studio>`.
        const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'wallart.studio';
        const messageId = key ? `<${mailKeySlug(key)}@${domain}>` : undefined;
        const info = (await transport.sendMail({ from: mailFrom, ...message, ...(messageId ? { messageId } : {}) })) as {
          message?: Buffer;
          messageId?: string;
        };
        if (smtpUrl) {
          app.log.info({ subject: message.subject, messageId: info.messageId, key }, 'mail sent');
          return info.messageId;
        }
        // Time first so the files sort by when they were written; random suffix avoids clashes. A
        // keyed message is one file named by its key.
        const name = key ? outboxFileOf(key) : `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
        const file = path.join(outbox, name);
        // The writer's pid in the name: a process killed mid-write leaves this file, and the next start removes it.
        const partial = path.join(outbox, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
        await fs.writeFile(partial, info.message ?? Buffer.alloc(0), { mode: 0o600 });
        await fs.rename(partial, file);
        app.log.info({ subject: message.subject, file, key }, 'mail written to outbox');
        return info.messageId;
      },
    };
    app.decorate('mail', mailer);
    app.addHook('onClose', () => transport.close());
  },
  { name: 'mail' },
);

/** A partial outbox file: `.<name>.<writer pid>.<random>.tmp`. */
const PARTIAL_FILE = /^\..+\.(\d+)\.[0-9a-f]+\.tmp$/;

const isRunning = (pid: number) => pid === process.pid || isProcessAlive(pid);

/**
 * Removes the partial files of writers that no longer run: a process killed mid-write (SIGKILL, a
 * crash) leaves its temporary file; the message itself is sent again by its job (decision 051).
 * Files of processes still running — another process of a cluster on the same DATA_DIR — are left.
 */
export async function removePartialsOfDeadWriters(outbox: string): Promise<void> {
  for (const name of await fs.readdir(outbox)) {
    const writer = PARTIAL_FILE.exec(name)?.[1];
    if (writer && !isRunning(Number(writer))) await fs.rm(path.join(outbox, name), { force: true });
  }
}

/**
 * Reads the outbox (newest last, by the time each file was written); for tests and for operators
 * without SMTP. A queued mail (modules/mail-jobs) is the file `outboxFileOf(key)`, e.g.
 * `order-confirmation-<orderId>.eml`.
 */
export async function readOutbox(dataDir: string): Promise<{ file: string; raw: string }[]> {
  const outbox = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml') && !f.startsWith('.'));
  const files = await Promise.all(
    names.map(async (file) => {
      const full = path.join(outbox, file);
      const [stat, raw] = await Promise.all([fs.stat(full), fs.readFile(full, 'utf8')]);
      return { file, raw, at: stat.mtimeMs };
    }),
  );
  return files.sort((a, b) => a.at - b.at || (a.file < b.file ? -1 : 1)).map(({ file, raw }) => ({ file, raw }));
}
