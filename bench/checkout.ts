import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { SERVICE_PACKAGES } from '@wallart/shared';
import { eachLimited, expectJson as json, mainThreadCpuMs, percentile, prepareShoppers, processCpuMs, repoRoot, sql, startProductionServer, throwAwayDatabase } from './lib';

/**
 * `npm run bench -- checkout` (issue 13): the latency of `POST /api/orders/checkout` on the
 * production server backed by PostgreSQL, at a fixed rate (open loop: requests leave on schedule
 * whether or not earlier ones have answered, so a slow answer cannot hide the ones queued behind
 * it), from one run.
 *
 * Before the clock starts, every request's user, session, artwork, cart and card token is made:
 * one user signs up and uploads one picture through the API; the other users, their sessions and
 * their artwork records are copies written straight into the database (signing up costs an Argon2
 * hash each, which is not what is measured); each cart is filled and each card tokenized through
 * the API. Each checkout then pays a different user's cart with 4242 4242 4242 4242 (always
 * succeeds), so every request does the whole work: lock the cart, price it, charge, write the
 * order, payment and lines, empty the cart, and queue the confirmation mail (a job written in the
 * checkout's transaction, issue 22). The mail queue's worker makes each PDF invoice and writes the
 * mail to the outbox in the same server process, off the request's path; after the load the bench
 * waits (at most BENCH_CHECKOUT_MAIL_WAIT_SECONDS, default 300) until every mail is recorded as sent,
 * and reports how long that took and the CPU per checkout with its mail.
 *
 * PostgreSQL: a throw-away database made on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end. Loopback only, bounded:
 * BENCH_CHECKOUT_RATE requests per second (default 50) for BENCH_CHECKOUT_SECONDS (default 30).
 */

const RATE = Number(process.env.BENCH_CHECKOUT_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 30);
const PREPARE_CONCURRENCY = 8;
const MAIL_WAIT_SECONDS = Number(process.env.BENCH_CHECKOUT_MAIL_WAIT_SECONDS ?? 300);
// 1: the checkouts go to a web-only process (JOB_WORKERS=false) and a second process on the same
// database and DATA_DIR runs the mail jobs (invoice PDFs), as an operator may split them.
const WORKER_PROCESS = process.env.BENCH_CHECKOUT_WORKER_PROCESS === '1';

export async function checkoutFigures(): Promise<void> {
  const total = Math.round(RATE * SECONDS);
  // The figures are for the code in this tree: bundle the server afresh (esbuild, a few seconds).
  const build = spawnSync('npm', ['run', 'build', '-w', '@wallart/server'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w @wallart/server failed');

  const database = await throwAwayDatabase();
  const dbUrl = new URL(database.url);
  const jwtSecret = crypto.randomBytes(32).toString('base64url');
  const loadBefore = os.loadavg();
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  let worker: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  const sharedDataDir = WORKER_PROCESS ? fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-bench-shared-')) : undefined;
  try {
    const env = {
      DATABASE_URL: dbUrl.toString(),
      JWT_SECRET: jwtSecret,
      // The load comes from one address: the per-address limits are not what is measured.
      RATE_LIMIT_MAX: '1000000',
      CHECKOUT_RATE_LIMIT_MAX: '1000000',
      UPLOAD_RATE_LIMIT_MAX: '1000000',
      ACCOUNT_RATE_LIMIT_MAX: '1000000',
      ...(sharedDataDir ? { DATA_DIR: sharedDataDir } : {}),
    };
    server = await startProductionServer(WORKER_PROCESS ? { ...env, JOB_WORKERS: 'false' } : env, { web: false });
    if (WORKER_PROCESS) worker = await startProductionServer(env, { web: false });
    const base = server.address;

    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

    // 1. The users, their sessions and artwork records (one signed up through the API, the others copies).
    const shoppers = await prepareShoppers(base, database.url, jwtSecret, total);

    // 2. Each cart filled and each card tokenized through the API.
    const prepared: { userId: string; auth: string; cardToken: string; cartVersion: number }[] = [];
    const prepareStart = performance.now();
    await eachLimited(shoppers, PREPARE_CONCURRENCY, async ({ userId, auth, imageId }, i) => {
      const cart = await json<{ version: number }>(
        await fetch(`${base}/api/cart/${userId}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: auth },
          body: JSON.stringify({
            version: 0,
            items: [{ artworkId: imageId, quantity: 2, options: { canvasSize: 'Large (48x72)', frameStyle: 'Classic', artStyle: 'Abstract', texture: 'Matte' } }],
          }),
        }),
        200,
        'cart',
      );
      const card = await json<{ token: string }>(
        await post('/api/payment-methods', { method: 'card', card: { number: '4242 4242 4242 4242', holderName: 'Bench Buyer', expiry: '12/39', cvc: '123' } }, { authorization: auth }),
        201,
        'tokenize',
      );
      prepared[i] = { userId, auth, cardToken: card.token, cartVersion: cart.version };
    });
    const prepareSeconds = (performance.now() - prepareStart) / 1000;
    const packageId = SERVICE_PACKAGES[0]!.id; // Starter

    // 3. The load: one checkout every 1000/RATE ms, each for its own user, for SECONDS seconds.
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    let lateMs = 0;
    const interval = 1000 / RATE;
    const cpuOf = () => {
      const web = processCpuMs(server!.pid);
      const jobs = worker ? processCpuMs(worker.pid) : 0;
      return web === null || jobs === null ? null : web + jobs;
    };
    const cpuBefore = cpuOf();
    const webCpuBefore = processCpuMs(server.pid);
    const webMainBefore = mainThreadCpuMs(server.pid);
    const start = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = start + i * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      lateMs = Math.max(lateMs, performance.now() - due);
      const p = prepared[i]!;
      const sent = performance.now();
      inFlight.push(
        post(
          '/api/orders/checkout',
          { userId: p.userId, shippingAddress: '12 Lake Rd, Toronto', paymentInfo: { method: 'card', token: p.cardToken }, selectedPackageId: packageId, cartVersion: p.cartVersion },
          { authorization: p.auth, 'idempotency-key': crypto.randomUUID() },
        ).then(
          async (res) => {
            await res.arrayBuffer();
            latencies.push(performance.now() - sent);
            statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
          },
          (err: unknown) => {
            latencies.push(performance.now() - sent);
            const key = `network error (${(err as Error).message})`;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
          },
        ),
      );
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - start) / 1000;
    const cpuAfter = cpuOf();
    const webCpuAfter = processCpuMs(server.pid);
    const webMainAfter = mainThreadCpuMs(server.pid);
    // Over the load phase: the checkouts and the confirmation mails they queued (PDF, MIME, outbox).
    const cpuPerCheckout = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / total;
    const loadAfter = os.loadavg();

    // The confirmation mails, made by the queue's worker: wait until each is recorded as sent.
    const mailStart = performance.now();
    let mailsSent = 0;
    while (performance.now() - mailStart < MAIL_WAIT_SECONDS * 1000) {
      const { rows } = await sql(dbUrl.toString(), "select count(*)::int as n from sent_mails where status = 'sent' and key like 'order-confirmation:%'");
      mailsSent = (rows[0] as { n: number }).n;
      if (mailsSent >= (statuses.get('201') ?? 0)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const mailSeconds = (performance.now() - mailStart) / 1000;
    const cpuDrained = cpuOf();
    const webMainDrained = mainThreadCpuMs(server.pid);
    const cpuWithMail = cpuBefore === null || cpuDrained === null ? null : (cpuDrained - cpuBefore) / total;
    const loadDrained = os.loadavg();

    const [{ orders }] = (await sql(dbUrl.toString(), 'select count(*)::int as orders from orders')).rows as [{ orders: number }];
    const sorted = [...latencies].sort((a, b) => a - b);
    const ok = statuses.get('201') ?? 0;
    const errors = total - ok;
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log('\nCheckout on PostgreSQL (loopback, open loop, %d req/s for %d s, one run)', RATE, SECONDS);
    if (WORKER_PROCESS) console.log('  processes                    a web-only one (JOB_WORKERS=false) and a job worker; CPU is both together');
    console.log('  prepared beforehand          %d users, sessions, artwork records, carts and card tokens (%s s)', total, prepareSeconds.toFixed(1));
    console.log('  requests                     %d in %s s (latest send %s behind schedule)', total, elapsed.toFixed(1), ms(lateMs));
    console.log('  answers                      %s', [...statuses].map(([s, n]) => `${s}: ${n}`).join(', '));
    console.log('  orders in the database       %d', orders);
    console.log('  latency p50 / p90 / p99 / max %s / %s / %s / %s', ms(percentile(sorted, 50)), ms(percentile(sorted, 90)), ms(percentile(sorted, 99)), ms(sorted.at(-1) ?? Number.NaN));
    console.log('  errors                       %d (goal: 0; p99 goal: < 100 ms)', errors);
    if (cpuPerCheckout !== null) console.log('  server CPU per checkout      %s (during the load: requests and the mails the worker made meanwhile)', ms(cpuPerCheckout));
    if (WORKER_PROCESS && webCpuBefore !== null && webCpuAfter !== null) {
      console.log('  web process CPU per checkout %s (the request alone: the web-only process during the load, all its threads)', ms((webCpuAfter - webCpuBefore) / total));
    }
    if (webMainBefore !== null && webMainAfter !== null) {
      // The thread whose event loop answers the checkouts: what a checkout waits behind. Without the
      // process's other threads (a PDF worker thread, libuv's pool, the garbage collector's helpers).
      console.log(
        '  main thread CPU per checkout %s (during the load: the event loop that answers the checkouts%s)',
        ms((webMainAfter - webMainBefore) / total),
        WORKER_PROCESS ? ', of the web-only process' : ', with whatever of the mails runs on it',
      );
    }
    console.log('  confirmation mails sent      %d, the last %s s after the last answer', mailsSent, mailSeconds.toFixed(1));
    if (cpuWithMail !== null) console.log('  server CPU per checkout      %s (from the load\'s start until every mail was sent: checkout + invoice PDF + mail)', ms(cpuWithMail));
    if (!WORKER_PROCESS && webMainBefore !== null && webMainDrained !== null) {
      console.log('  main thread CPU per checkout %s (from the load\'s start until every mail was sent: what of checkout + mail runs on the event loop)', ms((webMainDrained - webMainBefore) / total));
    }
    console.log(
      '  machine load average (1 min) %s before, %s after, %d cores (shared with other work)',
      loadBefore[0]!.toFixed(2),
      loadAfter[0]!.toFixed(2),
      os.cpus().length,
    );
    console.log('  load average once mails sent %s', loadDrained[0]!.toFixed(2));
  } finally {
    await server?.stop();
    await worker?.stop();
    if (sharedDataDir) fs.rmSync(sharedDataDir, { recursive: true, force: true });
    await database.drop();
  }
}
