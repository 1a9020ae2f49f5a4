import crypto from 'node:crypto';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { ORDER_STATUSES, SERVICE_PACKAGES, type AdminOrderListResponse, type OrderStatus } from '@wallart/shared';
import { expectJson as json, percentile, repoRoot, sql, startProductionServer } from './lib';
import { printFileFigures } from './print-file';

/**
 * `npm run bench -- admin` (issue 19): the admin Orders list on PostgreSQL with 10 000 orders, then
 * the Large print-file figure (bench/print-file.ts).
 *
 * The production server (bundle rebuilt first) runs on a throw-away database made on
 * BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres, dropped at the
 * end). After the server has migrated it and made its first admin (ADMIN_EMAIL), BENCH_ADMIN_ORDERS
 * orders (default 10 000) are written straight into it: BENCH_ADMIN_CUSTOMERS customers (default
 * 2 500) with realistic names and emails, an uploaded artwork each, orders over the last two years
 * in every status (most completed, as a shop's history is), about one in six a plan order (no
 * lines, the plan and contact as bought), the rest with 1–3 lines, a captured payment each
 * (refunded when cancelled) and the status history each status implies. Then VACUUM ANALYZE (what
 * autovacuum does after such a load).
 *
 * Measured: `GET /api/admin/orders` as the signed-in admin, one request at a time over loopback,
 * BENCH_ADMIN_REQUESTS per scenario (default 200, after 20 warm-up ones): the first page; deep
 * pages; each status filter at random pages; a search by a whole order number, by its start, by a
 * whole customer email and by part of one; a status filter with an email search. p50 and p95 per
 * scenario and over all (goal: p95 ≤ 50 ms), with the load average (the machine is shared).
 * BENCH_ADMIN_KEEP_DATABASE=1 keeps the seeded database (for EXPLAIN ANALYZE); BENCH_ADMIN_SKIP_PRINT_FILE=1
 * leaves out the print-file figure.
 */

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 10_000);
const CUSTOMERS = Number(process.env.BENCH_ADMIN_CUSTOMERS ?? 2_500);
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 200);
const WARM_UP = 20;
const PAGE_SIZE = 20;

const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Lucas', 'Sophia', 'Ethan', 'Chloé', 'Mateo', 'Aisha', 'Wei', 'Priya', 'Jonas', 'Fatima', 'Hiroshi', 'Maya', 'Owen', 'Zoë', 'Gabriel'];
const LAST = ['Tremblay', 'Smith', 'Nguyen', 'Gagnon', 'Patel', 'Roy', 'Chen', 'Martin', 'Singh', 'Wilson', 'Côté', 'Brown', 'Kim', 'Lee', 'Bouchard', 'Ali', 'Garcia', 'Taylor', 'Morin', 'Campbell'];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.ca', 'icloud.com', 'hotmail.com', 'videotron.ca', 'rogers.com', 'protonmail.com'];
/** Statuses as a two-year-old shop has them: mostly completed, a few of each open one, some cancelled. */
const STATUS_WEIGHTS: [OrderStatus, number][] = [
  ['completed', 70],
  ['cancelled', 8],
  ['in-production', 8],
  ['scheduled', 7],
  ['placed', 7],
];
const HISTORY: Record<OrderStatus, OrderStatus[]> = {
  placed: ['placed'],
  scheduled: ['placed', 'scheduled'],
  'in-production': ['placed', 'scheduled', 'in-production'],
  completed: ['placed', 'scheduled', 'in-production', 'completed'],
  cancelled: ['placed', 'cancelled'],
};

/** A seeded random source, so two runs seed the same shop. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An object id whose first 4 bytes are `at` (as the server makes them), the rest random. */
const objectIdAt = (at: Date) => Math.floor(at.getTime() / 1000).toString(16).padStart(8, '0') + crypto.randomBytes(8).toString('hex');

interface Seeded {
  orderNumbers: string[];
  emails: string[];
  statusCounts: Map<OrderStatus, number>;
}

/** Writes the customers, artwork, payments, orders, lines and histories in a few set-based inserts. */
async function seed(dbUrl: string): Promise<Seeded> {
  const random = mulberry32(19);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const twoYears = 730 * 24 * 3600 * 1000;

  const customers = Array.from({ length: CUSTOMERS }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const local = `${first}.${last}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const joined = new Date(now - twoYears - random() * 90 * 24 * 3600 * 1000);
    return { id: objectIdAt(joined), name: `${first} ${last}`, email: `${local}${i + 1}@${pick(DOMAINS)}`, joined, imageId: objectIdAt(joined) };
  });

  const totalWeight = STATUS_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const drawStatus = (ageDays: number): OrderStatus => {
    // Recent orders are the open ones; anything older than 120 days is finished.
    if (ageDays > 120) return random() < 0.9 ? 'completed' : 'cancelled';
    let r = random() * totalWeight;
    for (const [status, weight] of STATUS_WEIGHTS) {
      r -= weight;
      if (r < 0) return status;
    }
    return 'completed';
  };

  const packages = SERVICE_PACKAGES.filter((p) => p.priceCents !== null);
  const usedNumbers = new Set<string>();
  const o = { id: [] as string[], kind: [] as string[], number: [] as string[], user: [] as string[], status: [] as string[], pkg: [] as string[], pkgSnap: [] as string[], artwork: [] as number[], packageCents: [] as number[], subtotal: [] as number[], tax: [] as number[], shipping: [] as number[], fee: [] as number[], total: [] as number[], address: [] as string[], name: [] as string[], email: [] as string[], contact: [] as (string | null)[], plan: [] as (string | null)[], payment: [] as string[], created: [] as string[], updated: [] as string[] };
  const p = { id: [] as string[], user: [] as string[], token: [] as string[], brand: [] as string[], last4: [] as string[], amount: [] as number[], tx: [] as string[], created: [] as string[], refunded: [] as (string | null)[] };
  const l = { id: [] as string[], order: [] as string[], position: [] as number[], image: [] as string[], artwork: [] as string[], name: [] as string[], options: [] as string[], quantity: [] as number[], unit: [] as number[], total: [] as number[] };
  const h = { id: [] as string[], order: [] as string[], status: [] as string[], by: [] as (string | null)[], at: [] as string[] };
  const statusCounts = new Map<OrderStatus, number>();

  for (let i = 0; i < ORDERS; i++) {
    const customer = customers[Math.floor(random() ** 1.3 * CUSTOMERS)]!; // some customers order often
    const created = new Date(now - random() ** 1.6 * twoYears); // a growing shop: more orders lately
    const ageDays = (now - created.getTime()) / 86_400_000;
    const status = drawStatus(ageDays);
    statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
    const plan = random() < 0.16;
    const pkg = pick(packages);
    let number: string;
    do number = `ORD-${created.getUTCFullYear()}-${1000 + Math.floor(random() * 9000)}`;
    while (usedNumbers.has(number));
    usedNumbers.add(number);
    const id = objectIdAt(created);
    const paymentId = objectIdAt(created);
    let artworkCents = 0;
    if (!plan) {
      const lines = 1 + Math.floor(random() * 3);
      for (let k = 0; k < lines; k++) {
        const quantity = 1 + Math.floor(random() * 2);
        const unit = pick([8_900, 14_900, 24_900, 39_900]);
        l.id.push(objectIdAt(created));
        l.order.push(id);
        l.position.push(k);
        l.image.push(customer.imageId);
        l.artwork.push(JSON.stringify({ url: `/uploads/${customer.imageId}.png`, previewUrl: `/uploads/${customer.imageId}-preview.webp`, thumbnailUrl: `/uploads/${customer.imageId}-thumb.webp` }));
        l.name.push('Custom artwork');
        l.options.push(JSON.stringify({ canvasSize: pick(['Small (16x20)', 'Medium (24x36)', 'Large (48x72)']), frameStyle: pick(['Classic', 'Modern', 'Floating']), artStyle: 'Abstract', texture: 'Matte' }));
        l.quantity.push(quantity);
        l.unit.push(unit);
        l.total.push(unit * quantity);
        artworkCents += unit * quantity;
      }
    }
    const packageCents = pkg.priceCents!;
    const fee = plan ? 1_500 : 0;
    const subtotal = artworkCents + packageCents;
    const tax = Math.round(subtotal * 0.13);
    const shipping = plan ? 0 : 2_500;
    const total = plan ? packageCents + fee : subtotal + tax + shipping;
    const steps = HISTORY[status];
    const stepAt = (k: number) => new Date(Math.min(now, created.getTime() + k * 2 * 86_400_000));
    o.id.push(id);
    o.kind.push(plan ? 'plan' : 'artwork');
    o.number.push(number);
    o.user.push(customer.id);
    o.status.push(status);
    o.pkg.push(pkg.id);
    o.pkgSnap.push(JSON.stringify({ name: pkg.name, description: pkg.description, priceCents: pkg.priceCents }));
    o.artwork.push(artworkCents);
    o.packageCents.push(packageCents);
    o.subtotal.push(plan ? packageCents : subtotal);
    o.tax.push(plan ? 0 : tax);
    o.shipping.push(shipping);
    o.fee.push(fee);
    o.total.push(total);
    o.address.push(`${100 + Math.floor(random() * 900)} ${pick(['King St W', 'Rue Sainte-Catherine', 'Robson St', 'Jasper Ave', 'Queen St E'])}, ${pick(['Toronto, ON', 'Montréal, QC', 'Vancouver, BC', 'Edmonton, AB'])}`);
    o.name.push(customer.name);
    o.email.push(customer.email);
    const [firstName, lastName] = customer.name.split(' ') as [string, string];
    o.contact.push(plan ? JSON.stringify({ firstName, lastName, email: customer.email, phone: '+1 416 555 0100', address: o.address.at(-1) }) : null);
    o.plan.push(plan ? JSON.stringify({ packageId: pkg.id, title: `${pkg.name} Plan`, price: `$${(packageCents / 100).toFixed(2)}`, period: 'per year', description: pkg.description, features: [...pkg.features], consultations: 3 }) : null);
    o.payment.push(paymentId);
    o.created.push(created.toISOString());
    o.updated.push(stepAt(steps.length - 1).toISOString());
    p.id.push(paymentId);
    p.user.push(customer.id);
    p.token.push(crypto.randomUUID());
    p.brand.push(pick(['visa', 'mastercard', 'amex']));
    p.last4.push(pick(['4242', '4444', '0005', '1881']));
    p.amount.push(total);
    p.tx.push(`txn_${crypto.randomBytes(12).toString('hex')}`);
    p.created.push(created.toISOString());
    p.refunded.push(status === 'cancelled' ? stepAt(1).toISOString() : null);
    steps.forEach((s, k) => {
      h.id.push(objectIdAt(stepAt(k)));
      h.order.push(id);
      h.status.push(s);
      h.by.push(k === 0 ? customer.id : null);
      h.at.push(stepAt(k).toISOString());
    });
  }

  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query('begin');
    await db.query(
      `insert into users (id, name, email, password_hash, address, country, created_at, updated_at)
       select id, name, email, null, '12 Lake Rd', 'Canada', joined, joined from unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) as t(id, name, email, joined)`,
      [customers.map((c) => c.id), customers.map((c) => c.name), customers.map((c) => c.email), customers.map((c) => c.joined.toISOString())],
    );
    await db.query(
      `insert into images (id, owner_id, kind, width, height, original_key, preview_key, thumbnail_key, created_at)
       select image_id, owner_id, 'upload', 3000, 2000, image_id || '.png', image_id || '-preview.webp', image_id || '-thumb.webp', joined
       from unnest($1::text[], $2::text[], $3::timestamptz[]) as t(image_id, owner_id, joined)`,
      [customers.map((c) => c.imageId), customers.map((c) => c.id), customers.map((c) => c.joined.toISOString())],
    );
    await db.query(
      `insert into payments (id, user_id, token, method, brand, last4, amount_cents, status, transaction_id, created_at, refunded_at)
       select id, user_id, token, 'card', brand, last4, amount, 'captured', tx, created, refunded
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::timestamptz[], $9::timestamptz[])
         as t(id, user_id, token, brand, last4, amount, tx, created, refunded)`,
      [p.id, p.user, p.token, p.brand, p.last4, p.amount, p.tx, p.created, p.refunded],
    );
    await db.query(`insert into order_numbers (number, created_at) select n, c from unnest($1::text[], $2::timestamptz[]) as t(n, c)`, [o.number, o.created]);
    await db.query(
      `insert into orders (id, kind, order_number, user_id, status, package_id, package, artwork_cents, package_cents, subtotal_cents, tax_cents,
                           shipping_cents, service_fee_cents, total_cents, shipping_address, customer_name, customer_email, contact, plan, payment_id, created_at, updated_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[], $8::int[], $9::int[], $10::int[], $11::int[],
                            $12::int[], $13::int[], $14::int[], $15::text[], $16::text[], $17::text[], $18::jsonb[], $19::jsonb[], $20::text[], $21::timestamptz[], $22::timestamptz[])`,
      [o.id, o.kind, o.number, o.user, o.status, o.pkg, o.pkgSnap, o.artwork, o.packageCents, o.subtotal, o.tax, o.shipping, o.fee, o.total, o.address, o.name, o.email, o.contact, o.plan, o.payment, o.created, o.updated],
    );
    await db.query(
      `insert into order_lines (id, order_id, position, image_id, artwork, name, description, options, quantity, unit_price_cents, line_total_cents)
       select id, order_id, position, image_id, artwork, name, 'Canvas print', options, quantity, unit, total
       from unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::jsonb[], $6::text[], $7::jsonb[], $8::int[], $9::int[], $10::int[])
         as t(id, order_id, position, image_id, artwork, name, options, quantity, unit, total)`,
      [l.id, l.order, l.position, l.image, l.artwork, l.name, l.options, l.quantity, l.unit, l.total],
    );
    await db.query(
      `insert into order_status_history (id, order_id, status, changed_by, at) select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])`,
      [h.id, h.order, h.status, h.by, h.at],
    );
    await db.query('commit');
    // What autovacuum does after a load this size (PostgreSQL 13+ vacuums insert-only tables too):
    // statistics, and the visibility map that lets the list read its page of ids from the index alone.
    await db.query('vacuum analyze');
  } catch (err) {
    await db.query('rollback');
    throw err;
  } finally {
    await db.end();
  }
  return { orderNumbers: o.number, emails: customers.map((c) => c.email), statusCounts };
}

export async function adminFigures(): Promise<void> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@wallart/server'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('npm run build -w @wallart/server failed');

  const dbName = `wallart_bench_${crypto.randomBytes(4).toString('hex')}`;
  await sql(ADMIN_URL, `create database ${dbName}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const adminEmail = `bench-admin-${crypto.randomBytes(3).toString('hex')}@example.com`;
  const password = 'Bench#Admin-2026';
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  try {
    server = await startProductionServer(
      { DATABASE_URL: dbUrl.toString(), JWT_SECRET: crypto.randomBytes(32).toString('base64url'), ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: password, RATE_LIMIT_MAX: '1000000', ACCOUNT_RATE_LIMIT_MAX: '1000000' },
      { web: false },
    );
    const base = server.address;
    const seedStart = performance.now();
    const seeded = await seed(dbUrl.toString());
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const [{ orders, lines, customers }] = (
      await sql(dbUrl.toString(), `select (select count(*) from orders)::int as orders, (select count(*) from order_lines)::int as lines, (select count(*) from users where role = 'user')::int as customers`)
    ).rows as [{ orders: number; lines: number; customers: number }];

    const login = await json<{ token: string }>(
      await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: adminEmail, password }) }),
      200,
      'admin login',
    );
    const auth = { authorization: `Bearer ${login.token}` };

    const random = mulberry32(2026);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const pages = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));
    const statusPage = (): string => {
      const status = pick(ORDER_STATUSES);
      return `status=${status}&page=${1 + Math.floor(random() * pages(seeded.statusCounts.get(status) ?? 0))}`;
    };
    const scenarios: [string, () => string][] = [
      ['first page', () => 'page=1'],
      ['deep pages (random page of all)', () => `page=${1 + Math.floor(random() * pages(ORDERS))}`],
      ['last page', () => `page=${pages(ORDERS)}`],
      ['status filter, random page', statusPage],
      ['search: whole order number', () => `q=${pick(seeded.orderNumbers)}`],
      ['search: order number start', () => `q=${pick(seeded.orderNumbers).slice(0, 10)}`],
      ['search: whole customer email', () => `q=${encodeURIComponent(pick(seeded.emails))}`],
      ['search: part of an email', () => `q=${encodeURIComponent(pick(seeded.emails).split('@')[0]!.split('.')[1]!)}`],
      ['status + email search', () => `status=${pick(ORDER_STATUSES)}&q=${encodeURIComponent(pick(seeded.emails).split('@')[0]!)}`],
    ];

    const loadBefore = os.loadavg();
    const all: number[] = [];
    const rows: string[] = [];
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    for (const [label, query] of scenarios) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < WARM_UP + REQUESTS; i++) {
        const url = `${base}/api/admin/orders?${query()}&pageSize=${PAGE_SIZE}`;
        const started = performance.now();
        const body = await json<AdminOrderListResponse>(await fetch(url, { headers: auth }), 200, label);
        const elapsed = performance.now() - started;
        if (i < WARM_UP) continue;
        times.push(elapsed);
        if (body.orders.length > 0) found++;
      }
      all.push(...times);
      times.sort((a, b) => a - b);
      rows.push(`  ${label.padEnd(34)} p50 ${ms(percentile(times, 50)).padStart(8)}  p95 ${ms(percentile(times, 95)).padStart(8)}  max ${ms(times.at(-1)!).padStart(8)}  (${found}/${REQUESTS} with rows)`);
    }
    const loadAfter = os.loadavg();
    all.sort((a, b) => a - b);

    console.log('\nadmin orders list (issue 19): GET /api/admin/orders as an admin, production server on PostgreSQL, one request at a time');
    console.log(`  seeded ${orders} orders (${lines} lines), ${customers} customers, in ${seedSeconds.toFixed(1)} s; statuses ${[...seeded.statusCounts].map(([s, n]) => `${s} ${n}`).join(', ')}`);
    console.log(`  ${REQUESTS} requests per scenario after ${WARM_UP} warm-up ones, ${PAGE_SIZE} rows a page`);
    for (const row of rows) console.log(row);
    console.log(`  all ${all.length} requests: p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))} (goal: p95 ≤ 50 ms), max ${ms(all.at(-1)!)}`);
    console.log(
      `  load average before ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, after ${loadAfter.map((v) => v.toFixed(2)).join(' ')} (${os.availableParallelism()} cores, shared with other work)`,
    );
  } finally {
    await server?.stop();
    if (process.env.BENCH_ADMIN_KEEP_DATABASE === '1') console.log(`  kept the database for EXPLAIN: ${dbUrl.toString()} (drop it when done)`);
    else await sql(ADMIN_URL, `drop database if exists ${dbName} with (force)`);
  }
  if (process.env.BENCH_ADMIN_SKIP_PRINT_FILE === '1') return;
  // The other figure of issue 19's admin: a Large canvas's print file (time and peak memory).
  await printFileFigures();
}
