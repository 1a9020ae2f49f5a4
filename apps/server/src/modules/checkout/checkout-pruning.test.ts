import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, type CheckoutResponse, type Order } from '@wallart/shared';
import { testDbKind } from '../../test/build-test-app';
import { retentionQueue } from '../retention';
import { buildAuthTestApp } from '../auth/auth.test-helpers';
import { idempotencyKeys } from './checkout.tables';
import { IDEMPOTENCY_KEY_RETENTION_MS, pruneCheckoutRows } from './checkout-pruning';
import { artworkLine, cardToken, checkout, checkoutBody, CARD_DECLINED, fillCart, shopper, type Shopper } from './checkout.test-helpers';

const HOUR_MS = 60 * 60 * 1000;

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
});
afterAll(async () => {
  await app.close();
});

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: FastifyInstance['db'], query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const prune = (now = new Date()) => pruneCheckoutRows({ db: app.db, payments: app.paymentsService }, now);

/** An order placed under `key` from a freshly filled cart, with a fresh 4242 token. */
async function placeOrder(who: Shopper, key: string = randomUUID()): Promise<{ key: string; token: string; order: CheckoutResponse['order']; body: unknown }> {
  await fillCart(app, who, [await artworkLine(app, who)]);
  const { token } = await cardToken(app, who);
  const res = await checkout(app, who, checkoutBody(who, token), key);
  expect(res.statusCode).toBe(201);
  return { key, token, order: res.json<CheckoutResponse>().order, body: res.json() };
}

async function tokensOf(userId: string): Promise<string[]> {
  return (await rowsOf<{ token: string }>(app.db, sql`select token from payment_methods where user_id = ${userId} order by token`)).map((r) => r.token);
}

async function keysOf(userId: string): Promise<string[]> {
  return (await rowsOf<{ key: string }>(app.db, sql`select key from idempotency_keys where user_id = ${userId} order by key`)).map((r) => r.key);
}

/** Everything a customer or an audit reads of the user's orders: payment rows, and the orders as the API answers them. */
async function ordersAndPayments(who: Shopper, orderIds: string[]): Promise<unknown> {
  const paymentRows = await rowsOf(app.db, sql`select * from payments where user_id = ${who.id} order by created_at, id`);
  const orders = [];
  for (const id of orderIds) {
    const res = await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    orders.push(res.json<Order>());
  }
  return { paymentRows, orders };
}

describe('pruning checkout leftovers (payment tokens, idempotency keys)', () => {
  it('removes payment tokens past their hour, used or not, keeps live ones, and leaves the paid order whole', async () => {
    const who = await shopper(app);
    const paid = await placeOrder(who);
    const unused = (await cardToken(app, who)).token;
    const live = (await cardToken(app, who)).token;
    await app.db.execute(sql`update payment_methods set expires_at = now() - interval '1 minute' where token in (${paid.token}, ${unused})`);
    const before = await ordersAndPayments(who, [paid.order._id]);

    const removed = await prune();

    expect(removed.paymentTokens).toBeGreaterThanOrEqual(2);
    expect(await tokensOf(who.id)).toEqual([live]);
    // The order, its payment (token, brand, last 4, amount, status) and its invoice are as they were.
    expect(await ordersAndPayments(who, [paid.order._id])).toEqual(before);
    expect((before as { orders: Order[] }).orders[0]!.payment).toMatchObject({ brand: 'visa', last4: '4242', status: 'captured' });
    const invoice = await app.inject({ method: 'GET', url: `/api/orders/${paid.order._id}/invoice`, headers: who.headers });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toContain('application/pdf');
    // A pruned token is refused like an unknown one; the live one still pays.
    await fillCart(app, who, [await artworkLine(app, who)]);
    const withPruned = await checkout(app, who, checkoutBody(who, unused));
    expect(withPruned.statusCode).toBe(400);
    expect(withPruned.json<{ message: string }>().message).toBe(CHECKOUT_MESSAGES.paymentMethodInvalid);
    expect((await checkout(app, who, checkoutBody(who, live))).statusCode).toBe(201);
  });

  it('removes answered keys older than 24 hours; fresh and in-progress keys stay, and a fresh key still replays its first answer', async () => {
    const who = await shopper(app);
    const old = await placeOrder(who);
    const fresh = await placeOrder(who);
    // A decline is an answer too (402), kept and removed by the same rule.
    await fillCart(app, who, [await artworkLine(app, who)]);
    const declinedKey = randomUUID();
    const declined = await checkout(app, who, checkoutBody(who, (await cardToken(app, who, CARD_DECLINED)).token), declinedKey);
    expect(declined.statusCode).toBe(402);
    // A claim without an answer yet: the shape of a request still in progress, however old.
    const inProgressKey = randomUUID();
    await app.db.insert(idempotencyKeys).values({ userId: who.id, key: inProgressKey, requestHash: 'in-progress', createdAt: new Date(Date.now() - 48 * HOUR_MS) });
    const hoursAgo = (key: string, hours: number) =>
      app.db.execute(sql`update idempotency_keys set created_at = now() - make_interval(hours => ${hours}) where user_id = ${who.id} and key = ${key}`);
    await hoursAgo(old.key, 25);
    await hoursAgo(declinedKey, 25);
    await hoursAgo(fresh.key, 23);
    const before = await ordersAndPayments(who, [old.order._id, fresh.order._id]);

    const removed = await prune();

    expect(removed.idempotencyKeys).toBeGreaterThanOrEqual(2);
    expect(await keysOf(who.id)).toEqual([fresh.key, inProgressKey].sort());
    expect(await ordersAndPayments(who, [old.order._id, fresh.order._id])).toEqual(before);

    // The fresh key answers as the first time, without a second order.
    const replay = await checkout(app, who, checkoutBody(who, fresh.token), fresh.key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(fresh.body);
    // The pruned key is free: sent again it is a new attempt, and its token, which paid once, is refused.
    const expired = await checkout(app, who, checkoutBody(who, old.token), old.key);
    expect(expired.statusCode).toBe(400);
    expect(expired.headers['idempotent-replayed']).toBeUndefined();
    expect(expired.json<{ message: string }>().message).toBe(CHECKOUT_MESSAGES.paymentMethodInvalid);
    const orderCount = await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from orders where user_id = ${who.id}`);
    expect(orderCount[0]!.n).toBe(2);
  });

  it('keeps a key until 24 hours after its checkout, and removes it after that', async () => {
    const who = await shopper(app);
    const placed = await placeOrder(who);
    const [row] = await rowsOf<{ created_at: string | Date }>(app.db, sql`select created_at from idempotency_keys where user_id = ${who.id} and key = ${placed.key}`);
    const createdAt = new Date(row!.created_at).getTime();
    await prune(new Date(createdAt + IDEMPOTENCY_KEY_RETENTION_MS - 1));
    expect(await keysOf(who.id)).toEqual([placed.key]);
    await prune(new Date(createdAt + IDEMPOTENCY_KEY_RETENTION_MS + 1));
    expect(await keysOf(who.id)).toEqual([]);
  });

  // Only PostgreSQL runs two transactions at once (PGlite queues them), so only there can a prune
  // meet a checkout that has claimed its key and not finished.
  it.runIf(testDbKind() === 'postgres')('never removes the key of a checkout in progress, even a day later by the clock', async () => {
    const who = await shopper(app);
    await fillCart(app, who, [await artworkLine(app, who)]);
    const { token } = await cardToken(app, who);
    // The clock jumps two days below: the token must outlive the jump, as a token lives past any checkout.
    await app.db.execute(sql`update payment_methods set expires_at = now() + interval '3 days' where token = ${token}`);
    const key = randomUUID();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holderPid!: number;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    // Another transaction holds the cart, so the checkout stops after claiming its key.
    const holder = app.db.transaction(async (tx) => {
      const result: unknown = await tx.execute(sql`select pg_backend_pid() as pid from carts where user_id = ${who.id} for update`);
      holderPid = (result as { rows: { pid: number }[] }).rows[0]!.pid;
      holding();
      await released;
    });
    await held;
    const placing = checkout(app, who, checkoutBody(who, token), key);
    // Wait until the checkout is blocked by the holder (it has inserted its key by then).
    for (;;) {
      const [blocked] = await rowsOf<{ n: number }>(app.db, sql`select count(*)::int as n from pg_stat_activity where ${holderPid} = any(pg_blocking_pids(pid))`);
      if (blocked!.n > 0) break;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }

    await prune(new Date(Date.now() + 2 * IDEMPOTENCY_KEY_RETENTION_MS));

    release();
    await holder;
    const placed = await placing;
    expect(placed.statusCode).toBe(201);
    expect(await keysOf(who.id)).toEqual([key]);
    const replay = await checkout(app, who, checkoutBody(who, token), key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(placed.json());
  });
});

describe('the checkout pruning plugin', () => {
  it('prunes from its scheduled job (registered by the checkout module on the retention queue)', async () => {
    const who = await shopper(app);
    await fillCart(app, who, [await artworkLine(app, who)]);
    const { token } = await cardToken(app, who);
    const key = randomUUID();
    expect((await checkout(app, who, checkoutBody(who, token), key)).statusCode).toBe(201);
    await cardToken(app, who);
    await app.db.execute(sql`update payment_methods set expires_at = now() - interval '1 minute' where user_id = ${who.id}`);
    await app.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where user_id = ${who.id}`);
    expect(await app.jobs.schedules()).toContainEqual({ queue: retentionQueue('checkout-rows'), cron: '10 * * * *' });
    // What pg-boss sends at ten past each hour, run by this process's worker.
    await app.jobs.send(retentionQueue('checkout-rows'), {});
    await expect.poll(() => rowsOf(app.db, sql`select token from payment_methods where user_id = ${who.id}`), { timeout: 20_000 }).toEqual([]);
    expect(await rowsOf(app.db, sql`select key from idempotency_keys where user_id = ${who.id} and key = ${key}`)).toEqual([]);
    expect(await rowsOf(app.db, sql`select id from payments where user_id = ${who.id}`)).toHaveLength(1);
  });
});
