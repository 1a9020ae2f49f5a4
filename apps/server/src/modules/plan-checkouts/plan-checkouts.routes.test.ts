import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGES,
  consultationDates,
  MESSAGES,
  ORDER_NUMBER_ANY_WIDTH_PATTERN,
  PLAN_MESSAGES,
  studioDate,
  type Order,
  type PlanCheckout,
  type PlanPaymentResult,
  type Subscription,
} from '@wallart/shared';
import { readOutbox } from '../../plugins/app/mail';
import { testDbKind } from '../../test/build-test-app';
import { bearer, buildAuthTestApp, signedInAdmin } from '../auth/auth.test-helpers';
import { CARD_DECLINED, ENTERPRISE_ID, PROFESSIONAL_ID, STARTER_ID, shopper, tokenizeRequest, type Shopper } from '../checkout/checkout.test-helpers';
import { mailAttachments, pdfText } from '../orders/orders.test-helpers';
import { book, cancel, get, openCheckout, openRequest, pay, planBody, planCard, planToken } from './plan-checkouts.test-helpers';
import { captureLogLines } from '../../test/log-lines';

let app: FastifyInstance;
let admin: { headers: { authorization: string } };
const { stream: logStream, lines: logLines } = captureLogLines();

beforeAll(async () => {
  // Every log line, so the card search below covers all of them.
  ({ app } = await buildAuthTestApp({ env: { LOG_LEVEL: 'trace' }, logStream }));
  admin = { headers: bearer((await signedInAdmin(app)).token) };
});
afterAll(async () => {
  await app.close();
});

async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result: unknown = await app.db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function paymentStatuses(userId: string): Promise<string[]> {
  return (await rowsOf<{ status: string }>(sql`select status from payments where user_id = ${userId} order by created_at`)).map((r) => r.status);
}

async function subscriptionsOf(who: Shopper): Promise<Subscription[]> {
  const res = await get(app, who, `/api/user-packages/user/${who.id}`);
  expect(res.statusCode).toBe(200);
  return res.json<Subscription[]>();
}

/** A weekday slot that is always ahead: the first bookable day after today, 10:00 studio time. */
function nextSlot(): { date: string; time: string } {
  const now = new Date();
  const date = consultationDates(now).find((d) => d > studioDate(now))!;
  return { date, time: '10:00' };
}

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('buying a plan (issue 18)', () => {
  it('the whole path: token → checkout → pay → result → receipt → subscription → order → booking → cancel → buy again', async () => {
    const who = await shopper(app);
    const { token } = await planToken(app, who);

    // 1. Open: amounts from the server, a reserved order number, brand and last 4; nothing charged.
    const opened = await openRequest(app, who, planBody(token, { total: 1, amounts: { totalCents: 1 } }));
    expect(opened.statusCode).toBe(201);
    expect(opened.headers['cache-control']).toBe('no-store');
    const checkout = opened.json<PlanCheckout>();
    expect(checkout).toMatchObject({
      status: 'open',
      paymentId: null,
      amounts: { planCents: 59_900, serviceFeeCents: 1500, totalCents: 61_400, currency: 'CAD' },
      card: { brand: 'visa', last4: '4242' },
      contact: { firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com', phone: '+94 77 123 4567', address: '12 Lake Rd, Colombo' },
      plan: { packageId: PROFESSIONAL_ID, title: 'Professional Plan', price: '$599', period: 'per Project', consultations: 5 },
    });
    expect(checkout.orderNumber).toMatch(ORDER_NUMBER_ANY_WIDTH_PATTERN);
    expect(await paymentStatuses(who.id)).toEqual([]);
    const read = await get(app, who, `/api/plan-checkouts/${checkout._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(checkout);

    // 2. Pay.
    const paid = await pay(app, who, checkout._id);
    expect(paid.statusCode).toBe(201);
    const { payment } = paid.json<{ success: true; payment: PlanPaymentResult }>();
    expect(payment).toMatchObject({
      success: true,
      status: 'captured',
      error: null,
      orderId: checkout.orderNumber,
      amount: 614,
      paymentMethod: 'card',
      brand: 'visa',
      last4: '4242',
      cardNumber: '•••• 4242',
      shippingAddress: '12 Lake Rd, Colombo',
    });
    expect(payment.order).toMatch(/^[0-9a-f]{24}$/);
    expect(payment.subscriptionId).toMatch(/^[0-9a-f]{24}$/);
    expect(await paymentStatuses(who.id)).toEqual(['captured']);
    expect((await get(app, who, `/api/plan-checkouts/${checkout._id}`)).json()).toMatchObject({ status: 'paid', paymentId: payment._id });

    // 3. The result page reads the same result; the receipt is a PDF.
    const result = await get(app, who, `/api/payments/${payment._id}`);
    expect(result.statusCode).toBe(200);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.json()).toEqual(payment);
    const receipt = await get(app, who, `/api/payments/${payment._id}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toBe(`attachment; filename="receipt-${checkout.orderNumber}.pdf"`);
    expect(receipt.headers['cache-control']).toBe('no-store');
    expect(receipt.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const receiptText = pdfText(receipt.rawPayload);
    for (const text of ['Receipt', checkout.orderNumber, 'Professional Plan', '5 Design Consultations', '$599.00', 'Service Fee', '$15.00', 'Total', '$614.00', 'Visa ending in 4242', payment.transactionId, 'Jane Doe', '12 Lake Rd, Colombo']) {
      expect(receiptText).toContain(text);
    }

    // 4. The subscription: active, 12 months, the package's 5 consultations.
    const [subscription] = await subscriptionsOf(who);
    expect(subscription).toMatchObject({
      _id: payment.subscriptionId,
      userId: who.id,
      packageId: { _id: PROFESSIONAL_ID, name: 'Professional' },
      status: 'active',
      remainingConsultations: 5,
      orderId: payment.order,
      orderNumber: checkout.orderNumber,
      paymentId: payment._id,
      cancelledAt: null,
      consultations: [],
    });
    const months = (Date.parse(subscription!.expiryDate) - Date.parse(subscription!.purchaseDate)) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);

    // 5. The order: kind plan, no lines, plan price + service fee, listed and readable, with its invoice.
    const orders = (await get(app, who, `/api/orders/user/${who.id}`)).json<Order[]>();
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order).toMatchObject({
      _id: payment.order,
      kind: 'plan',
      orderNumber: checkout.orderNumber,
      status: 'placed',
      items: [],
      generatedImageId: null,
      totals: { artworkCents: 0, packageCents: 59_900, subtotalCents: 59_900, taxCents: 0, shippingCents: 0, serviceFeeCents: 1500, totalCents: 61_400 },
      totalPrice: 614,
      plan: { title: 'Professional Plan', price: '$599' },
      contact: checkout.contact,
      subscriptionId: payment.subscriptionId,
      payment: { brand: 'visa', last4: '4242', amountCents: 61_400, transactionId: payment.transactionId },
    });
    expect((await get(app, who, `/api/orders/${order._id}`)).json()).toEqual(order);
    const invoice = await get(app, who, `/api/orders/${order._id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const invoiceText = pdfText(invoice.rawPayload);
    for (const text of ['INVOICE', checkout.orderNumber, 'Professional Plan', 'Service Fee', '$15.00', '$614.00']) expect(invoiceText).toContain(text);

    // 6. The confirmation mail carries the receipt.
    await app.mailJobs.drain();
    const mail = (await readOutbox(app.config.dataDir)).find((m) => m.raw.includes(checkout.orderNumber) && m.raw.includes('Professional Plan'));
    expect(mail).toBeDefined();
    const attached = mailAttachments(mail!.raw).find((a) => a.contentType === 'application/pdf');
    expect(attached?.filename).toBe(`receipt-${checkout.orderNumber}.pdf`);
    expect(pdfText(attached!.content)).toContain('Service Fee');

    // 7. Book a consultation: 4 left.
    const slot = nextSlot();
    const booked = await book(app, who, subscription!._id, { ...slot, note: 'North wall of the living room' });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      success: true,
      message: PLAN_MESSAGES.consultationBooked,
      subscription: { remainingConsultations: 4 },
      booking: { ...slot, note: 'North wall of the living room' },
    });
    expect((await subscriptionsOf(who))[0]).toMatchObject({ remainingConsultations: 4, consultations: [{ ...slot }] });

    // 8. Cancel; again 409; booking on it 409.
    const cancelled = await cancel(app, who, subscription!._id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', remainingConsultations: 4 });
    expect(cancelled.json<Subscription>().cancelledAt).not.toBeNull();
    const again = await cancel(app, who, subscription!._id);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(PLAN_MESSAGES.alreadyCancelled);
    const late = await book(app, who, subscription!._id, slot);
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe(PLAN_MESSAGES.notActive);

    // 9. The package can be bought again.
    const second = await openCheckout(app, who);
    expect(second.orderNumber).not.toBe(checkout.orderNumber);
    expect((await pay(app, who, second._id)).statusCode).toBe(201);
    expect((await subscriptionsOf(who)).map((s) => s.status)).toEqual(['active', 'cancelled']);
  });

  it('4000 0000 0000 0002 declines with 402 and the result, readable by GET; no order, no subscription, no receipt; the checkout is closed', async () => {
    const who = await shopper(app);
    const checkout = await openCheckout(app, who, { number: CARD_DECLINED });
    const key = randomUUID();
    const res = await pay(app, who, checkout._id, key);
    expect(res.statusCode).toBe(402);
    const body = res.json<{ error: string; message: string; success: false; payment: PlanPaymentResult }>();
    expect(body).toMatchObject({
      error: 'Payment Required',
      message: MESSAGES.payment.declined,
      success: false,
      payment: { success: false, status: 'declined', error: MESSAGES.payment.declined, order: null, subscriptionId: null, orderId: checkout.orderNumber, last4: '0002', amount: 614 },
    });
    const result = await get(app, who, `/api/payments/${body.payment._id}`);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual(body.payment);
    const receipt = await get(app, who, `/api/payments/${body.payment._id}/receipt`);
    expect(receipt.statusCode).toBe(404);
    expect(message(receipt)).toBe(PLAN_MESSAGES.receiptOnlyForCaptured);
    expect((await get(app, who, `/api/plan-checkouts/${checkout._id}`)).json()).toMatchObject({ status: 'declined', paymentId: body.payment._id });
    expect(await subscriptionsOf(who)).toEqual([]);
    expect((await get(app, who, `/api/orders/user/${who.id}`)).json()).toEqual([]);
    // The same key answers the same; a new key finds the checkout closed and charges nothing.
    const replay = await pay(app, who, checkout._id, key);
    expect(replay.statusCode).toBe(402);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(body);
    const closed = await pay(app, who, checkout._id);
    expect(closed.statusCode).toBe(409);
    expect(message(closed)).toBe(PLAN_MESSAGES.checkoutClosed);
    expect(await paymentStatuses(who.id)).toEqual(['declined']);
  });

  it('the same Idempotency-Key twice makes one payment and the same answer; another checkout under it is 422; none is 400', async () => {
    const who = await shopper(app);
    const checkout = await openCheckout(app, who);
    const key = randomUUID();
    const first = await pay(app, who, checkout._id, key);
    const second = await pay(app, who, checkout._id, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await paymentStatuses(who.id)).toEqual(['captured']);
    const other = await openCheckout(app, who, { packageId: STARTER_ID });
    const reused = await pay(app, who, other._id, key);
    expect(reused.statusCode).toBe(422);
    expect(message(reused)).toBe(CHECKOUT_MESSAGES.idempotencyKeyReused);
    const noKey = await pay(app, who, other._id, null);
    expect(noKey.statusCode).toBe(400);
    expect(message(noKey)).toBe(CHECKOUT_MESSAGES.idempotencyKeyRequired);
    // A new key on the paid checkout: closed.
    const closed = await pay(app, who, checkout._id);
    expect(closed.statusCode).toBe(409);
    expect(message(closed)).toBe(PLAN_MESSAGES.checkoutClosed);
    expect(await paymentStatuses(who.id)).toEqual(['captured']);
  });

  it('checks the form on the server with the docs/product/plans.md#checkout-form messages: phone, past expiry, 20 digits, brand mismatch, CVC', async () => {
    const who = await shopper(app);
    const { token } = await planToken(app, who);
    const phone = await openRequest(app, who, planBody(token, { phone: '12-34' }));
    expect(phone.statusCode).toBe(400);
    expect(message(phone)).toBe('phone: Invalid phone number.');
    const empty = await openRequest(app, who, planBody(token, { firstName: ' ', email: 'not-an-email' }));
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toContain('First name is required.');
    expect(message(empty)).toContain('Invalid email address.');

    const tokenize = (card: Record<string, unknown>) => tokenizeRequest(app, who, { method: 'card', card });
    const cases: [Record<string, unknown>, string][] = [
      [planCard('4242 4242 4242 4242', { expiry: '01/20' }), 'Invalid expiry date.'],
      [planCard('4242 4242 4242 4242', { expiry: '13/39' }), 'Invalid expiry date.'],
      [planCard('4242 4242 4242 4242 4242'), 'Invalid card number for selected brand.'],
      [planCard('4242424242424242', { brand: 'mastercard' }), 'Invalid card number for selected brand.'],
      [planCard('5555 5555 5555 4444', { brand: 'visa' }), 'Invalid card number for selected brand.'],
      [planCard('3782 822463 10005', { brand: 'amex', cvc: '123' }), '4 digits required for Amex.'],
      [planCard('4242 4242 4242 4242', { cvc: '12' }), '3 digits required.'],
      [planCard(''), 'Card number is required.'],
      [planCard('4242 4242 4242 4242', { expiry: '' }), 'Expiry date is required.'],
      [planCard('4242 4242 4242 4242', { cvc: '' }), 'CVC is required.'],
    ];
    for (const [card, expected] of cases) {
      const res = await tokenize(card);
      expect(res.statusCode, JSON.stringify(card)).toBe(400);
      expect(message(res), JSON.stringify(card)).toBe(expected);
    }
    // A chosen brand that matches is accepted, and the brand kept is the chosen one.
    const amex = await tokenize(planCard('3782 822463 10005', { brand: 'amex', cvc: '1234' }));
    expect(amex.statusCode).toBe(201);
    expect(amex.json()).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('refuses an unknown package (404), Enterprise (400), a second active subscription (409) and a token that is not usable (400)', async () => {
    const who = await shopper(app);
    const { token } = await planToken(app, who);
    const unknown = await openRequest(app, who, planBody(token, { packageId: 'abcdefabcdefabcdefabcdef' }));
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe(PLAN_MESSAGES.packageNotFound);
    const enterprise = await openRequest(app, who, planBody(token, { packageId: ENTERPRISE_ID }));
    expect(enterprise.statusCode).toBe(400);
    expect(message(enterprise)).toBe(PLAN_MESSAGES.enterpriseByQuote);

    const someoneElses = (await planToken(app, await shopper(app))).token;
    for (const bad of [someoneElses, 'pm_unknown']) {
      const res = await openRequest(app, who, planBody(bad));
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(CHECKOUT_MESSAGES.paymentMethodInvalid);
    }
    const wallet = await tokenizeRequest(app, who, { method: 'paypal' });
    const viaWallet = await openRequest(app, who, planBody(wallet.json<{ token: string }>().token));
    expect(viaWallet.statusCode).toBe(400);

    // Paid once: the token is used up, and the package cannot be bought twice.
    const checkout = await openCheckout(app, who);
    expect((await pay(app, who, checkout._id)).statusCode).toBe(201);
    const [{ token: usedToken } = { token: '' }] = await rowsOf<{ token: string }>(sql`select token from plan_checkouts where id = ${checkout._id}`);
    const reused = await openRequest(app, who, planBody(usedToken, { packageId: STARTER_ID }));
    expect(reused.statusCode).toBe(400);
    expect(message(reused)).toBe(CHECKOUT_MESSAGES.paymentMethodInvalid);
    const twice = await openRequest(app, who, planBody((await planToken(app, who)).token));
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toBe(PLAN_MESSAGES.alreadySubscribed);
  });

  it('pays nothing on a checkout opened before a subscription to the package began: 409, nothing charged', async () => {
    const who = await shopper(app);
    const first = await openCheckout(app, who);
    const second = await openCheckout(app, who);
    expect((await pay(app, who, first._id)).statusCode).toBe(201);
    const res = await pay(app, who, second._id);
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe(PLAN_MESSAGES.alreadySubscribed);
    expect(await paymentStatuses(who.id)).toEqual(['captured']);
    expect((await get(app, who, `/api/plan-checkouts/${second._id}`)).json()).toMatchObject({ status: 'open' });
  });

  it('a token expired since the checkout opened: 400, nothing charged, the checkout stays open', async () => {
    const who = await shopper(app);
    const checkout = await openCheckout(app, who);
    await app.db.execute(sql`update payment_methods set expires_at = now() - interval '1 minute' where token = (select token from plan_checkouts where id = ${checkout._id})`);
    const res = await pay(app, who, checkout._id);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(CHECKOUT_MESSAGES.paymentMethodInvalid);
    expect(await paymentStatuses(who.id)).toEqual([]);
    expect((await get(app, who, `/api/plan-checkouts/${checkout._id}`)).json()).toMatchObject({ status: 'open' });
  });

  it("another customer's checkout, payment, receipt and subscription answer 404 (403 for their {userId} list); an admin may read", async () => {
    const owner = await shopper(app);
    const other = await shopper(app);
    const checkout = await openCheckout(app, owner);
    const { payment } = (await pay(app, owner, checkout._id)).json<{ payment: PlanPaymentResult }>();
    const subscriptionId = payment.subscriptionId!;

    for (const url of [`/api/plan-checkouts/${checkout._id}`, `/api/payments/${payment._id}`, `/api/payments/${payment._id}/receipt`]) {
      const res = await get(app, other, url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await pay(app, other, checkout._id)).statusCode).toBe(404);
    expect((await cancel(app, other, subscriptionId)).statusCode).toBe(404);
    const booking = await book(app, other, subscriptionId, nextSlot());
    expect(booking.statusCode).toBe(404);
    expect(message(booking)).toBe(PLAN_MESSAGES.subscriptionNotFound);
    expect((await get(app, other, `/api/user-packages/user/${owner.id}`)).statusCode).toBe(403);
    // Without a token: 401.
    expect((await app.inject({ method: 'GET', url: `/api/payments/${payment._id}` })).statusCode).toBe(401);
    // A payment that is not a plan payment is not found here either.
    expect((await get(app, owner, '/api/payments/abcdefabcdefabcdefabcdef')).statusCode).toBe(404);

    expect((await get(app, admin, `/api/plan-checkouts/${checkout._id}`)).statusCode).toBe(200);
    expect((await get(app, admin, `/api/payments/${payment._id}`)).json()).toEqual(payment);
    expect((await get(app, admin, `/api/payments/${payment._id}/receipt`)).statusCode).toBe(200);
    expect((await get(app, admin, `/api/user-packages/user/${owner.id}`)).json<Subscription[]>()).toHaveLength(1);
    // An admin pays no one's checkout but their own.
    expect((await pay(app, admin, checkout._id)).statusCode).toBe(404);
    // The owner's subscription is untouched.
    expect((await subscriptionsOf(owner))[0]).toMatchObject({ status: 'active', remainingConsultations: 5 });
  });

  it('order numbers are one sequence: checkouts (declined ones too) and artwork orders never share one', async () => {
    const who = await shopper(app);
    const checkouts = [await openCheckout(app, who, { number: CARD_DECLINED }), await openCheckout(app, who, { packageId: STARTER_ID })];
    await pay(app, who, checkouts[0]!._id);
    const numbers = await rowsOf<{ number: string }>(sql`select number from order_numbers`);
    const all = numbers.map((n) => n.number);
    expect(new Set(all).size).toBe(all.length);
    for (const c of checkouts) expect(all).toContain(c.orderNumber);
    const orphans = await rowsOf<{ n: number }>(sql`select count(*)::int as n from orders o where not exists (select 1 from order_numbers r where r.number = o.order_number)`);
    expect(orphans[0]!.n).toBe(0);
  });

  it.runIf(testDbKind() === 'postgres')(
    '20 parallel pays of 20 checkouts of one package by one user: one captured charge, one active subscription, the rest 409',
    async () => {
      const who = await shopper(app);
      const checkouts = await Promise.all(Array.from({ length: 20 }, () => openCheckout(app, who)));
      const results = await Promise.all(checkouts.map((c) => pay(app, who, c._id)));
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      for (const r of results.filter((x) => x.statusCode === 409)) expect(message(r)).toBe(PLAN_MESSAGES.alreadySubscribed);
      expect(await paymentStatuses(who.id)).toEqual(['captured']);
      const subscriptions = await subscriptionsOf(who);
      expect(subscriptions.filter((s) => s.status === 'active')).toHaveLength(1);
      expect((await get(app, who, `/api/orders/user/${who.id}`)).json<Order[]>()).toHaveLength(1);
    },
  );

  it('never stores, logs or mails the card number or the CVC (every table, the log and the outbox searched after purchases)', async () => {
    const who = await shopper(app);
    const cards = [
      { number: '4242 4242 4242 4242', cvc: '913', brand: 'visa' },
      { number: '4000 0000 0000 0002', cvc: '468', brand: 'visa' },
      { number: '5555 4444 3333 1111', cvc: '579', brand: 'mastercard' },
    ];
    for (const [i, card] of cards.entries()) {
      const res = await tokenizeRequest(app, who, { method: 'card', card: { ...card, holderName: 'Jane Doe', expiry: '11/38' } });
      expect(res.statusCode).toBe(201);
      const opened = await openRequest(app, who, planBody(res.json<{ token: string }>().token, { packageId: i === 0 ? PROFESSIONAL_ID : STARTER_ID }));
      expect(opened.statusCode).toBe(201);
      expect([201, 402]).toContain((await pay(app, who, opened.json<PlanCheckout>()._id)).statusCode);
    }
    const refused = { number: '4242 4242 4242 4242 4242', holderName: 'J', expiry: '01/20', cvc: '246', brand: 'visa' };
    expect((await tokenizeRequest(app, who, { method: 'card', card: refused })).statusCode).toBe(400);
    await app.mailJobs.drain();

    const secrets = [...cards, refused].flatMap((c) => [c.number, c.number.replace(/\s/g, ''), `"${c.cvc}"`]);
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['plan_checkouts', 'user_packages', 'order_numbers']));
    let dump = '';
    for (const { table_name: table } of tables) dump += JSON.stringify(await rowsOf(sql.raw(`select * from "${table}"`)));
    expect(dump).toContain('"4242"');
    expect(dump).toContain('"0002"');
    const outbox = (await readOutbox(app.config.dataDir))
      .flatMap((m) => [m.raw, ...mailAttachments(m.raw).map((a) => (a.contentType === 'application/pdf' ? pdfText(a.content) : ''))])
      .join('\n');
    expect(outbox).toContain('ending in 4242');
    const log = logLines.join('');
    expect(log).toContain('plan checkout opened');
    for (const secret of secrets) {
      expect(dump).not.toContain(secret);
      expect(log).not.toContain(secret);
      expect(outbox).not.toContain(secret);
    }
  });
});

describe('GET /api/payments/:id/receipt in the OpenAPI document', () => {
  // Found by the route fuzz (issue 23): a route-wide `produces: application/pdf` documented the JSON errors as PDFs.
  it('documents its 200 as a PDF and its errors as JSON', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, { get: { responses: Record<string, { content: object }> } }> }>();
    const responses = doc.paths['/api/payments/{id}/receipt']!.get.responses;
    expect(Object.keys(responses['200']!.content)).toEqual(['application/pdf']);
    for (const [status, response] of Object.entries(responses)) if (status !== '200') expect(Object.keys(response.content), status).toEqual(['application/json']);
  });
});
