import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '@wallart/shared';
import { newObjectId } from '../../lib/object-id';
import { createStorage } from '../../plugins/app/storage';
import { buildAuthTestApp } from '../auth/auth.test-helpers';
import { artworkLine, cardToken, checkout, checkoutBody, fillCart, shopper, type Shopper } from '../checkout/checkout.test-helpers';
import { keyOfUrl, uploadedImage } from '../images/images.test-helpers';
import { printFiles } from '../print-files';
import { seriesValue } from '../../test/metrics-text';
import { retentionQueue } from '.';

/**
 * Retention (README "Retention", decision 064): each rule is run on rows and files aged past its
 * limit, first as a dry run (nothing may go), then for real; what is younger stays.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const METRICS_TOKEN = 'retention-test-metrics-token';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildAuthTestApp({ env: { METRICS_TOKEN } }));
});
afterAll(async () => {
  await app?.close();
});

async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await app.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function countOf(query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(query);
  return Number(row?.n ?? 0);
}

async function metricsText(): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function paidOrder(who: Shopper): Promise<CheckoutResponse['order']> {
  await fillCart(app, who, [await artworkLine(app, who)]);
  const { token } = await cardToken(app, who);
  const res = await checkout(app, who, checkoutBody(who, token), randomUUID());
  expect(res.statusCode).toBe(201);
  return res.json<CheckoutResponse>().order;
}

describe('retention rules on scheduled jobs', () => {
  it('schedules every rule on the job queue, and a rule’s job run by the worker removes what is past its time', async () => {
    const names = app.retention.rules().map((r) => r.name);
    expect(names.sort()).toEqual(['auth-rows', 'checkout-rows', 'guest-images', 'job-archive', 'orphan-files', 'print-files', 'sent-mails']);
    const schedules = await app.jobs.schedules();
    for (const rule of app.retention.rules()) {
      expect(schedules).toContainEqual({ queue: retentionQueue(rule.name), cron: rule.cron });
    }

    const key = `retention-test:${randomUUID()}`;
    await rowsOf(sql`insert into sent_mails (key, status, claimed_until, sends, created_at, sent_at)
      values (${key}, 'sent', now(), 1, ${ago(31 * DAY_MS)}, ${ago(31 * DAY_MS)})`);
    // What pg-boss's schedule sends at the rule's hour: the job, worked by this process.
    await app.jobs.send(retentionQueue('sent-mails'), {});
    const deadline = Date.now() + 20_000;
    while ((await countOf(sql`select count(*) as n from sent_mails where key = ${key}`)) > 0) {
      if (Date.now() > deadline) throw new Error('the scheduled rule did not run');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it('every known rule and kind is in the metrics at 0 before anything was removed', async () => {
    const text = await metricsText();
    for (const rule of app.retention.rules()) {
      for (const kind of rule.kinds) expect(seriesValue(text, 'wallart_retention_removed_total', { rule: rule.name, kind }), `${rule.name} ${kind}`).toBeDefined();
    }
  });
});

describe('sent_mails keys: 30 days', () => {
  it('deletes send records older than 30 days (sent, or claimed and never sent), keeps younger ones; a dry run deletes nothing', async () => {
    const old = `retention-old:${randomUUID()}`;
    const oldClaim = `retention-old-claim:${randomUUID()}`;
    const young = `retention-young:${randomUUID()}`;
    await rowsOf(sql`insert into sent_mails (key, status, claimed_until, sends, created_at, sent_at) values
      (${old}, 'sent', now(), 1, ${ago(31 * DAY_MS)}, ${ago(31 * DAY_MS)}),
      (${oldClaim}, 'sending', now(), 0, ${ago(31 * DAY_MS)}, null),
      (${young}, 'sent', now(), 1, ${ago(31 * DAY_MS)}, ${ago(29 * DAY_MS)})`);
    const ours = sql`select count(*) as n from sent_mails where key in (${old}, ${oldClaim}, ${young})`;

    const dry = await app.retention.run('sent-mails', { dryRun: true });
    expect(dry.removed.sentMails).toBeGreaterThanOrEqual(2);
    expect(await countOf(ours)).toBe(3);

    const real = await app.retention.run('sent-mails');
    expect(real.removed.sentMails).toBe(dry.removed.sentMails);
    expect((await rowsOf<{ key: string }>(sql`select key from sent_mails where key in (${old}, ${oldClaim}, ${young})`)).map((r) => r.key)).toEqual([young]);
  });
});

describe('sessions, tokens, idempotency keys and guest images on the same jobs', () => {
  it('removes an expired session, an hour-old payment token, a day-old answered key and a week-old guest image; the dry run first removes none', async () => {
    const who = await shopper(app);
    const sessionId = `retention-${randomUUID()}`;
    await rowsOf(sql`insert into sessions (id, user_id, expires_at) values (${sessionId}, ${who.id}, ${ago(1000)})`);
    const { token } = await cardToken(app, who);
    await rowsOf(sql`update payment_methods set expires_at = ${ago(1000)} where token = ${token}`);
    const idemKey = randomUUID();
    await rowsOf(sql`insert into idempotency_keys (user_id, key, request_hash, response_status, created_at)
      values (${who.id}, ${idemKey}, 'h', 201, ${ago(DAY_MS + 60_000)})`);
    const guestImage = await uploadedImage(app);
    await rowsOf(sql`update images set created_at = ${ago(8 * DAY_MS)} where id = ${guestImage._id}`);

    const present = async () => ({
      session: await countOf(sql`select count(*) as n from sessions where id = ${sessionId}`),
      token: await countOf(sql`select count(*) as n from payment_methods where token = ${token}`),
      key: await countOf(sql`select count(*) as n from idempotency_keys where key = ${idemKey}`),
      image: (await app.inject({ method: 'GET', url: guestImage.url })).statusCode,
    });
    expect(await present()).toEqual({ session: 1, token: 1, key: 1, image: 200 });

    for (const name of ['auth-rows', 'checkout-rows', 'guest-images']) {
      const report = await app.retention.run(name, { dryRun: true });
      expect(Object.values(report.removed).some((n) => n > 0), name).toBe(true);
    }
    expect(await present()).toEqual({ session: 1, token: 1, key: 1, image: 200 });

    const auth = await app.retention.run('auth-rows');
    const checkoutRows = await app.retention.run('checkout-rows');
    const guests = await app.retention.run('guest-images');
    expect(auth.removed.sessions).toBeGreaterThanOrEqual(1);
    expect(checkoutRows.removed).toMatchObject({ paymentTokens: expect.any(Number), idempotencyKeys: expect.any(Number) });
    expect(guests.removed.guestImages).toBeGreaterThanOrEqual(1);
    expect(await present()).toEqual({ session: 0, token: 0, key: 0, image: 404 });
  });
});

describe("pg-boss's finished jobs: its own retention settings", () => {
  it('archives a job completed over a day ago and deletes it from the archive a week later; a dry run only counts', async () => {
    const queue = 'retention-test-queue';
    await app.jobs.work(queue, () => {});
    const id = await app.jobs.send(queue, {});
    const deadline = Date.now() + 20_000;
    while ((await app.jobs.getJob(queue, id))?.state !== 'completed') {
      if (Date.now() > deadline) throw new Error('the job did not complete');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const schema = app.dbConnection.jobsSchema;
    const exec = (text: string, values: unknown[] = []) => app.dbConnection.executeSql(text, values);
    // One hour old: kept where it is.
    await exec(`update ${schema}.job set completed_on = now() - interval '1 hour' where id = $1`, [id]);
    await app.retention.run('job-archive');
    expect(await app.jobs.getJob(queue, id)).not.toBeNull();

    await exec(`update ${schema}.job set completed_on = now() - interval '25 hours' where id = $1`, [id]);
    const dry = await app.retention.run('job-archive', { dryRun: true });
    expect(dry.removed.archived).toBeGreaterThanOrEqual(1);
    expect(await app.jobs.getJob(queue, id)).not.toBeNull();

    await app.retention.run('job-archive');
    expect(await app.jobs.getJob(queue, id)).toBeNull();
    const inArchive = async () => Number((await exec(`select count(*)::int as n from ${schema}.archive where id = $1`, [id])).rows[0]?.n);
    expect(await inArchive()).toBe(1);

    await exec(`update ${schema}.archive set archived_on = now() - interval '8 days' where id = $1`, [id]);
    expect((await app.retention.run('job-archive', { dryRun: true })).removed.deleted).toBeGreaterThanOrEqual(1);
    expect(await inArchive()).toBe(1);
    await app.retention.run('job-archive');
    expect(await inArchive()).toBe(0);
  });
});

describe('print files: until the order is completed or cancelled, plus 90 days', () => {
  it('deletes the print file (record and file) of an order completed 91 days ago, keeps one completed 89 days ago and one still open', async () => {
    const store = createStorage(app.config, 'print-files');
    const who = await shopper(app);
    const orders = [await paidOrder(who), await paidOrder(who), await paidOrder(who)];
    const [oldClosed, recentClosed, open] = orders.map((o) => o._id);
    const close = async (orderId: string, status: 'completed' | 'cancelled', daysAgo: number) => {
      await rowsOf(sql`update orders set status = ${status} where id = ${orderId}`);
      await rowsOf(sql`insert into order_status_history (id, order_id, status, at) values (${newObjectId()}, ${orderId}, ${status}, ${ago(daysAgo * DAY_MS)})`);
    };
    await close(oldClosed!, 'cancelled', 91);
    await close(recentClosed!, 'completed', 89);
    const fileOf = new Map<string, { id: string; key: string }>();
    for (const orderId of [oldClosed!, recentClosed!, open!]) {
      const [line] = await rowsOf<{ id: string }>(sql`select id from order_lines where order_id = ${orderId}`);
      const key = await store.put(Buffer.from(`tiff of ${orderId}`), 'tif');
      const id = newObjectId();
      await app.db.insert(printFiles).values({
        id,
        orderId,
        orderLineId: line!.id,
        status: 'done',
        widthInches: 12,
        heightInches: 16,
        widthPx: 1800,
        heightPx: 2400,
        dpi: 150,
        source: 'vector',
        storageKey: key,
        sizeBytes: 10,
      });
      fileOf.set(orderId, { id, key });
    }
    const kept = async () =>
      Promise.all(
        [oldClosed!, recentClosed!, open!].map(async (orderId) => {
          const { id, key } = fileOf.get(orderId)!;
          const row = await countOf(sql`select count(*) as n from print_files where id = ${id}`);
          return { row, file: (await store.stat(key)) !== null };
        }),
      );
    const all = { row: 1, file: true };
    const dry = await app.retention.run('print-files', { dryRun: true });
    expect(dry.removed.printFiles).toBe(1);
    expect(await kept()).toEqual([all, all, all]);

    const real = await app.retention.run('print-files');
    expect(real.removed.printFiles).toBe(1);
    expect(await kept()).toEqual([{ row: 0, file: false }, all, all]);
  });
});

describe('orphan stored files: no row refers to them and older than 24 hours (local folders)', () => {
  it('sweeps old orphans from uploads and print-files, keeps young ones and referenced ones, and counts them in the metrics; a dry run lists them and deletes nothing', async () => {
    const uploads = app.storage;
    const prints = createStorage(app.config, 'print-files');
    const who = await shopper(app);
    const referenced = await uploadedImage(app, who.token);
    const oldOrphan = await uploads.put(Buffer.from('left by a dead upload'), 'webp');
    const youngOrphan = await uploads.put(Buffer.from('an upload in progress'), 'webp');
    const oldPrintOrphan = await prints.put(Buffer.from('a render whose record was lost'), 'tif');
    const age = (folder: string, key: string, ms: number) => {
      const when = new Date(Date.now() - ms);
      fs.utimesSync(path.join(app.config.dataDir, folder, key), when, when);
    };
    age('uploads', oldOrphan, DAY_MS + 60_000);
    age('uploads', youngOrphan, DAY_MS - 60 * 60_000);
    age('print-files', oldPrintOrphan, 2 * DAY_MS);
    for (const url of [referenced.url, referenced.previewUrl, referenced.thumbnailUrl]) age('uploads', keyOfUrl(url), 30 * DAY_MS);
    const before = seriesValue(await metricsText(), 'wallart_retention_removed_total', { rule: 'orphan-files', kind: 'uploads' }) ?? 0;

    const dry = await app.retention.run('orphan-files', { dryRun: true });
    expect(dry.items).toEqual(expect.arrayContaining([`uploads/${oldOrphan}`, `print-files/${oldPrintOrphan}`]));
    expect(dry.items).not.toContain(`uploads/${youngOrphan}`);
    for (const url of [referenced.url, referenced.previewUrl, referenced.thumbnailUrl]) expect(dry.items).not.toContain(`uploads/${keyOfUrl(url)}`);
    expect(await uploads.stat(oldOrphan)).not.toBeNull();
    expect(await prints.stat(oldPrintOrphan)).not.toBeNull();

    const real = await app.retention.run('orphan-files');
    expect(real.items.sort()).toEqual(dry.items.sort());
    expect(await uploads.stat(oldOrphan)).toBeNull();
    expect(await prints.stat(oldPrintOrphan)).toBeNull();
    expect(await uploads.stat(youngOrphan)).not.toBeNull();
    for (const url of [referenced.url, referenced.previewUrl, referenced.thumbnailUrl]) {
      expect((await app.inject({ method: 'GET', url, headers: who.headers })).statusCode).toBe(200);
    }
    const after = seriesValue(await metricsText(), 'wallart_retention_removed_total', { rule: 'orphan-files', kind: 'uploads' });
    expect(after).toBe(before + real.removed.uploads!);
    expect(real.removed.uploads).toBeGreaterThanOrEqual(1);
  });
});
