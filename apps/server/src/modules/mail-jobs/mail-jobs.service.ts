import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import type { MailMessage, Mailer } from '../../plugins/app/mail';
import type { JobContext, JobQueue, WorkOptions } from '../jobs';
import { deleteRows, moduleRetentionPlugin } from '../retention';
import { sentMails, type SentMailRow } from './mail-jobs.tables';

/** How long a mail's send record (its key in `sent_mails`) is kept (README "Retention"). */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails made and sent by the job queue, once per key (modules/mail-jobs, decision 050). */
    mailJobs: MailJobs;
  }
}

/** The one queue of every queued mail. */
export const MAIL_QUEUE = 'mail';

/**
 * How long a claim on a key lasts, and how long a mail job may run before the queue fails it: the
 * same figure, so that when a job's process died, the key is free again by the time the queue's
 * maintenance (every 10 s) retries the job. A send is bounded well below it (SMTP_TIMEOUTS).
 */
export const MAIL_LEASE_SECONDS = 60;

/**
 * The mail queue's retries: 12, the first after 10–20 s, each about twice the last (pg-boss's
 * exponential back-off with jitter): a mail server that is down for up to about half a day still
 * gets every mail once it is back.
 */
export const MAIL_QUEUE_OPTIONS: WorkOptions = {
  retryLimit: 12,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: MAIL_LEASE_SECONDS,
};

/** What a kind of mail needs to be made: the message (with any PDF) from the job's data; null when there is nothing to send any more. */
export type MailBuilder<T> = (data: T) => Promise<Omit<MailMessage, 'key'> | null>;

interface MailJobData {
  kind: string;
  key: string;
  data: object;
}

export interface MailJobs {
  /** Registers how a kind of mail is made (each module at start-up, before the workers start). */
  register<T extends object>(kind: string, build: MailBuilder<T>): void;
  /**
   * Writes the mail's job in the caller's transaction: it exists exactly when the caller's rows do.
   * `key` names the mail once and for all (`order-confirmation:<orderId>`): it is sent once.
   * Call `notify()` after the commit.
   */
  queue<T extends object>(tx: Db | Tx, kind: string, key: string, data: T): Promise<void>;
  /** Wakes this process's mail worker (after the transaction that queued a mail commits). */
  notify(): void;
  /** The send record of a key: undefined before its first try, then 'sending' or 'sent' with the number of sends. */
  record(key: string): Promise<SentMailRow | undefined>;
  /** Mails queued or being retried and not yet sent (every process's). */
  pending(): Promise<number>;
  /** Resolves once no mail job waits or runs (tests); throws after `timeoutMs`. */
  drain(timeoutMs?: number): Promise<void>;
  /**
   * Deletes send records older than SENT_MAIL_RETENTION_MS (by when sent, or claimed if never
   * sent): by then no job of theirs can run again (12 retries over about half a day). A dry run counts.
   */
  prune(now: Date, dryRun?: boolean): Promise<number>;
  /** The worker's step (exposed for tests): make and send one queued mail, at most once per key. */
  run(job: MailJobData, context?: Pick<JobContext, 'attempt' | 'attempts'>): Promise<'sent' | 'already sent' | 'nothing to send'>;
}

/** Another worker holds the key's claim: the job fails and is retried, and then finds the mail sent. */
export class MailBeingSentError extends Error {
  constructor(key: string) {
    super(`The mail ${key} is being sent by another worker.`);
    this.name = 'MailBeingSentError';
  }
}

/**
 * The queued mails (issue 22, decision 050). A mail is a job on the `mail` queue written in the
 * transaction of the rows it tells about (an order, a status change, a booking); the worker makes
 * the message (the invoice PDF, off the request's path) and sends it once per key:
 *
 * 1. a key already 'sent' is done (a retried or repeated job sends nothing);
 * 2. the message is made;
 * 3. the key is claimed ('sending', with a lease of MAIL_LEASE_SECONDS) — only when it has no row
 *    yet or its lease ran out (its worker died) — so two workers never send it at the same time;
 * 4. SMTP (or the outbox) takes it; a failure frees the claim and fails the job (retried with
 *    back-off);
 * 5. the key is marked 'sent'.
 *
 * Between 4 and 5 a crash can leave a sent mail unrecorded: it is then sent a second time after the
 * lease, with the same Message-ID (the key's), which the receiving side sees as one message, and in
 * the outbox it replaces its own file. That is the one window, a few milliseconds wide; SMTP offers
 * no way to close it.
 */
export function createMailJobs(deps: { db: Db; jobs: JobQueue; mail: Mailer; log?: FastifyBaseLogger }): MailJobs {
  const { db, jobs, log } = deps;
  const builders = new Map<string, MailBuilder<object>>();

  const record = async (key: string, tx: Db | Tx = db): Promise<SentMailRow | undefined> => (await tx.select().from(sentMails).where(eq(sentMails.key, key)))[0];

  const mailJobs: MailJobs = {
    register(kind, build) {
      if (builders.has(kind)) throw new Error(`Mail kind ${kind} is already registered`);
      builders.set(kind, build as MailBuilder<object>);
    },

    async queue(tx, kind, key, data) {
      if (!builders.has(kind)) throw new Error(`Mail kind ${kind} is not registered`);
      await jobs.send<MailJobData>(MAIL_QUEUE, { kind, key, data }, { tx });
    },

    notify() {
      jobs.notify(MAIL_QUEUE);
    },

    record,

    pending() {
      return jobs.pending(MAIL_QUEUE);
    },

    async drain(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await mailJobs.pending()) > 0) {
        if (Date.now() > deadline) throw new Error('Mails still queued after the time-out');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async prune(now, dryRun = false) {
      const before = new Date(now.getTime() - SENT_MAIL_RETENTION_MS);
      return deleteRows(db, sentMails, sql`coalesce(${sentMails.sentAt}, ${sentMails.createdAt}) <= ${before.toISOString()}::timestamptz`, dryRun);
    },

    async run({ kind, key, data }, context) {
      if ((await record(key))?.status === 'sent') return 'already sent';
      const build = builders.get(kind);
      if (!build) throw new Error(`No mail of kind ${kind} in this process`);
      const message = await build(data);
      if (!message) {
        log?.warn({ key }, 'queued mail has nothing to send (its record is gone)');
        return 'nothing to send';
      }

      const lease = sql`now() + make_interval(secs => ${MAIL_LEASE_SECONDS})`;
      const [claimed] = await db
        .insert(sentMails)
        .values({ key, status: 'sending', claimedUntil: lease })
        .onConflictDoUpdate({
          target: sentMails.key,
          set: { claimedUntil: lease, claims: sql`${sentMails.claims} + 1` },
          setWhere: and(eq(sentMails.status, 'sending'), lt(sentMails.claimedUntil, sql`now()`)),
        })
        .returning({ claims: sentMails.claims });
      if (!claimed) {
        if ((await record(key))?.status === 'sent') return 'already sent';
        throw new MailBeingSentError(key);
      }
      // A claim taken over from a worker that died: the mail may have gone out already (see above).
      if (claimed.claims > 1) log?.info({ key, claims: claimed.claims }, 'sending a queued mail again after an unfinished try');

      let messageId: string | undefined;
      try {
        messageId = await deps.mail.send({ ...message, key });
      } catch (err) {
        // Free the key for the retry at once.
        await db
          .update(sentMails)
          .set({ claimedUntil: sql`now()` })
          .where(and(eq(sentMails.key, key), eq(sentMails.status, 'sending')));
        const last = context ? context.attempt >= context.attempts : false;
        if (last) log?.error({ err, key, attempts: context?.attempts }, 'queued mail not sent; its retries are spent');
        throw err;
      }
      await db
        .update(sentMails)
        .set({ status: 'sent', sends: sql`${sentMails.sends} + 1`, sentAt: sql`now()`, messageId: messageId ?? null })
        .where(eq(sentMails.key, key));
      if (context && context.attempt > 1) log?.info({ key, attempt: context.attempt }, 'queued mail sent after a retry');
      return 'sent';
    },
  };
  return mailJobs;
}

export const mailJobsServicePlugin = fp(
  async (app) => {
    const mailJobs = createMailJobs({ db: app.db, jobs: app.jobs, mail: app.mail, log: app.log });
    app.decorate('mailJobs', mailJobs);
    await app.jobs.work<MailJobData>(MAIL_QUEUE, async (data, context) => void (await mailJobs.run(data, context)), MAIL_QUEUE_OPTIONS);
  },
  { name: 'mail-jobs-service', dependencies: ['db', 'mail', 'jobs'] },
);

/** Send records older than 30 days, deleted every day by a scheduled job (README "Retention"). */
export const mailJobsRetentionPlugin = moduleRetentionPlugin({
  name: 'mail-jobs-retention',
  dependencies: ['mail-jobs-service'],
  rules: (app) => [
    {
      name: 'sent-mails',
      what: 'send records of queued mails (sent_mails keys) older than 30 days',
      kinds: ['sentMails'],
      cron: '20 3 * * *',
      run: async ({ now, dryRun }) => ({ removed: { sentMails: await app.mailJobs.prune(now, dryRun) } }),
    },
  ],
});
