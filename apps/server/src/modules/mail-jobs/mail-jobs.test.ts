import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../plugins/app/mail';
import { buildTestApp, testDbKind } from '../../test/build-test-app';
import { createMailJobs } from './mail-jobs.service';
import { sentMails } from './mail-jobs.tables';

/**
 * The idempotent send (decision 050) with a mailer that counts what it is given: a key is sent
 * once whatever runs its job again, a claim whose worker died is taken over, a live claim is
 * waited for, and a failed send frees the key for the retry.
 */
describe(`queued mails, sent once per key, on ${testDbKind()}`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** A mail-jobs service on the app's database and queue, with a mailer that records every message. */
  function counting(options: { fail?: () => boolean; slowMs?: number } = {}) {
    const sent: MailMessage[] = [];
    const mailJobs = createMailJobs({
      db: app.db,
      jobs: app.jobs,
      mail: {
        async send(message) {
          if (options.slowMs) await new Promise((resolve) => setTimeout(resolve, options.slowMs));
          if (options.fail?.()) throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
          sent.push(message);
          return `<${message.key}@test>`;
        },
      },
    });
    let built = 0;
    mailJobs.register<{ n: number }>('test-note', ({ n }) => {
      built++;
      return Promise.resolve({ to: 'maya@example.com', subject: `Note ${n}`, text: `Note ${n}` });
    });
    return { mailJobs, sent, builtCount: () => built };
  }
  const job = (key: string, n = 1) => ({ kind: 'test-note', key, data: { n } });

  it('sends a key once: a second run finds it sent and makes nothing', async () => {
    const { mailJobs, sent, builtCount } = counting();
    expect(await mailJobs.run(job('t:once'))).toBe('sent');
    expect(await mailJobs.run(job('t:once'))).toBe('already sent');
    expect(sent.map((m) => [m.key, m.subject])).toEqual([['t:once', 'Note 1']]);
    expect(builtCount()).toBe(1);
    expect(await mailJobs.record('t:once')).toMatchObject({ status: 'sent', sends: 1, claims: 1, messageId: '<t:once@test>' });
  });

  it('two runs of one key at the same time send it once (the second waits for the first claim)', async () => {
    const { mailJobs, sent } = counting({ slowMs: 100 });
    const outcomes = await Promise.allSettled([mailJobs.run(job('t:twins')), mailJobs.run(job('t:twins'))]);
    expect(sent).toHaveLength(1);
    const results = outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).name));
    expect(results.sort()).toEqual(expect.arrayContaining(['sent']));
    expect(results.filter((r) => r !== 'sent').every((r) => r === 'already sent' || r === 'MailBeingSentError')).toBe(true);
    expect(await mailJobs.record('t:twins')).toMatchObject({ status: 'sent', sends: 1 });
  });

  it('takes over a claim whose lease ran out (its worker died between the claim and the record)', async () => {
    const { mailJobs, sent } = counting();
    await app.db.insert(sentMails).values({ key: 't:dead', status: 'sending', claimedUntil: sql`now() - interval '1 second'` });
    expect(await mailJobs.run(job('t:dead'))).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(await mailJobs.record('t:dead')).toMatchObject({ status: 'sent', sends: 1, claims: 2 });
  });

  it('leaves a live claim alone: the job fails, to be retried once the other worker is done', async () => {
    const { mailJobs, sent } = counting();
    await app.db.insert(sentMails).values({ key: 't:live', status: 'sending', claimedUntil: sql`now() + interval '1 minute'` });
    await expect(mailJobs.run(job('t:live'))).rejects.toMatchObject({ name: 'MailBeingSentError' });
    expect(sent).toHaveLength(0);
    // The other worker records its send: the retry finds the mail sent.
    await app.db.update(sentMails).set({ status: 'sent', sends: 1 }).where(eq(sentMails.key, 't:live'));
    expect(await mailJobs.run(job('t:live'))).toBe('already sent');
    expect(sent).toHaveLength(0);
  });

  it('frees the key when the send fails, so the retry sends at once', async () => {
    let failures = 1;
    const { mailJobs, sent } = counting({ fail: () => failures-- > 0 });
    await expect(mailJobs.run(job('t:retry'))).rejects.toThrow('ECONNREFUSED');
    expect(await mailJobs.record('t:retry')).toMatchObject({ status: 'sending', sends: 0 });
    expect(await mailJobs.run(job('t:retry'))).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(await mailJobs.record('t:retry')).toMatchObject({ status: 'sent', sends: 1, claims: 2 });
  });

  it('queues a mail only with the transaction that names it', async () => {
    const { mailJobs } = counting();
    const before = await mailJobs.pending();
    await expect(
      app.db.transaction(async (tx) => {
        await mailJobs.queue(tx, 'test-note', 't:rolled-back', { n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await mailJobs.pending()).toBe(before);
    await expect(mailJobs.queue(app.db, 'no-such-kind', 't:x', {})).rejects.toThrow('not registered');
  });
});
