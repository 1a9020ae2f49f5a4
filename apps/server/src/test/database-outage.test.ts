import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@wallart/shared';
import { isProcessAlive } from '../lib/process-alive';
import { artworkLine, cardToken, checkoutBody, fillCart, shopper, type Shopper } from '../modules/checkout/checkout.test-helpers';
import { uploadedImage } from '../modules/images/images.test-helpers';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/app/error-handler';
import { outboxFileOf } from '../plugins/app/mail';
import { testDbKind } from './build-test-app';
import { createPgCluster, whyNoPgCluster, type PgCluster } from './pg-cluster';
import { ensureServerBundle, overHttp, startServerProcess, testClientAddress, type ServerProcess } from './server-process';

/**
 * A database outage under traffic (issue 39 "Database outage", docs/operations.md#a-database-outage,
 * decision 079). The built server runs as a cluster (WEB_CONCURRENCY=2) on a PostgreSQL cluster of
 * the test's own (pg-cluster.ts: initdb and pg_ctl on a free port, so stopping it touches nothing
 * else). Shoppers check out; PostgreSQL is stopped for 20 s and started again. While it is down,
 * every request that needs it answers 503 with the clear JSON message within 5 s (no 500, no socket
 * left hanging), readiness answers 503 naming the database, liveness 200, and no process exits.
 * Within 5 s of its return every process serves again and the job workers send the mails of orders
 * paid just after; nothing is half-written and each paid order's mail is sent once.
 *
 * Runs in the PostgreSQL project (TEST_DATABASE_URL set) on a machine with PostgreSQL's binaries.
 */

const OUTAGE_MS = 20_000;
/** The most a request may take while the database is down, and the most the return may take. */
const ANSWER_WITHIN_MS = 5_000;
const skipReason =
  testDbKind() !== 'postgres' ? 'runs in the PostgreSQL project only (TEST_DATABASE_URL unset)' : whyNoPgCluster();
if (skipReason) console.info(`database outage test skipped: ${skipReason}`);

interface Answer {
  name: string;
  status: number;
  ms: number;
  body: string;
  /** The socket failed or the answer did not come within 10 s. */
  error?: string;
}

/** One request on a connection of its own (no keep-alive), so the cluster primary hands consecutive ones to its processes in turn. */
function request(
  baseURL: string,
  name: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const started = Date.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = http.request(
      `${baseURL}${options.path}`,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
        timeout: 10_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ name, status: res.statusCode ?? 0, ms: Date.now() - started, body }));
        res.on('error', (err) => resolve({ name, status: 0, ms: Date.now() - started, body, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', (err) => resolve({ name, status: 0, ms: Date.now() - started, body: '', error: err.message }));
    req.end(payload);
  });
}

async function query<T extends Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until every key's mail is recorded as sent; throws with the mail queue's state when it is not within `ms`. */
async function waitForSent(url: string, keys: string[], ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const rows = await query<{ key: string; status: string }>(url, 'select key, status from sent_mails');
    const sent = new Set(rows.filter((r) => r.status === 'sent').map((r) => r.key));
    if (keys.every((key) => sent.has(key))) return;
    if (Date.now() > deadline) {
      const jobs = await query(url, "select state, retry_count, data->>'key' as key, started_on, output from pgboss.job where name = 'mail'");
      throw new Error(`mails not sent within ${ms} ms: ${keys.filter((k) => !sent.has(k)).join(', ')}\nsent_mails: ${JSON.stringify(rows)}\nmail jobs: ${JSON.stringify(jobs)}`);
    }
    await sleep(200);
  }
}

describe.skipIf(skipReason !== undefined)('a PostgreSQL outage under a cluster (WEB_CONCURRENCY=2)', () => {
  let pgCluster: PgCluster;
  let server: ServerProcess;
  let dataDir: string;
  const client = testClientAddress();

  /** The workers' pids, from the primary's "listening" log lines. */
  const listeningPids = (): number[] =>
    server
      .output()
      .split('\n')
      .filter((line) => line.includes('"server process listening"'))
      .map((line) => (JSON.parse(line) as { workerPid: number }).workerPid);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-outage-'));
    [pgCluster] = await Promise.all([createPgCluster(), ensureServerBundle()]);
    server = await startServerProcess({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: pgCluster.url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '1000000',
      ACCOUNT_RATE_LIMIT_MAX: '1000000',
      UPLOAD_RATE_LIMIT_MAX: '1000000',
      CHECKOUT_RATE_LIMIT_MAX: '1000000',
      PAYMENT_SUCCESS_RATE: '1',
    });
    // Both processes listening (startServerProcess waited for one to answer ready).
    const deadline = Date.now() + 60_000;
    while (listeningPids().length < 2) {
      if (Date.now() > deadline) throw new Error(`the second server process did not listen within 60 s:\n${server.output()}`);
      await sleep(100);
    }
  }, 120_000);

  afterAll(async () => {
    const code = await server?.stop();
    await pgCluster?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    // The processes stop gracefully after all (exit 0 on SIGTERM).
    expect(code).toBe(0);
  });

  it('answers 503 within 5 s while PostgreSQL is down, keeps every process, and serves and mails again within 5 s of its return', async () => {
    const app = overHttp(server, client);
    const pids = listeningPids();
    const placed: Order[] = [];
    const place = async (who: Shopper, key = randomUUID()) => {
      const card = await cardToken(app, who);
      const res = await request(server.baseURL, 'checkout', {
        method: 'POST',
        path: '/api/orders/checkout',
        headers: { ...who.headers, 'idempotency-key': key, 'x-forwarded-for': client },
        body: checkoutBody(who, card.token),
      });
      return { res, key, body: checkoutBody(who, card.token) };
    };

    // Three shoppers with artwork in their carts; one order paid before the outage.
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 3; i++) {
      const who = await shopper(app);
      await fillCart(app, who, [await artworkLine(app, who)]);
      shoppers.push(who);
    }
    const [first, second, third] = shoppers as [Shopper, Shopper, Shopper];
    const before = await place(first);
    expect(before.res.status, before.res.body).toBe(201);
    placed.push((JSON.parse(before.res.body) as { order: Order }).order);
    const imageUrl = (await uploadedImage(app, first.token)).url;
    // Its mail sent before the outage (a mail being sent at the moment it begins may wait for its
    // claim's lease, 60 s, before it goes out again: decision 079).
    await waitForSent(pgCluster.url, [`order-confirmation:${placed[0]!._id}`], 30_000);

    // A checkout whose card is tokenized before the outage and sent during it, with its key.
    const duringCard = await cardToken(app, second);
    const duringKey = randomUUID();
    const duringBody = checkoutBody(second, duringCard.token);

    const probes: { name: string; needsDb: boolean; send: () => Promise<Answer> }[] = [
      { name: 'cart', needsDb: true, send: () => request(server.baseURL, 'cart', { path: `/api/cart/${third.id}`, headers: third.headers }) },
      { name: 'me', needsDb: true, send: () => request(server.baseURL, 'me', { path: '/api/auth/me', headers: first.headers }) },
      {
        name: 'login',
        needsDb: true,
        send: () => request(server.baseURL, 'login', { method: 'POST', path: '/api/auth/login', headers: { 'x-forwarded-for': client }, body: { email: third.email, password: 'Secret#123' } }),
      },
      {
        name: 'checkout',
        needsDb: true,
        send: () =>
          request(server.baseURL, 'checkout', {
            method: 'POST',
            path: '/api/orders/checkout',
            headers: { ...second.headers, 'idempotency-key': duringKey, 'x-forwarded-for': client },
            body: duringBody,
          }),
      },
      { name: 'orders', needsDb: true, send: () => request(server.baseURL, 'orders', { path: `/api/orders/user/${first.id}`, headers: first.headers }) },
      // Browsing: the package list and an artwork may be served from memory or the files; either way no 500.
      { name: 'packages', needsDb: false, send: () => request(server.baseURL, 'packages', { path: '/api/packages' }) },
      { name: 'image', needsDb: false, send: () => request(server.baseURL, 'image', { path: imageUrl }) },
      { name: 'health', needsDb: false, send: () => request(server.baseURL, 'health', { path: '/api/health' }) },
      { name: 'ready', needsDb: false, send: () => request(server.baseURL, 'ready', { path: '/api/health/ready' }) },
    ];

    // The outage: every probe, over and over, each on a connection of its own, for 20 s.
    await pgCluster.stop();
    const down = Date.now();
    const during: Answer[] = [];
    while (Date.now() - down < OUTAGE_MS) {
      during.push(...(await Promise.all(probes.map((p) => p.send()))));
      await sleep(250);
    }
    // Every process still there, none replaced.
    for (const pid of pids) expect(isProcessAlive(pid)).toBe(true);
    expect(listeningPids()).toEqual(pids);
    expect(server.output()).not.toContain('server process died');

    const failures = during.filter((a) => {
      if (a.error || a.ms >= ANSWER_WITHIN_MS) return true;
      const probe = probes.find((p) => p.name === a.name)!;
      if (a.name === 'health') return a.status !== 200;
      if (a.name === 'ready') {
        const body = JSON.parse(a.body) as { message?: string; checks?: { database?: string } };
        return a.status !== 503 || !/database/.test(body.message ?? '') || body.checks?.database !== 'down';
      }
      const unavailable = a.status === 503 && (JSON.parse(a.body) as { message?: string }).message === DATABASE_UNAVAILABLE_MESSAGE;
      return probe.needsDb ? !unavailable : !(unavailable || a.status === 200);
    });
    expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([]);
    expect(during.length).toBeGreaterThan(probes.length * 10);
    const slowest = Math.max(...during.map((a) => a.ms));
    const statuses = [...new Set(during.map((a) => `${a.name} ${a.status}`))].sort().join(', ');
    console.info(`database outage: ${during.length} requests while down (${statuses}), the slowest ${slowest} ms`);

    // The return: within 5 s, several requests in a row on fresh connections (so both processes) succeed.
    await pgCluster.start();
    const back = Date.now();
    let inARow = 0;
    while (inARow < 6) {
      const res = await request(server.baseURL, 'cart', { path: `/api/cart/${third.id}`, headers: third.headers });
      inARow = res.status === 200 ? inARow + 1 : 0;
      if (Date.now() - back > ANSWER_WITHIN_MS) break;
      if (inARow === 0) await sleep(100);
    }
    const recovered = Date.now() - back;
    expect(inARow, `serving again ${recovered} ms after PostgreSQL's return`).toBe(6);
    await expect.poll(async () => (await request(server.baseURL, 'ready', { path: '/api/health/ready' })).status, { timeout: 2_000, interval: 100 }).toBe(200);
    console.info(`database outage: serving again ${recovered} ms after PostgreSQL's return`);

    // The checkout refused during the outage was not kept under its key: sent again, it is placed.
    const retried = await request(server.baseURL, 'checkout', {
      method: 'POST',
      path: '/api/orders/checkout',
      headers: { ...second.headers, 'idempotency-key': duringKey, 'x-forwarded-for': client },
      body: duringBody,
    });
    expect(retried.status, retried.body).toBe(201);
    placed.push((JSON.parse(retried.body) as { order: Order }).order);
    // Orders paid just after the return, through either process.
    for (const who of [third, first]) {
      await fillCart(app, who, [await artworkLine(app, who)]);
      const after = await place(who);
      expect(after.res.status, after.res.body).toBe(201);
      placed.push((JSON.parse(after.res.body) as { order: Order }).order);
    }

    // Nothing half-written…
    const db = pgCluster.url;
    const count = async (text: string) => Number((await query<{ n: number }>(db, text))[0]!.n);
    expect(await count('select count(*)::int as n from orders')).toBe(placed.length);
    expect(await count('select count(*)::int as n from orders o where not exists (select 1 from payments p where p.id = o.payment_id)')).toBe(0);
    expect(await count('select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)')).toBe(0);
    expect(await count("select count(*)::int as n from payments p where p.status = 'captured' and not exists (select 1 from orders o where o.payment_id = p.id)")).toBe(0);

    // …and every paid order's confirmation mail sent once, by the job workers, soon after the return.
    const keys = placed.map((o) => `order-confirmation:${o._id}`);
    await waitForSent(db, keys, 15_000);
    const sent = await query(db, "select key, status, sends from sent_mails where key like 'order-confirmation:%' order by key");
    expect(sent).toEqual(keys.sort().map((key) => ({ key, status: 'sent', sends: 1 })));
    const outbox = fs.readdirSync(path.join(dataDir, 'outbox'));
    for (const key of keys) expect(outbox).toContain(outboxFileOf(key));

    // Still the same two processes.
    for (const pid of pids) expect(isProcessAlive(pid)).toBe(true);
    expect(listeningPids()).toEqual(pids);

    // The log: a warning per refused request, the job queue's outage said once per process (not at
    // each poll), and nothing at error level or above.
    const lines = server.output().split('\n').filter((line) => line.startsWith('{'));
    const said = (msg: string) => lines.filter((line) => line.includes(`"msg":"${msg}`)).length;
    expect(said('job queue: the database is unavailable')).toBe(2);
    expect(said('job queue: the database answers again')).toBe(2);
    expect(lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toEqual([]);
  }, 120_000);
});
