import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PrintFile } from '@wallart/shared';
import { freePort } from '../../../../tools/testing/free-port';
import { bearer, login, signedInUser } from '../modules/auth/auth.test-helpers';
import { artworkLine, cardToken, checkout, checkoutBody, fillCart, shopper } from '../modules/checkout/checkout.test-helpers';
import { uploadedImage } from '../modules/images/images.test-helpers';
import { readOutbox } from '../plugins/app/mail';
import { seriesSum, seriesValue } from './metrics-text';
import { testDbKind } from './build-test-app';
import { isProcessAlive } from '../lib/process-alive';
import { ensureServerBundle, optionalS3Server, overHttp, startServerProcess, testClientAddress, type ServerProcess } from './server-process';

/**
 * Issue 22 "Several processes": the shop as an operator grows it — the built server started twice
 * on one PostgreSQL and one Redis (the same JWT_SECRET, as an operator sets it), and once as a
 * cluster (WEB_CONCURRENCY=2). Real processes over HTTP, so nothing is shared by accident in one
 * process's memory. PostgreSQL only (PGlite has one owner process); the Redis is the machine's
 * (TEST_REDIS_URL, set by .ci/run). Each run has a database of its own and its own client address
 * for the rate-limit counters, so runs on one machine do not meet.
 */

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const runs = testDbKind() === 'postgres' && Boolean(databaseUrl) && Boolean(redisUrl);

const ADMIN = { email: 'ops-admin@example.com', password: 'Admin#Secret123' };
const METRICS_TOKEN = `metrics-${randomBytes(12).toString('hex')}`;
const RATE_LIMIT_MAX = 60;
/** One JWT_SECRET for both processes, as an operator sets it (a token signed by one is valid on the other). */
const SECRET = randomBytes(32).toString('base64url');

/** A database of its own on the test server: `<TEST_DATABASE_URL's server>/wallart_mp_<random>`. */
async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wallart_mp_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** The rows of one query on the test's database. */
async function queryDatabase(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Sum of one series over the processes' /metrics (each answers its own). */
async function summed(servers: ServerProcess[], name: string, labels: Record<string, string>): Promise<number> {
  let total = 0;
  for (const server of servers) {
    const res = await fetch(`${server.baseURL}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    total += seriesSum(await res.text(), name, labels);
  }
  return total;
}

describe.skipIf(!runs)('two server processes on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let s3: Awaited<ReturnType<typeof optionalS3Server>>;
  const dataDirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  /** The two processes as the test helpers' `app`, both as one client address. */
  let viaA: FastifyInstance;
  let viaB: FastifyInstance;

  beforeAll(async () => {
    await ensureServerBundle();
    database = await createDatabase();
    // Files: an S3 bucket both use when this tree has the S3 storage (and its test server), each
    // process then with a DATA_DIR of its own; otherwise one DATA_DIR on a disk both share.
    s3 = await optionalS3Server();
    const dirs = s3 ? 2 : 1;
    for (let i = 0; i < dirs; i++) dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-mp-')));
    const env = (i: number) => ({
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      DATA_DIR: dataDirs[i % dataDirs.length]!,
      JWT_SECRET: SECRET,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      METRICS_TOKEN,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_SUCCESS_RATE: '1',
      PRINT_DPI: '10',
      ...(s3?.env ?? {}),
    });
    // One after the other, as an operator adds a process to a running shop.
    a = await startServerProcess(env(0));
    b = await startServerProcess(env(1));
    const client = testClientAddress();
    viaA = overHttp(a, client);
    viaB = overHttp(b, client);
  });

  afterAll(async () => {
    const codes = [await a?.stop(), await b?.stop()];
    await s3?.close();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    // Both stopped gracefully (exit 0) on SIGTERM.
    expect(codes).toEqual([0, 0]);
  });

  it('serves through the second an artwork uploaded through the first', async () => {
    const who = await signedInUser(viaA);
    const image = await uploadedImage(viaA, who.token);
    const fromA = await fetch(`${a.baseURL}${image.url}`);
    const fromB = await fetch(`${b.baseURL}${image.url}`);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe(fromA.headers.get('content-type'));
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
  });

  it('refuses on the second a token signed out on the first', async () => {
    const who = await signedInUser(viaA);
    expect((await viaB.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(who.token) })).statusCode).toBe(200);
    expect((await viaA.inject({ method: 'GET', url: '/api/auth/signout', headers: bearer(who.token) })).statusCode).toBe(200);
    const after = await viaB.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(who.token) });
    expect(after.statusCode).toBe(401);
  });

  it('counts the API rate limit across both processes', async () => {
    // A client of its own: RATE_LIMIT_MAX requests in all, alternating, then 429 from either.
    const client = testClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await fetch(`${server.baseURL}/api/packages`, { headers: { 'x-forwarded-for': client } });
      statuses.push(res.status);
      if (i === 1) expect(res.headers.get('x-ratelimit-remaining')).toBe(String(RATE_LIMIT_MAX - 2));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(RATE_LIMIT_MAX);
    expect(statuses.slice(RATE_LIMIT_MAX)).toEqual([429, 429]);
  });

  it('sends a checkout’s confirmation mail once, and runs a queued job (a print file) once', async () => {
    const who = await shopper(viaA);
    await fillCart(viaA, who, [await artworkLine(viaA, who)]);
    const card = await cardToken(viaB, who);
    const placed = await checkout(viaB, who, checkoutBody(who, card.token), randomUUID());
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ order: Order }>().order;

    // The print file, asked for through one process; whichever process's worker takes the job.
    const admin = (await login(viaB, { email: ADMIN.email, password: ADMIN.password })).json<{ token: string }>();
    const asked = await viaB.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/lines/${order.items[0]!._id}/print-file`,
      headers: bearer(admin.token),
    });
    expect(asked.statusCode).toBeLessThan(300);
    const printFileId = asked.json<PrintFile>()._id;
    await expect
      .poll(async () => (await viaA.inject({ url: `/api/admin/print-files/${printFileId}`, headers: bearer(admin.token) })).json<PrintFile>().status, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe('done');
    const printFile = (await viaA.inject({ url: `/api/admin/print-files/${printFileId}`, headers: bearer(admin.token) })).json<PrintFile>();
    expect(printFile.attempts).toBe(1);

    const mailsOfOrder = async () => {
      const all = (await Promise.all(dataDirs.map((dir) => readOutbox(dir)))).flat();
      return all.filter((m) => m.raw.includes(`Subject: Your WallArt Studio order ${order.orderNumber}`)).length;
    };
    await expect.poll(mailsOfOrder, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(1);
    // Nothing left in either process's queues that could send it again…
    const pending = async () => {
      let total = 0;
      for (const state of ['created', 'retry', 'active']) total += await summed([a], 'wallart_jobs', { state });
      return total;
    };
    await expect.poll(pending, { timeout: 60_000, interval: 250 }).toBe(0);
    // …and one mail, one print-file run in all.
    expect(await mailsOfOrder()).toBe(1);
    // The outbox keeps one file per mail key, so the send count is read where it is recorded.
    const sent = await queryDatabase(database.url, `select sends from sent_mails where key = 'order-confirmation:${order._id}'`);
    expect(sent).toEqual([{ sends: 1 }]);
    expect(await summed([a, b], 'wallart_job_runs_total', { queue: 'print-file', outcome: 'completed' })).toBe(1);
    expect(await summed([a, b], 'wallart_job_runs_total', { queue: 'print-file', outcome: 'failed' })).toBe(0);
    expect(await summed([a, b], 'wallart_checkouts_total', { kind: 'cart', outcome: 'paid' })).toBe(1);
  }, 150_000);
});

describe.skipIf(!runs)('WEB_CONCURRENCY: one port, several processes', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let dataDir: string;

  beforeAll(async () => {
    await ensureServerBundle();
    database = await createDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-cluster-'));
  });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The workers' pids, from the primary's "listening" log lines. */
  const listeningPids = (output: string): number[] =>
    output
      .split('\n')
      .filter((line) => line.includes('"server process listening"'))
      .map((line) => (JSON.parse(line) as { workerPid: number }).workerPid);

  it('runs N workers, sums their metrics, replaces one that dies, and stops them all on SIGTERM', async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN,
    });
    try {
      await expect.poll(() => listeningPids(server.output()).length, { timeout: 60_000 }).toBe(2);
      const [first, second] = listeningPids(server.output()) as [number, number];
      expect(first).not.toBe(second);
      expect(server.child.pid).not.toBe(first);

      // 20 requests on the one port; the primary's METRICS_PORT counts those of every worker.
      for (let i = 0; i < 20; i++) expect((await fetch(`${server.baseURL}/api/packages`)).status).toBe(200);
      const scrape = async (url: string, headers: Record<string, string> = {}) => {
        const res = await fetch(url, { headers });
        expect(res.status).toBe(200);
        return seriesValue(await res.text(), 'http_requests_total', { route: '/api/packages', status_code: '200' });
      };
      expect(await scrape(`http://127.0.0.1:${metricsPort}/metrics`)).toBe(20);
      // The same sum through PORT, whichever worker takes the request.
      expect(await scrape(`${server.baseURL}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` })).toBe(20);

      // A worker killed outright: another takes its place, and the shop keeps answering.
      process.kill(first, 'SIGKILL');
      await expect.poll(() => server.output().includes('"server process died; starting another"'), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => listeningPids(server.output()).length, { timeout: 60_000 }).toBe(3);
      const replacement = listeningPids(server.output())[2]!;
      expect([first, second]).not.toContain(replacement);
      expect(isProcessAlive(replacement)).toBe(true);
      expect((await fetch(`${server.baseURL}/api/health/ready`)).status).toBe(200);

      // SIGTERM to the primary: every worker stops gracefully, then the primary exits 0.
      expect(await server.stop()).toBe(0);
      expect(isProcessAlive(second)).toBe(false);
      expect(isProcessAlive(replacement)).toBe(false);
      expect(server.output()).toContain('"all server processes stopped"');
    } catch (err) {
      // What the processes said is the clue when this fails.
      console.error(server.output().split('\n').filter((line) => !line.includes('"reqId"')).join('\n'));
      throw err;
    } finally {
      await server.stop();
    }
  }, 180_000);

  it('refuses WEB_CONCURRENCY above 1 on PGlite with a message naming DATABASE_URL', async () => {
    const server = await startServerProcess({ WEB_CONCURRENCY: '2', DATA_DIR: dataDir }, { waitFor: 'exit' });
    expect(server.child.exitCode).toBe(1);
    expect(server.output()).toMatch(/WEB_CONCURRENCY: above 1 needs DATABASE_URL/);
  });
});
