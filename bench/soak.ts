import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { SERVICE_PACKAGES } from '@wallart/shared';
import { prerenderedPages } from '../apps/web/src/config/prerendered-pages';
import { seriesSum, seriesValue } from '../apps/server/src/test/metrics-text';
import { freePort } from '../tools/testing/free-port';
import { generateBody } from './generate';
import { ensureProductionBuild, percentile, prepareShoppers, processCpuMs, repoRoot, sql, startProductionServer, throwAwayDatabase, type Shopper } from './lib';

/**
 * `npm run bench -- soak` (issue 39): a steady mixed load on the production server run as a
 * two-process cluster (WEB_CONCURRENCY=2) on PostgreSQL (a throw-away database on
 * BENCH_DATABASE_URL's server, dropped at the end), Redis (the shared rate-limit counters, in a
 * database number of their own: BENCH_SOAK_REDIS_URL, default redis://127.0.0.1:6379/9) and S3
 * (s3rver on a free loopback port over a temp folder), for BENCH_SOAK_MINUTES (default 30).
 *
 * Open loop: operations leave on a fixed schedule whatever the earlier ones do, at about
 * BENCH_SOAK_RATE requests per second in all (default 20), from a fixed mix (MIX): built pages,
 * catalogue and account GETs, cart changes (a line added, then removed), uploads (small PNG/JPEG
 * made with sharp), generations (one picture, the studio's call; a small share, it is CPU heavy)
 * and checkouts (cart filled, card 4242… tokenized, paid) by a pool of BENCH_SOAK_USERS shoppers
 * (default 100) prepared as `checkout` prepares them. Bounded: at most MAX_IN_FLIGHT operations
 * at once (an operation that cannot leave counts as an error) and 30 s per request.
 *
 * Every minute it prints throughput, p50/p99 of the requests answered that minute, errors (any
 * answer but the expected one, and network errors), the load average, each process's RSS
 * (/proc/<pid>/status: /metrics sums the workers' RSS) and CPU, and the event-loop delay from
 * /metrics on METRICS_PORT (per minute, since prom-client resets its histogram on each scrape;
 * the cluster's aggregate: the workers' p99 averaged and their max, which /metrics does not split
 * per process). Then a verdict (VERDICT), exit code 1 on FAIL.
 */

const MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 30);
const RATE = Number(process.env.BENCH_SOAK_RATE ?? 20);
const USERS = Number(process.env.BENCH_SOAK_USERS ?? 100);
const REDIS_URL = process.env.BENCH_SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const WORKERS = 2;
/** Operations under way at most; past it the schedule's next ones are not sent (and count as errors). */
const MAX_IN_FLIGHT = 200;
const REQUEST_TIMEOUT_MS = 30_000;
/** wallart_db_pool_max of one process (POSTGRES_POOL_MAX, apps/server/src/db/client.ts). */
const POOL_MAX_PER_PROCESS = 10;
const BUCKET = 'soak';

type Kind = 'page' | 'browse' | 'cart' | 'upload' | 'generate' | 'checkout';

/** Operations per 100, and the requests each makes (the rate is spread over requests). */
const MIX: Record<Kind, { share: number; requests: number }> = {
  page: { share: 20, requests: 1 },
  browse: { share: 52, requests: 1 },
  cart: { share: 15, requests: 2 }, // add a line, remove it
  upload: { share: 5, requests: 1 },
  generate: { share: 2, requests: 1 },
  checkout: { share: 6, requests: 4 }, // read the cart, fill it, tokenize the card, pay
};

interface Answer {
  kind: Kind;
  what: string;
  ms: number;
  error?: string;
}

interface Minute {
  answers: Answer[];
  /** Operations that could not leave (MAX_IN_FLIGHT reached) or found no free shopper. */
  notSent: number;
  sample?: Sample;
}

interface Sample {
  load: number;
  /** pid → RSS in MB, for the primary and each worker. */
  rssMb: Map<number, number>;
  /** pid → CPU ms so far. */
  cpuMs: Map<number, number>;
  eventLoopP99Ms: number | undefined;
  eventLoopMaxMs: number | undefined;
  queuedJobs: number | undefined;
  /** The workers' V8 heap in use and external (Buffer, native) memory, summed by /metrics: tells a JS leak from native growth. */
  heapUsedMb: number | undefined;
  externalMb: number | undefined;
}

/** The slots of one round of 100 operations, in a fixed shuffled order (the same every run). */
function schedule(): Kind[] {
  const slots = (Object.entries(MIX) as [Kind, { share: number }][]).flatMap(([kind, { share }]) => Array<Kind>(share).fill(kind));
  let seed = 39;
  for (let i = slots.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots;
}

/** The processes whose parent is `pid` (the cluster's workers), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children.sort((a, b) => a - b);
}

function rssMb(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

async function scrape(metricsUrl: string): Promise<string | undefined> {
  try {
    const res = await fetch(metricsUrl, { signal: AbortSignal.timeout(10_000) });
    return res.ok ? await res.text() : undefined;
  } catch {
    return undefined;
  }
}

async function takeSample(primaryPid: number, metricsUrl: string): Promise<Sample> {
  const text = await scrape(metricsUrl);
  const pids = [primaryPid, ...childrenOf(primaryPid)];
  const rss = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    const mb = rssMb(pid);
    const ms = processCpuMs(pid);
    if (mb !== undefined) rss.set(pid, mb);
    if (ms !== null) cpu.set(pid, ms);
  }
  const scaled = (name: string, factor: number) => {
    const v = text === undefined ? undefined : seriesValue(text, name);
    return v === undefined ? undefined : v * factor;
  };
  return {
    load: os.loadavg()[0]!,
    rssMb: rss,
    cpuMs: cpu,
    eventLoopP99Ms: scaled('nodejs_eventloop_lag_p99_seconds', 1000),
    eventLoopMaxMs: scaled('nodejs_eventloop_lag_max_seconds', 1000),
    heapUsedMb: scaled('nodejs_heap_size_used_bytes', 1 / 2 ** 20),
    externalMb: scaled('nodejs_external_memory_bytes', 1 / 2 ** 20),
    queuedJobs: text === undefined ? undefined : seriesSum(text, 'wallart_jobs', { state: 'created' }) + seriesSum(text, 'wallart_jobs', { state: 'retry' }),
  };
}

/** Small pictures to upload, each different (PNG and JPEG), made once. */
async function uploadPictures(): Promise<{ data: Buffer; type: string; name: string }[]> {
  const colours = ['#4a7bb7', '#b74a6e', '#6eb74a', '#e0a030', '#303a50', '#9a50c0'];
  return Promise.all(
    colours.map(async (background, i) => {
      const base = sharp({ create: { width: 480, height: 360, channels: 3, background } }).composite([
        { input: Buffer.from(`<svg width="480" height="360"><circle cx="${120 + i * 40}" cy="180" r="90" fill="#f4f1ea"/></svg>`), top: 0, left: 0 },
      ]);
      return i % 2 === 0
        ? { data: await base.png().toBuffer(), type: 'image/png', name: `soak-${i}.png` }
        : { data: await base.jpeg({ quality: 85 }).toBuffer(), type: 'image/jpeg', name: `soak-${i}.jpg` };
    }),
  );
}

const fmt = (v: number | undefined, digits = 0) => (v === undefined || Number.isNaN(v) ? '—' : v.toFixed(digits));

export async function soakFigures(): Promise<void> {
  if (!Number.isInteger(MINUTES) || MINUTES < 3) throw new Error('BENCH_SOAK_MINUTES: a whole number of minutes, at least 3');
  // The server in this tree (bundled afresh, a few seconds); the web build when it is missing.
  ensureProductionBuild();
  const build = spawnSync('npm', ['run', 'build', '-w', '@wallart/server'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w @wallart/server failed');

  const loadAtStart = os.loadavg();
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-soak-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: await freePort(), directory: s3Dir, silent: true, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port: s3Port } = await s3.run();
  const database = await throwAwayDatabase();
  const jwtSecret = crypto.randomBytes(32).toString('base64url');
  const metricsPort = await freePort();
  const unlimited = '1000000';
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  let failed: boolean;
  try {
    server = await startProductionServer({
      WEB_CONCURRENCY: String(WORKERS),
      DATABASE_URL: database.url,
      REDIS_URL,
      STORAGE_URL: `s3://${BUCKET}?endpoint=${encodeURIComponent(`http://127.0.0.1:${s3Port}`)}&region=us-east-1&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      METRICS_PORT: String(metricsPort),
      JWT_SECRET: jwtSecret,
      PAYMENT_SUCCESS_RATE: '1',
      // The load comes from one address: the per-address limits are not what is measured (they
      // are still counted, in Redis, on every API request).
      RATE_LIMIT_MAX: unlimited,
      CHECKOUT_RATE_LIMIT_MAX: unlimited,
      UPLOAD_RATE_LIMIT_MAX: unlimited,
      GENERATE_RATE_LIMIT_MAX: unlimited,
      ACCOUNT_RATE_LIMIT_MAX: unlimited,
    });
    const base = server.address;
    const primaryPid = server.pid!;
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;

    // Both workers up: each has built its app and answers the primary's metrics round.
    const waitUntil = Date.now() + Number(process.env.BENCH_SERVER_WAIT_S ?? 60) * 1000;
    for (;;) {
      const text = await scrape(metricsUrl);
      if (text !== undefined && seriesSum(text, 'wallart_db_pool_max') >= WORKERS * POOL_MAX_PER_PROCESS) break;
      if (Date.now() > waitUntil) throw new Error(`the ${WORKERS} server processes did not all start`);
      await new Promise((r) => setTimeout(r, 500));
    }

    const shoppers = await prepareShoppers(base, database.url, jwtSecret, USERS);
    const freeShoppers = [...shoppers];
    const pictures = await uploadPictures();
    const pages = prerenderedPages.filter((p) => p.indexable).map((p) => p.path);
    const packageId = SERVICE_PACKAGES[0]!.id;
    /** Files uploaded during the run (their /uploads URLs), some of which browsing reads back. */
    const uploadedUrls: string[] = [];

    const minutes: Minute[] = Array.from({ length: MINUTES }, () => ({ answers: [], notSent: 0 }));
    const start = performance.now();
    const minuteNow = () => Math.min(MINUTES - 1, Math.floor((performance.now() - start) / 60_000));
    let paidCheckouts = 0;

    /** One request: its answer recorded in the minute it came back; the body when it was the expected status. */
    const request = async (kind: Kind, what: string, url: string, expected: number, init: RequestInit = {}): Promise<unknown> => {
      const sent = performance.now();
      let error: string | undefined;
      let body: unknown;
      try {
        const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        const text = await res.text();
        if (res.status !== expected) error = `${res.status} ${text.slice(0, 160)}`;
        else if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
      } catch (err) {
        error = `network error: ${(err as Error).message}`;
      }
      minutes[minuteNow()]!.answers.push({ kind, what, ms: performance.now() - sent, ...(error === undefined ? {} : { error }) });
      if (error !== undefined) throw new Error(error);
      return body;
    };
    const jsonInit = (method: string, auth: string, payload?: unknown): RequestInit => ({
      method,
      headers: { authorization: auth, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    const lineOptions = { canvasSize: 'Large (48x72)', frameStyle: 'Classic', artStyle: 'Abstract', texture: 'Matte' };

    const operations: Record<Kind, (n: number, who: Shopper) => Promise<unknown>> = {
      page: (n) => request('page', 'GET built page', pages[n % pages.length]!, 200),
      browse: (n, who) => {
        const reads: [string, string][] = [
          ['GET /api/packages', '/api/packages'],
          ['GET /api/packages/:id', `/api/packages/${SERVICE_PACKAGES[n % SERVICE_PACKAGES.length]!.id}`],
          ['GET /api/walls/defaults', '/api/walls/defaults'],
          ['GET /api/designs/user/:id', `/api/designs/user/${who.userId}`],
          ['GET /api/images', '/api/images'],
          ['GET /api/cart/:id', `/api/cart/${who.userId}`],
          ['GET /uploads/…', uploadedUrls[n % Math.max(1, uploadedUrls.length)] ?? '/api/packages'],
        ];
        const [what, url] = reads[n % reads.length]!;
        return request('browse', what, url, 200, { headers: { authorization: who.auth } });
      },
      cart: async (_n, who) => {
        const added = (await request('cart', 'POST /api/cart/add', '/api/cart/add', 200, jsonInit('POST', who.auth, { userId: who.userId, generatedImageId: who.imageId, options: lineOptions }))) as {
          version: number;
          items: { _id: string }[];
        };
        const line = added.items.at(-1)!;
        await request('cart', 'DELETE /api/cart/:id/item/:item', `/api/cart/${who.userId}/item/${line._id}?version=${added.version}`, 200, { method: 'DELETE', headers: { authorization: who.auth } });
      },
      upload: async (n, who) => {
        const picture = pictures[n % pictures.length]!;
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(picture.data)], { type: picture.type }), picture.name);
        const { image } = (await request('upload', 'POST /api/images', '/api/images', 201, { method: 'POST', headers: { authorization: who.auth }, body: form })) as { image: { url: string } };
        if (uploadedUrls.length < 500) uploadedUrls.push(image.url);
      },
      generate: (n, who) => request('generate', 'POST /api/images/generate', '/api/images/generate', 201, jsonInit('POST', who.auth, generateBody(n))),
      checkout: async (_n, who) => {
        const { version } = (await request('checkout', 'GET /api/cart/:id', `/api/cart/${who.userId}`, 200, { headers: { authorization: who.auth } })) as { version: number };
        const cart = (await request('checkout', 'PUT /api/cart/:id', `/api/cart/${who.userId}`, 200, jsonInit('PUT', who.auth, { version, items: [{ artworkId: who.imageId, quantity: 1, options: lineOptions }] }))) as { version: number };
        const card = (await request('checkout', 'POST /api/payment-methods', '/api/payment-methods', 201, jsonInit('POST', who.auth, { method: 'card', card: { number: '4242 4242 4242 4242', holderName: 'Soak Buyer', expiry: '12/39', cvc: '123' } }))) as { token: string };
        await request('checkout', 'POST /api/orders/checkout', '/api/orders/checkout', 201, {
          ...jsonInit('POST', who.auth, { userId: who.userId, shippingAddress: '12 Lake Rd, Toronto', paymentInfo: { method: 'card', token: card.token }, selectedPackageId: packageId, cartVersion: cart.version }),
          headers: { authorization: who.auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        });
        paidCheckouts += 1;
      },
    };

    // The schedule: operations at RATE / (requests per operation) a second, in the fixed mix.
    const slots = schedule();
    const requestsPerOperation = slots.reduce((sum, kind) => sum + MIX[kind].requests, 0) / slots.length;
    const interval = 1000 / (RATE / requestsPerOperation);
    const exclusive = new Set<Kind>(['cart', 'checkout']);
    const inFlight = new Set<Promise<void>>();
    let rr = 0;
    const launch = (n: number) => {
      const kind = slots[n % slots.length]!;
      // Cart changes and checkouts take a shopper of their own (its cart's version is theirs);
      // reads, uploads and generations any shopper.
      const who = exclusive.has(kind) ? freeShoppers.shift() : shoppers[rr++ % shoppers.length];
      if (who === undefined || inFlight.size >= MAX_IN_FLIGHT) {
        minutes[minuteNow()]!.notSent += 1;
        return;
      }
      const op: Promise<void> = operations[kind](n, who).then(
        () => undefined,
        () => undefined, // recorded by request()
      ).finally(() => {
        if (exclusive.has(kind)) freeShoppers.push(who);
        inFlight.delete(op);
      });
      inFlight.add(op);
    };

    console.log('\nSoak (issue 39): %d min, ~%d req/s (%s operations/s), %d processes on PostgreSQL, Redis (%s) and s3rver; %d shoppers', MINUTES, RATE, (1000 / interval).toFixed(1), WORKERS, REDIS_URL, USERS);
    console.log('  mix per 100 operations: %s', Object.entries(MIX).map(([k, v]) => `${k} ${v.share}${v.requests > 1 ? ` (${v.requests} requests)` : ''}`).join(', '));
    console.log('  load average at start %s (1, 5, 15 min), %d cores, shared with other work', loadAtStart.map((l) => l.toFixed(2)).join(' '), os.cpus().length);
    const before = await takeSample(primaryPid, metricsUrl);
    const workerPids = childrenOf(primaryPid);
    const label = (pid: number) => (pid === primaryPid ? 'primary' : `worker ${workerPids.indexOf(pid) + 1}`);
    console.log('  processes: primary %d (RSS %s MB), workers %s', primaryPid, fmt(before.rssMb.get(primaryPid)), workerPids.map((p) => `${p} (RSS ${fmt(before.rssMb.get(p))} MB)`).join(', '));
    const header = ['min', 'answers', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'load', ...workerPids.map((_, i) => `w${i + 1} RSS MB`), 'prim RSS', ...workerPids.map((_, i) => `w${i + 1} CPU%`), 'ELD p99', 'ELD max', 'heap MB', 'ext MB', 'jobs'];
    console.log('\n  Per minute: the requests answered in it; RSS (/proc) at its end; CPU % of one core over it; event-loop delay (ELD, ms)');
    console.log('  over it from /metrics, the workers\' p99 averaged and the max of both; V8 heap used and external memory summed over');
    console.log('  the workers; jobs queued (created + retry).');
    console.log('  ' + header.join(' | '));

    const pidsSeen = new Set(workerPids);
    let previous = before;
    let n = 0;
    for (let m = 0; m < MINUTES; m++) {
      const minuteEnd = start + (m + 1) * 60_000;
      for (;;) {
        const due = start + n * interval;
        if (due >= minuteEnd) break;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        launch(n++);
      }
      const wait = minuteEnd - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (m === MINUTES - 1) await Promise.all(inFlight); // the last answers land in the last minute
      const sample = await takeSample(primaryPid, metricsUrl);
      for (const pid of childrenOf(primaryPid)) pidsSeen.add(pid);
      const row = minutes[m]!;
      row.sample = sample;
      const sorted = row.answers.map((a) => a.ms).sort((a, b) => a - b);
      const errors = row.answers.filter((a) => a.error !== undefined).length + row.notSent;
      const cpuPct = (pid: number) => ((sample.cpuMs.get(pid) ?? Number.NaN) - (previous.cpuMs.get(pid) ?? Number.NaN)) / 600;
      console.log(
        '  ' +
          [
            m + 1,
            row.answers.length,
            (row.answers.length / 60).toFixed(1),
            fmt(percentile(sorted, 50), 1),
            fmt(percentile(sorted, 99), 1),
            errors,
            sample.load.toFixed(2),
            ...workerPids.map((p) => fmt(sample.rssMb.get(p))),
            fmt(sample.rssMb.get(primaryPid)),
            ...workerPids.map((p) => fmt(cpuPct(p))),
            fmt(sample.eventLoopP99Ms, 1),
            fmt(sample.eventLoopMaxMs, 1),
            fmt(sample.heapUsedMb),
            fmt(sample.externalMb),
            fmt(sample.queuedJobs),
          ].join(' | '),
      );
      previous = sample;
    }
    const loadAtEnd = os.loadavg();

    // ---- Summary and verdict ----
    const all = minutes.flatMap((m) => m.answers);
    const errored = all.filter((a) => a.error !== undefined);
    const notSent = minutes.reduce((sum, m) => sum + m.notSent, 0);
    const { rows } = await sql(database.url, 'select count(*)::int as n from orders');
    const orders = (rows[0] as { n: number }).n;
    console.log('\n  requests answered %d; per kind p50 / p99 ms:', all.length);
    for (const kind of Object.keys(MIX) as Kind[]) {
      const sorted = all.filter((a) => a.kind === kind).map((a) => a.ms).sort((a, b) => a - b);
      console.log('    %s %d: %s / %s', kind.padEnd(9), sorted.length, fmt(percentile(sorted, 50), 1), fmt(percentile(sorted, 99), 1));
    }
    const slowest = minutes.flatMap((m, i) => m.answers.map((a) => ({ ...a, minute: i + 1 }))).sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log('  slowest: %s', slowest.map((a) => `${a.what} ${a.ms.toFixed(0)} ms (minute ${a.minute})`).join('; '));
    console.log('  checkouts paid %d, orders in the database %d', paidCheckouts, orders);
    if (errored.length > 0 || notSent > 0) {
      const byWhat = new Map<string, number>();
      for (const a of errored) byWhat.set(`${a.what}: ${a.error!.slice(0, 120)}`, (byWhat.get(`${a.what}: ${a.error!.slice(0, 120)}`) ?? 0) + 1);
      console.log('  errors:');
      for (const [what, count] of [...byWhat].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log('    %d × %s', count, what);
      if (notSent > 0) console.log('    %d operations not sent (%d in flight, or no free shopper)', notSent, MAX_IN_FLIGHT);
    }

    // Windows: minute 5 vs the last for RSS, minutes 6–10 vs the last 5 for p99; shorter runs in thirds.
    const w = MINUTES >= 15 ? 5 : Math.floor(MINUTES / 3);
    if (MINUTES < 15) console.log(`  (a ${MINUTES}-minute run: the windows are scaled to thirds of ${w} min — not the 30-minute criteria)`);
    const p99Of = (from: number, to: number) =>
      percentile(
        minutes
          .slice(from - 1, to)
          .flatMap((m) => m.answers.map((a) => a.ms))
          .sort((a, b) => a - b),
        99,
      );
    const errorsTotal = errored.length + notSent + (orders === paidCheckouts ? 0 : 1);
    const restarts = pidsSeen.size - workerPids.length;
    const rssBase = minutes[w - 1]!.sample!;
    const rssLast = minutes[MINUTES - 1]!.sample!;
    const growth = [primaryPid, ...workerPids].map((pid) => ({ pid, from: rssBase.rssMb.get(pid), to: rssLast.rssMb.get(pid) }));
    const growthPct = (g: (typeof growth)[number]) => (g.from === undefined || g.to === undefined ? Number.NaN : ((g.to - g.from) / g.from) * 100);
    const rssOk = growth.every((g) => growthPct(g) < 10);
    const p99Early = p99Of(w + 1, 2 * w);
    const p99Late = p99Of(MINUTES - w + 1, MINUTES);
    const p99Ok = p99Late <= 1.5 * p99Early;
    const verdicts: [boolean, string][] = [
      [errorsTotal === 0, `errors: ${errored.length} failed requests, ${notSent} not sent${orders === paidCheckouts ? '' : `, orders ${orders} ≠ paid checkouts ${paidCheckouts}`} (goal: 0)`],
      [restarts === 0, `process restarts: ${restarts} (goal: 0; workers seen ${[...pidsSeen].join(', ')})`],
      [
        rssOk,
        `RSS growth, minute ${w} → ${MINUTES}: ${growth.map((g) => `${label(g.pid)} ${fmt(g.from)} → ${fmt(g.to)} MB (${growthPct(g) >= 0 ? '+' : ''}${fmt(growthPct(g), 1)} %)`).join(', ')} (goal: < +10 % each)`,
      ],
      [p99Ok, `p99, minutes ${w + 1}–${2 * w} vs ${MINUTES - w + 1}–${MINUTES}: ${fmt(p99Early, 1)} ms → ${fmt(p99Late, 1)} ms (×${fmt(p99Late / p99Early, 2)}; goal: ≤ ×1.5)`],
    ];
    console.log('\n  Verdict:');
    for (const [ok, text] of verdicts) console.log('    %s  %s', ok ? 'PASS' : 'FAIL', text);
    failed = verdicts.some(([ok]) => !ok);
    console.log('  %s; load average at the end %s (1, 5, 15 min) on %d cores', failed ? 'FAIL' : 'PASS', loadAtEnd.map((l) => l.toFixed(2)).join(' '), os.cpus().length);
  } finally {
    await server?.stop();
    await s3.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
    await database.drop();
  }
  if (failed) process.exitCode = 1;
}
