import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  MESSAGES,
  type CartResponse,
  type CheckoutResponse,
} from '@wallart/shared';
import { readOutbox } from '../../plugins/app/mail';
import { packages } from '../packages/packages.tables';
import { buildAuthTestApp } from '../auth/auth.test-helpers';
import { mailAttachments, pdfText } from '../orders/orders.test-helpers';
import {
  artworkLine,
  CARD_DECLINED,
  cardToken,
  checkout,
  checkoutBody,
  ENTERPRISE_ID,
  fillCart,
  getCart,
  putCart,
  shopper,
  STARTER_ID,
  type Shopper,
} from './checkout.test-helpers';
import { captureLogLines } from '../../test/log-lines';

let app: FastifyInstance;
const { stream: logStream, lines: logLines } = captureLogLines();

beforeAll(async () => {
  // Every log line, so the card search below covers all of them.
  ({ app } = await buildAuthTestApp({ env: { LOG_LEVEL: 'trace' }, logStream }));
});
afterAll(async () => {
  await app.close();
});

/** A shopper with one Large+Classic print x2 (169.98) in the cart, and a 4242 token. */
async function readyShopper(): Promise<{ who: Shopper; cart: CartResponse; token: string }> {
  const who = await shopper(app);
  const cart = await fillCart(app, who, [await artworkLine(app, who, { quantity: 2 })]);
  return { who, cart, token: (await cardToken(app, who)).token };
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await app.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function orderCount(userId: string): Promise<number> {
  return (await rowsOf<{ n: number }>(sql`select count(*)::int as n from orders where user_id = ${userId}`))[0]!.n;
}

async function paymentStatuses(userId: string): Promise<string[]> {
  return (await rowsOf<{ status: string }>(sql`select status from payments where user_id = ${userId} order by created_at`)).map((r) => r.status);
}

describe('checkout (issue 13, docs/architecture.md#money-on-the-server)', () => {
  it('places an order in one transaction: server totals, status placed with history, snapshot, payment, empty cart', async () => {
    const { who, cart, token } = await readyShopper();
    const res = await checkout(app, who, checkoutBody(who, token, { cartVersion: cart.version }));
    expect(res.statusCode).toBe(201);
    const { order } = res.json<CheckoutResponse>();
    // 2 x 84.99 + Starter 299.00 = 468.98; tax 13% = 60.97; total 529.95.
    expect(order.totals).toEqual({ artworkCents: 16_998, packageCents: 29_900, subtotalCents: 46_898, taxCents: 6097, shippingCents: 0, serviceFeeCents: 0, totalCents: 52_995, currency: 'CAD' });
    expect(order.totalPrice).toBe(529.95);
    expect(order.status).toBe('placed');
    expect(order).toMatchObject({ kind: 'artwork', plan: null, contact: null, subscriptionId: null });
    expect(order.statusHistory.map((h) => h.status)).toEqual(['placed']);
    expect(order.orderNumber).toMatch(/^ORD-\d{4}-\d{4,}$/);
    expect(order.userId).toBe(who.id);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 2, unitPriceCents: 8499, lineTotalCents: 16_998, artworkId: cart.items[0]!.artworkId });
    expect(order.items[0]!.artwork.url).toBe(cart.items[0]!.artwork!.url);
    expect(order.packageId).toMatchObject({ name: 'Starter', priceCents: 29_900, quotedSeparately: false });
    expect(order.payment).toMatchObject({ method: 'card', brand: 'visa', last4: '4242', amountCents: 52_995, status: 'captured' });
    expect(order.estimatedDelivery).toBe('10-14 business days');
    expect(order.shippingMethod).toBe('Standard Delivery');
    const after = (await getCart(app, who)).json<CartResponse>();
    expect(after.items).toEqual([]);
    expect(after.version).toBe(cart.version + 1);
    expect(await paymentStatuses(who.id)).toEqual(['captured']);
  });

  it('charges the artwork only for Enterprise (installation quoted separately)', async () => {
    const { who, token } = await readyShopper();
    const res = await checkout(app, who, checkoutBody(who, token, { selectedPackageId: ENTERPRISE_ID }));
    expect(res.statusCode).toBe(201);
    const { order } = res.json<CheckoutResponse>();
    expect(order.totals).toMatchObject({ artworkCents: 16_998, packageCents: 0, subtotalCents: 16_998, taxCents: 2210, totalCents: 19_208 });
    expect(order.packageId).toMatchObject({ name: 'Enterprise', priceCents: null, quotedSeparately: true });
  });

  it('ignores a forged total, price or status, and refuses a forged userId', async () => {
    const { who, token } = await readyShopper();
    const other = await shopper(app);
    const forgedUser = await checkout(app, who, checkoutBody(who, token, { userId: other.id }));
    expect(forgedUser.statusCode).toBe(403);
    const res = await checkout(app, who, { ...checkoutBody(who, token), total: 1, totalPrice: 0.01, price: 0, status: 'completed', totals: { totalCents: 1 } });
    expect(res.statusCode).toBe(201);
    const { order } = res.json<CheckoutResponse>();
    expect(order.totals.totalCents).toBe(52_995);
    expect(order.status).toBe('placed');
    expect(await orderCount(other.id)).toBe(0);
  });

  it('declines 4000 0000 0000 0002 with 402 and the SPEC message: no order, nothing captured, cart intact', async () => {
    const who = await shopper(app);
    const cart = await fillCart(app, who, [await artworkLine(app, who)]);
    const { token } = await cardToken(app, who, CARD_DECLINED);
    const key = randomUUID();
    const res = await checkout(app, who, checkoutBody(who, token), key);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: 'Payment Required', message: 'Payment was declined by your bank. Please try again or use a different card.' });
    expect(await orderCount(who.id)).toBe(0);
    expect(await paymentStatuses(who.id)).toEqual(['declined']);
    expect((await getCart(app, who)).json<CartResponse>()).toEqual(cart);
    // The same key gives the same answer; a new key with a good card succeeds.
    const again = await checkout(app, who, checkoutBody(who, token), key);
    expect(again.statusCode).toBe(402);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const ok = await checkout(app, who, checkoutBody(who, (await cardToken(app, who)).token));
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a package an admin deactivated (off sale; kept only for the orders that name it), and charges nothing', async () => {
    const who = await shopper(app);
    const { token } = await cardToken(app, who);
    await fillCart(app, who, [await artworkLine(app, who)]);
    await app.db.update(packages).set({ active: false }).where(eq(packages.id, STARTER_ID));
    try {
      const res = await checkout(app, who, checkoutBody(who, token));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(MESSAGES.orders.invalidPackage);
    } finally {
      await app.db.update(packages).set({ active: true }).where(eq(packages.id, STARTER_ID));
    }
    expect((await checkout(app, who, checkoutBody(who, token))).statusCode).toBe(201);
  });

  it('refuses an empty cart, an unknown package, a missing key, a stale version and a used token', async () => {
    const who = await shopper(app);
    const { token } = await cardToken(app, who);
    const empty = await checkout(app, who, checkoutBody(who, token));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(MESSAGES.cart.emptyCheckout);

    const cart = await fillCart(app, who, [await artworkLine(app, who)]);
    const unknown = await checkout(app, who, checkoutBody(who, token, { selectedPackageId: 'abcdefabcdefabcdefabcdef' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(MESSAGES.orders.invalidPackage);
    const noKey = await checkout(app, who, checkoutBody(who, token), null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json<{ message: string }>().message).toBe(CHECKOUT_MESSAGES.idempotencyKeyRequired);
    const stale = await checkout(app, who, checkoutBody(who, token, { cartVersion: cart.version - 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(CHECKOUT_MESSAGES.cartChanged);
    const otherUsersToken = (await cardToken(app, await shopper(app))).token;
    expect((await checkout(app, who, checkoutBody(who, otherUsersToken))).statusCode).toBe(400);
    expect((await checkout(app, who, checkoutBody(who, token, { paymentInfo: { method: 'paypal', token } }))).statusCode).toBe(400);
    expect(await orderCount(who.id)).toBe(0);
    expect((await checkout(app, who, checkoutBody(who, token))).statusCode).toBe(201);
    // The token paid for one order; it cannot pay for another.
    await fillCart(app, who, [await artworkLine(app, who)]);
    const reused = await checkout(app, who, checkoutBody(who, token));
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ message: string }>().message).toBe(CHECKOUT_MESSAGES.paymentMethodInvalid);
  });

  it('refuses an expired, unknown or malformed payment token before charging: no order, no payment, cart intact', async () => {
    const { who, cart, token } = await readyShopper();
    await app.db.execute(sql`update payment_methods set expires_at = now() - interval '1 minute' where token = ${token}`);
    for (const bad of [token, 'pm_unknown', 'x'.repeat(101)]) {
      const res = await checkout(app, who, checkoutBody(who, bad));
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(CHECKOUT_MESSAGES.paymentMethodInvalid);
    }
    expect(await orderCount(who.id)).toBe(0);
    expect(await paymentStatuses(who.id)).toEqual([]);
    expect((await getCart(app, who)).json<CartResponse>()).toEqual(cart);
  });

  it('refuses a 1 MB shipping address, and one with control characters', async () => {
    const { who, token } = await readyShopper();
    const huge = await checkout(app, who, checkoutBody(who, token, { shippingAddress: 'x'.repeat(1024 * 1024) }));
    expect([400, 413]).toContain(huge.statusCode);
    const big = await checkout(app, who, checkoutBody(who, token, { shippingAddress: 'x'.repeat(1000) }));
    expect(big.statusCode).toBe(400);
    expect((await checkout(app, who, checkoutBody(who, token, { shippingAddress: '1 Main\u0000St' }))).statusCode).toBe(400);
    expect(await orderCount(who.id)).toBe(0);
  });

  it('refuses a cart line without saved artwork (the docs/product/cart-and-orders.md#cart-lines placeholder)', async () => {
    const who = await shopper(app);
    await app.inject({ method: 'POST', url: '/api/cart/add', headers: who.headers, payload: { userId: who.id, generatedImageId: 'wallart-1' } });
    const res = await checkout(app, who, checkoutBody(who, (await cardToken(app, who)).token));
    expect(res.statusCode).toBe(400);
  });

  it('answers the same key with the first answer, and another body under it with 422', async () => {
    const { who, token } = await readyShopper();
    const key = randomUUID();
    const first = await checkout(app, who, checkoutBody(who, token), key);
    expect(first.statusCode).toBe(201);
    const second = await checkout(app, who, checkoutBody(who, token), key);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const other = await checkout(app, who, checkoutBody(who, token, { shippingAddress: 'Somewhere else' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toBe(CHECKOUT_MESSAGES.idempotencyKeyReused);
    expect(await orderCount(who.id)).toBe(1);
  });

  it('50 parallel checkouts with one key make one order, and all get its answer', async () => {
    const { who, token } = await readyShopper();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 50 }, () => checkout(app, who, checkoutBody(who, token), key)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(results.map((r) => r.json<CheckoutResponse>().order._id)).size).toBe(1);
    expect(await orderCount(who.id)).toBe(1);
    expect(await paymentStatuses(who.id)).toEqual(['captured']);
  });

  it('20 parallel checkouts of one cart with different keys make one order; the rest get a clear 409', async () => {
    const { who, cart } = await readyShopper();
    const tokens = await Promise.all(Array.from({ length: 20 }, async () => (await cardToken(app, who)).token));
    const results = await Promise.all(tokens.map((token) => checkout(app, who, checkoutBody(who, token, { cartVersion: cart.version }))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json<{ message: string }>().message).toBe(CHECKOUT_MESSAGES.cartChanged);
    expect(await orderCount(who.id)).toBe(1);
    expect(await paymentStatuses(who.id)).toEqual(['captured']);
  });

  it('a checkout racing a cart change orders the old cart or the new one, never a mix', async () => {
    for (let round = 0; round < 6; round++) {
      const who = await shopper(app);
      const oldLines = [await artworkLine(app, who), await artworkLine(app, who, { quantity: 3 })];
      const newLines = [await artworkLine(app, who, { quantity: 2 })];
      const cart = await fillCart(app, who, oldLines);
      const { token } = await cardToken(app, who);
      const [placed, changed] = await Promise.all([
        checkout(app, who, checkoutBody(who, token)),
        round % 2 === 0
          ? putCart(app, who, { version: cart.version, items: newLines })
          : app.inject({ method: 'POST', url: `/api/cart/${who.id}/merge`, headers: who.headers, payload: { items: newLines } }),
      ]);
      expect(placed.statusCode).toBe(201);
      const ordered = placed
        .json<CheckoutResponse>()
        .order.items.map((i) => `${i.artworkId}x${i.quantity}`)
        .sort();
      const asOld = oldLines.map((l) => `${l.artworkId}x${l.quantity}`).sort();
      const asNew = (round % 2 === 0 ? newLines : [...oldLines, ...newLines]).map((l) => `${l.artworkId}x${l.quantity}`).sort();
      expect([asOld, asNew]).toContainEqual(ordered);
      const left = (await getCart(app, who)).json<CartResponse>();
      if (JSON.stringify(ordered) === JSON.stringify(asOld)) {
        // The change came after the order: a versioned PUT was stale (409); a merge landed in the emptied cart.
        if (round % 2 === 0) expect(changed.statusCode).toBe(409);
        else expect(left.items.map((i) => i.artworkId)).toEqual(newLines.map((l) => l.artworkId));
      } else {
        expect(changed.statusCode).toBe(200);
        expect(left.items).toEqual([]);
      }
    }
  });

  it('refuses a garbled card body without echoing any of the card in the answer or the log', async () => {
    const who = await shopper(app);
    const from = logLines.length;
    // JSON a hand-written client might send: single quotes, a form body sent as JSON, a stray character.
    const bodies = [
      `{"method":"card","card":{"number":'5555 4444 3333 1111',"holderName":"Jane Doe","expiry":"11/38","cvc":'468'}}`,
      `number=5555444433331111&cvc=468&expiry=11/38`,
      `x{"method":"card","card":{"number":"5555444433331111","cvc":"468"}}`,
    ];
    const answers: string[] = [];
    for (const payload of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payment-methods',
        headers: { ...who.headers, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Bad Request' });
      answers.push(res.body);
    }
    const seen = [...answers, ...logLines.slice(from)].join('\n');
    // More than the last 4: the first digits, spaced or not, and the CVC.
    for (const part of ['5555 4444', '55554444', "'468'", '468&']) expect(seen).not.toContain(part);
  });

  it('never stores, logs or mails the card number or the CVC (database dump, log and outbox searched after checkouts)', async () => {
    const who = await shopper(app);
    const cards = [
      { number: '4242 4242 4242 4242', cvc: '913' }, // always succeeds: an order, a payment, a mail
      { number: '5555 4444 3333 1111', cvc: '468' }, // succeeds or declines (PAYMENT_SUCCESS_RATE)
    ];
    const placed: number[] = [];
    for (const card of cards) {
      await fillCart(app, who, [await artworkLine(app, who)]);
      const res = await app.inject({
        method: 'POST',
        url: '/api/payment-methods',
        headers: who.headers,
        payload: { method: 'card', card: { ...card, holderName: 'Jane Doe', expiry: '11/38' } },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ last4: card.number.slice(-4) });
      const order = await checkout(app, who, checkoutBody(who, res.json<{ token: string }>().token));
      placed.push(order.statusCode);
    }
    expect(placed[0]).toBe(201);
    expect([201, 402]).toContain(placed[1]);
    // A refused card goes through validation too.
    const refused = { number: '5555444433331112', holderName: 'J', expiry: '01/20', cvc: '579' };
    expect((await app.inject({ method: 'POST', url: '/api/payment-methods', headers: who.headers, payload: { method: 'card', card: refused } })).statusCode).toBe(400);
    const mistyped = { ...refused, number: '4242 4242 4242 4241', expiry: '12/40' };
    const typo = await app.inject({ method: 'POST', url: '/api/payment-methods', headers: who.headers, payload: { method: 'card', card: mistyped } });
    expect(typo.statusCode).toBe(400);
    expect(typo.json<{ message: string }>().message).toBe('This card number is not valid. Please check it for a typo.');
    await app.mailJobs.drain();

    // What must never appear: each number, spaced and unspaced, and each CVC as a value.
    const secrets = [...cards, refused, mistyped].flatMap((c) => [c.number, c.number.replace(/\s/g, ''), `"${c.cvc}"`]);
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    let dump = '';
    for (const { table_name: table } of tables) dump += JSON.stringify(await rowsOf(sql.raw(`select * from "${table}"`)));
    expect(dump).toContain('"4242"'); // the last 4 are kept, and only they
    expect(dump).toContain('"1111"');
    const columns = await rowsOf<{ column_name: string }>(sql`select column_name from information_schema.columns where table_schema = current_schema()`);
    expect(columns.map((c) => c.column_name).filter((c) => /cvc|cvv|card_number|pan/i.test(c))).toEqual([]);
    // The mails as written, and the text of the invoices they carry.
    const outbox = (await readOutbox(app.config.dataDir))
      .flatMap((m) => [m.raw, ...mailAttachments(m.raw).map((a) => (a.contentType === 'application/pdf' ? pdfText(a.content) : ''))])
      .join('\n');
    expect(outbox).toContain('ending in 4242');
    const log = logLines.join('');
    expect(log).toContain('simulated charge');
    for (const secret of secrets) {
      expect(dump).not.toContain(secret);
      expect(log).not.toContain(secret);
      expect(outbox).not.toContain(secret);
    }
  });
});
