import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PACKAGES } from '@wallart/shared';
import { freePort } from '../../../../tools/testing/free-port';
import { outboxFileOf } from '../plugins/app/mail';
import { testDbKind } from './build-test-app';

/**
 * Crash safety (issue 22, decision 051): the production bundle runs as a child process on
 * PostgreSQL while shoppers place orders with Idempotency-Keys, and is killed with SIGKILL in the
 * middle, three times, and started again each time. A shopper whose request died retries the same
 * key with the same body once the server is back, as a client should. Afterwards: no order without
 * its payment and lines, no captured payment without its order, one charge per key, and every paid
 * order's confirmation mail in the outbox exactly once within 2 minutes of the last restart (a job
 * a killed worker held is taken up again after the mail queue's 60 s expiry, not pg-boss's default
 * 15 minutes). PostgreSQL only: PGlite has one owner process and no server to survive it.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../..');
const SHOPPERS = 8;
const CHECKOUTS_EACH = 5;
const KILLS = 3;
const MAIL_DEADLINE_MS = 120_000;

async function adminSql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.runIf(testDbKind() === 'postgres')('crash safety: checkouts on PostgreSQL with the server killed (SIGKILL) and restarted', () => {
  // Made in beforeAll: a describe's body runs even when it is skipped (PGlite, no TEST_DATABASE_URL).
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const dbName = `wallart_crash_${crypto.randomBytes(4).toString('hex')}`;
  let dbUrl: URL;
  const bundleDir = path.join(serverRoot, '.crash-test', crypto.randomBytes(4).toString('hex'));
  let dataDir = '';
  const jwtSecret = crypto.randomBytes(32).toString('base64url');
  let port = 0;
  let base = '';
  let child: ChildProcess | undefined;
  const serverLog: string[] = [];

  /** Starts dist/server.js as `npm start` would and waits until it answers ready. */
  async function start(): Promise<void> {
    const proc = spawn(process.execPath, [path.join(bundleDir, 'server.js')], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl.toString(),
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
        CHECKOUT_RATE_LIMIT_MAX: '1000000',
        UPLOAD_RATE_LIMIT_MAX: '1000000',
        ACCOUNT_RATE_LIMIT_MAX: '1000000',
      },
    });
    const keep = (chunk: Buffer) => {
      serverLog.push(chunk.toString());
      if (serverLog.length > 200) serverLog.shift();
    };
    proc.stdout.on('data', keep);
    proc.stderr.on('data', keep);
    child = proc;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}: ${serverLog.join('').slice(-2000)}`);
      if (await fetch(`${base}/api/health/ready`).then((r) => r.ok, () => false)) return;
      if (Date.now() > deadline) throw new Error('the server was not ready within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGKILL: no close hook runs, no transaction commits, no job is handed back. */
  async function kill(): Promise<void> {
    const proc = child!;
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGKILL');
    await exited;
  }

  let restarting: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${dbName}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-crash-'));
    const built = spawnSync(process.execPath, ['build.mjs'], { cwd: serverRoot, env: { ...process.env, SERVER_BUILD_OUTDIR: bundleDir }, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`bundling the server failed: ${built.stderr}`);
    await adminSql(adminUrl, `create database ${dbName}`);
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await start();
  });

  afterAll(async () => {
    if (child) await kill();
    await adminSql(adminUrl, `drop database if exists ${dbName} with (force)`).catch(() => {});
    fs.rmSync(bundleDir, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** One HTTP call that outlives the kills: a refused or cut connection waits for the restart and is sent again, unchanged. */
  async function call(method: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
    for (let tries = 0; tries < 50; tries++) {
      try {
        const res = await fetch(`${base}${url}`, {
          method,
          headers: { ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }), ...headers },
          body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
      } catch {
        await restarting;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`${method} ${url}: no answer after 50 tries`);
  }

  it(
    'leaves no order without its payment and lines, charges each key once, and mails every paid order once',
    async () => {
      const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#4a7bb7' } }).png().toBuffer();
      const packageId = SERVICE_PACKAGES[0]!.id;
      const placed: { key: string; orderId: string; orderNumber: string; body: unknown; headers: Record<string, string> }[] = [];
      const total = SHOPPERS * CHECKOUTS_EACH;

      const shopperRun = async (n: number) => {
        const email = `crash-${n}-${crypto.randomBytes(3).toString('hex')}@example.com`;
        const password = 'Crash#Safety-2026';
        let registered = await call('POST', '/api/auth/register', { name: `Crash ${n}`, email, password, address: '12 Lake Rd', country: 'Canada', phone: '+1 416 555 0100', language: 'English' });
        // A register cut by a kill after its commit answers 409 on the retry: the account is there.
        if (registered.status === 409) registered = { status: 201, json: null };
        expect(registered.status).toBe(201);
        const login = await call('POST', '/api/auth/login', { email, password });
        expect(login.status).toBe(200);
        const { token, user } = login.json as { token: string; user: { _id: string } };
        const auth = { authorization: `Bearer ${token}` };
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'art.png');
        const upload = await call('POST', '/api/images', form, auth);
        expect(upload.status).toBe(201);
        const artworkId = (upload.json as { image: { _id: string } }).image._id;

        for (let i = 0; i < CHECKOUTS_EACH; i++) {
          // The cart as it is (a kill may have cut the last change after its commit), filled if empty.
          let cart = (await call('GET', `/api/cart/${user._id}`, undefined, auth)).json as { version: number; items: unknown[] };
          if (cart.items.length === 0) {
            const put = await call(
              'PUT',
              `/api/cart/${user._id}`,
              { version: cart.version, items: [{ artworkId, quantity: 1, options: { canvasSize: 'Large (48x72)', frameStyle: 'Classic', artStyle: 'Abstract', texture: 'Matte' } }] },
              auth,
            );
            expect([200, 409], JSON.stringify(put.json)).toContain(put.status);
            if (put.status === 200) cart = put.json as typeof cart;
            // 409: the same change was committed before a kill cut its answer.
            else cart = (await call('GET', `/api/cart/${user._id}`, undefined, auth)).json as typeof cart;
          }
          const card = await call('POST', '/api/payment-methods', { method: 'card', card: { number: '4242 4242 4242 4242', holderName: `Crash ${n}`, expiry: '12/39', cvc: '123' } }, auth);
          expect(card.status).toBe(201);
          // One key, one body: retried unchanged until it has a final answer.
          const key = crypto.randomUUID();
          const body = { userId: user._id, shippingAddress: '12 Lake Rd, Toronto', paymentInfo: { method: 'card', token: (card.json as { token: string }).token }, selectedPackageId: packageId, cartVersion: cart.version };
          const res = await call('POST', '/api/orders/checkout', body, { ...auth, 'idempotency-key': key });
          expect(res.status, JSON.stringify(res.json)).toBe(201);
          const { order } = res.json as { order: { _id: string; orderNumber: string } };
          placed.push({ key, orderId: order._id, orderNumber: order.orderNumber, body, headers: { ...auth, 'idempotency-key': key } });
        }
      };

      // The killer: at a quarter, half and three quarters of the orders (and a random moment after).
      let lastRestartAt = Date.now();
      const killer = (async () => {
        for (let k = 1; k <= KILLS; k++) {
          while (placed.length < (total * k) / (KILLS + 1)) await new Promise((resolve) => setTimeout(resolve, 20));
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
          let done!: () => void;
          restarting = new Promise<void>((resolve) => (done = resolve));
          await kill();
          await start();
          lastRestartAt = Date.now();
          done();
        }
      })();
      await Promise.all([...Array.from({ length: SHOPPERS }, (_, n) => shopperRun(n)), killer]);

      // Every key sent again after the restarts answers its own order: nothing is charged twice.
      for (const p of placed) {
        const again = await call('POST', '/api/orders/checkout', p.body, p.headers);
        expect(again.status).toBe(201);
        expect((again.json as { order: { _id: string } }).order._id).toBe(p.orderId);
      }

      const db = new pg.Client({ connectionString: dbUrl.toString() });
      await db.connect();
      try {
        const one = async (text: string) => ((await db.query<{ n: number }>(text)).rows[0]!.n);
        expect(await one('select count(*)::int as n from orders')).toBe(total);
        expect(new Set(placed.map((p) => p.orderId)).size).toBe(total);
        expect(await one('select count(*)::int as n from orders o where not exists (select 1 from payments p where p.id = o.payment_id)')).toBe(0);
        expect(await one('select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)')).toBe(0);
        expect(await one("select count(*)::int as n from payments p where p.status = 'captured' and not exists (select 1 from orders o where o.payment_id = p.id)")).toBe(0);
        expect(await one("select count(*)::int as n from payments where status = 'captured'")).toBe(total);
        // One stored answer per key, naming its order.
        const keys = (await db.query<{ key: string; order_id: string }>('select key, order_id from idempotency_keys where response_status = 201')).rows;
        expect(new Map(keys.map((k) => [k.key, k.order_id]))).toEqual(new Map(placed.map((p) => [p.key, p.orderId])));

        // Every paid order's confirmation mail, once, within 2 minutes of the last restart: in the
        // outbox and recorded as sent. The record follows the file, so a worker killed between the
        // two leaves the file there and the record 'sending' until the job is taken up again (after
        // the queue's expiry); the wait is for both.
        const outbox = path.join(dataDir, 'outbox');
        const missing = () => placed.filter((p) => !fs.existsSync(path.join(outbox, outboxFileOf(`order-confirmation:${p.orderId}`))));
        const unrecorded = async () => {
          const sentKeys = new Set((await db.query<{ key: string }>("select key from sent_mails where status = 'sent'")).rows.map((r) => r.key));
          return placed.filter((p) => !sentKeys.has(`order-confirmation:${p.orderId}`));
        };
        while (missing().length > 0 || (await unrecorded()).length > 0) {
          if (Date.now() - lastRestartAt > MAIL_DEADLINE_MS) {
            const late = [...new Set([...missing(), ...(await unrecorded())])];
            throw new Error(`${late.length} confirmation mails not sent 2 minutes after the restart: ${late.map((p) => p.orderNumber).join(', ')}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
        for (const p of placed) {
          const carrying = files.filter((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes(`Subject: Your WallArt Studio order ${p.orderNumber}`));
          expect(carrying, p.orderNumber).toEqual([outboxFileOf(`order-confirmation:${p.orderId}`)]);
        }
        // No half-written file left by a kill.
        expect(fs.readdirSync(outbox).filter((f) => !f.endsWith('.eml') || f.startsWith('.'))).toEqual([]);
        // Each recorded as sent once.
        const sent = (await db.query<{ key: string; status: string; sends: number }>("select key, status, sends from sent_mails where key like 'order-confirmation:%'")).rows;
        expect(sent).toHaveLength(total);
        expect(sent.filter((r) => r.status !== 'sent' || r.sends !== 1)).toEqual([]);
      } finally {
        await db.end();
      }
    },
    300_000,
  );
});
