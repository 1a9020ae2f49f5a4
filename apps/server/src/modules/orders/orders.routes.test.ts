import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, ORDER_MESSAGES, type CheckoutResponse, type Order } from '@wallart/shared';
import { freePort } from '../../../../../tools/testing/free-port';
import { outboxFileOf, readOutbox } from '../../plugins/app/mail';
import { bearer, buildAuthTestApp, signedInAdmin, signedInUser } from '../auth/auth.test-helpers';
import {
  artworkLine,
  CARD_DECLINED,
  cardToken,
  checkout,
  checkoutBody,
  ENTERPRISE_ID,
  fillCart,
  shopper,
  type Shopper,
} from '../checkout/checkout.test-helpers';
import { orderConfirmationKey } from './orders.service';
import { mailAttachments, pdfText } from './orders.test-helpers';
import { captureLogLines } from '../../test/log-lines';

let app: FastifyInstance;
let admin: { headers: { authorization: string } };

beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
  admin = { headers: bearer((await signedInAdmin(app)).token) };
});
afterAll(async () => {
  await app.close();
});

/** A shopper who has paid one order (Large+Classic x2 with Starter: CAD 529.95). */
async function placedOrder(target = app, extra: Record<string, unknown> = {}): Promise<{ who: Shopper; order: Order }> {
  const who = await shopper(target);
  await fillCart(target, who, [await artworkLine(target, who, { quantity: 2 })]);
  const res = await checkout(target, who, checkoutBody(who, (await cardToken(target, who)).token, extra));
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.statusCode} ${res.body}`);
  return { who, order: res.json<CheckoutResponse>().order };
}

const get = (url: string, headers?: { authorization: string }) => app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });

describe('GET /api/orders/user/:userId (docs/product/cart-and-orders.md#cart-and-orders-api: own or admin)', () => {
  it("answers the user's own orders, newest first, as an array", async () => {
    const { who, order: first } = await placedOrder();
    await fillCart(app, who, [await artworkLine(app, who)]);
    const second = (await checkout(app, who, checkoutBody(who, (await cardToken(app, who)).token))).json<CheckoutResponse>().order;
    const res = await get(`/api/orders/user/${who.id}`, who.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json<Order[]>();
    expect(list.map((o) => o._id)).toEqual([second._id, first._id]);
    expect(list[1]).toEqual(first);
    // Upper-case ids name the same user.
    expect((await get(`/api/orders/user/${who.id.toUpperCase()}`, who.headers)).json<Order[]>()).toHaveLength(2);
  });

  it('answers an empty array to a user without orders', async () => {
    const who = await shopper(app);
    const res = await get(`/api/orders/user/${who.id}`, who.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("lets an admin read anyone's orders and refuses another user with 403", async () => {
    const { who, order } = await placedOrder();
    const byAdmin = await get(`/api/orders/user/${who.id}`, admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<Order[]>().map((o) => o._id)).toEqual([order._id]);
    const stranger = await shopper(app);
    const refused = await get(`/api/orders/user/${who.id}`, stranger.headers);
    // The user id is the caller's own business; a list is not an order id to hide (docs/product/accounts.md#the-user: own or admin).
    expect(refused.statusCode).toBe(403);
    expect(JSON.stringify(refused.json())).not.toContain(order._id);
  });

  it('needs a signed-in caller and a well-formed id', async () => {
    const who = await shopper(app);
    expect((await get(`/api/orders/user/${who.id}`)).statusCode).toBe(401);
    expect((await get('/api/orders/user/not-an-id', who.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/orders/:id (own or admin; 404 for anyone else)', () => {
  it('shows the order to its owner and to an admin', async () => {
    const { who, order } = await placedOrder();
    const own = await get(`/api/orders/${order._id}`, who.headers);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.json<Order>()).toEqual(order);
    expect(order).toMatchObject({ status: 'placed', totalPrice: 529.95, shippingMethod: 'Standard Delivery', customer: { email: who.email } });
    expect(order.statusHistory.map((h) => h.status)).toEqual(['placed']);
    const byAdmin = await get(`/api/orders/${order._id}`, admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<Order>()).toEqual(order);
  });

  it("answers another user's order exactly like an order that does not exist", async () => {
    const { order } = await placedOrder();
    const stranger = await shopper(app);
    const hidden = await get(`/api/orders/${order._id}`, stranger.headers);
    const missing = await get(`/api/orders/${'0'.repeat(23)}1`, stranger.headers);
    expect(hidden.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect(hidden.json<{ message: string }>().message).toBe(ORDER_MESSAGES.notFound);
  });

  it('needs a signed-in caller and a well-formed id', async () => {
    const { who, order } = await placedOrder();
    expect((await get(`/api/orders/${order._id}`)).statusCode).toBe(401);
    expect((await get('/api/orders/xyz', who.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/orders/:id/invoice (a real PDF)', () => {
  it('is application/pdf, an attachment named after the order, and holds the order id, the totals and the card', async () => {
    const { who, order } = await placedOrder();
    const res = await get(`/api/orders/${order._id}/invoice`, who.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.orderNumber}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    const text = pdfText(pdf);
    for (const expected of [
      order._id,
      order.orderNumber,
      'CAD 529.95', // total
      'CAD 468.98', // subtotal
      'CAD 60.97', // tax 13%
      'CAD 299.00', // Starter package
      'Tax (13%)',
      'Paid with Visa ending in 4242',
      'Starter package',
      who.email,
      '12 Lake Rd, Colombo',
      'WallArt Studio',
    ]) {
      expect(text).toContain(expected);
    }
    // The line's preview is embedded as an image.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it('says "Quoted separately" for an Enterprise order, which charges the artwork only', async () => {
    const { who, order } = await placedOrder(app, { selectedPackageId: ENTERPRISE_ID });
    const text = pdfText((await get(`/api/orders/${order._id}/invoice`, who.headers)).rawPayload);
    expect(text).toContain('Quoted separately');
    expect(text).toContain('CAD 192.08'); // 169.98 + 13%
  });

  it('prints a name, an address and an artwork title in Sinhala, Tamil, Cyrillic and Greek as written (embedded Noto fonts)', async () => {
    // Copy and search give a PDF's text in glyph order: a Sinhala vowel sign drawn before its letter
    // (කො in 'කොළඹ') comes out first, as from any PDF without ActualText, so these words have none.
    const name = 'නිමල් සිල්වා (Иван Петров)';
    const address = 'ගාලු පාර 12, මහනුවර / ул. Ленина 5, Москва';
    const title = 'Αθήνα · யாழ்ப்பாணம் · කලාව';
    const s = await signedInUser(app, { name });
    const who: Shopper = { ...s, id: s.user._id, headers: bearer(s.token) };
    await fillCart(app, who, [await artworkLine(app, who, { name: title })]);
    const placed = await checkout(app, who, checkoutBody(who, (await cardToken(app, who)).token, { shippingAddress: address }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json<CheckoutResponse>().order;
    const res = await get(`/api/orders/${order._id}/invoice`, who.headers);
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    const text = pdfText(pdf);
    for (const expected of [name, address, title, order._id, 'CAD 433.91']) expect(text).toContain(expected);
    // Only the glyphs used are embedded: the invoice stays small.
    expect(pdf.length).toBeLessThan(300_000);
  });

  it('shows a character that no embedded font has (Chinese, emoji) as a replacement sign and still makes a valid PDF', async () => {
    const { who } = await placedOrder();
    await fillCart(app, who, [await artworkLine(app, who, { name: '李 Wall 🖼️' })]);
    const placed = await checkout(app, who, checkoutBody(who, (await cardToken(app, who)).token));
    expect(placed.statusCode).toBe(201);
    const order = placed.json<CheckoutResponse>().order;
    const res = await get(`/api/orders/${order._id}/invoice`, who.headers);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toMatch(/%%EOF/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('\uFFFD Wall \uFFFD');
    expect(text).toContain(order._id);
  });

  it('is for the owner and admins only: 404 for anyone else, 401 without a token', async () => {
    const { order } = await placedOrder();
    const byAdmin = await get(`/api/orders/${order._id}/invoice`, admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(pdfText(byAdmin.rawPayload)).toContain(order._id);
    const stranger = await shopper(app);
    const hidden = await get(`/api/orders/${order._id}/invoice`, stranger.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<{ message: string }>().message).toBe(ORDER_MESSAGES.notFound);
    expect((await get(`/api/orders/${order._id}/invoice`)).statusCode).toBe(401);
  });

  // Found by the route fuzz (issue 23): a route-wide `produces: application/pdf` documented the JSON errors as PDFs.
  it('documents its 200 as a PDF and its errors as JSON', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }> }>();
    const responses = doc.paths['/api/orders/{id}/invoice']!.get.responses;
    expect(Object.keys(responses['200']!.content)).toEqual(['application/pdf']);
    for (const status of ['400', '401', '403', '404', '429']) expect(Object.keys(responses[status]!.content), status).toEqual(['application/json']);
    const missing = await get('/api/orders/0123456789abcdef01234567/invoice', admin.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('POST /api/orders (decided: the same call as checkout, decision 025)', () => {
  it('places an order under the same rules and the same key space', async () => {
    const who = await shopper(app);
    await fillCart(app, who, [await artworkLine(app, who, { quantity: 2 })]);
    const { token } = await cardToken(app, who);
    const key = randomUUID();
    // The spec's forged fields are dropped unread here too.
    const res = await checkout(app, who, { ...checkoutBody(who, token), totalPrice: 1, status: 'completed' }, key, '/api/orders');
    expect(res.statusCode).toBe(201);
    const { order } = res.json<CheckoutResponse>();
    expect(order).toMatchObject({ status: 'placed', totalPrice: 529.95, userId: who.id });
    const replay = await checkout(app, who, { ...checkoutBody(who, token), totalPrice: 1, status: 'completed' }, key, '/api/orders/checkout');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(res.json());
    expect((await get(`/api/orders/user/${who.id}`, who.headers)).json<Order[]>()).toHaveLength(1);
  });

  it('refuses a request without an Idempotency-Key with a message that says what the path is', async () => {
    const who = await shopper(app);
    const res = await checkout(app, who, checkoutBody(who, 'pm_x'), null, '/api/orders');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(`${CHECKOUT_MESSAGES.idempotencyKeyRequired} ${ORDER_MESSAGES.postOrdersIsCheckout}`);
  });

  it("refuses another user's id and declines like checkout", async () => {
    const who = await shopper(app);
    const other = await shopper(app);
    await fillCart(app, who, [await artworkLine(app, who)]);
    const forged = await checkout(app, who, checkoutBody(who, (await cardToken(app, who)).token, { userId: other.id }), randomUUID(), '/api/orders');
    expect(forged.statusCode).toBe(403);
    const declined = await checkout(app, who, checkoutBody(who, (await cardToken(app, who, CARD_DECLINED)).token), randomUUID(), '/api/orders');
    expect(declined.statusCode).toBe(402);
    expect((await get(`/api/orders/user/${who.id}`, who.headers)).json()).toEqual([]);
  });
});

describe('the order confirmation mail', () => {
  it('goes to the customer with the invoice attached, once, as the queue sends it (outbox without SMTP_URL)', async () => {
    const { who, order } = await placedOrder();
    await app.mailJobs.drain();
    const mails = (await readOutbox(app.config.dataDir)).filter((m) => m.raw.includes(order.orderNumber));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.file).toBe(outboxFileOf(orderConfirmationKey(order._id)));
    const raw = mails[0]!.raw;
    expect(raw).toContain(`To: ${who.email}`);
    expect(raw).toContain(`Subject: Your WallArt Studio order ${order.orderNumber}`);
    expect(raw).toContain(`Message-ID: <order-confirmation-${order._id}@`);
    expect(raw).not.toContain('4242 4242');
    expect(raw).toContain('Total paid: CAD 529.95, with Visa ending in 4242.');
    const pdfs = mailAttachments(raw).filter((a) => a.contentType === 'application/pdf');
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]!.filename).toBe(`invoice-${order.orderNumber}.pdf`);
    const text = pdfText(pdfs[0]!.content);
    expect(text).toContain(order._id);
    expect(text).toContain('CAD 529.95');
    expect(await app.mailJobs.record(orderConfirmationKey(order._id))).toMatchObject({ status: 'sent', sends: 1 });
  });

  it('cannot fail the checkout: with the mail server down the order is placed, and its mail goes out once the server is back', async () => {
    const port = await freePort();
    const { stream: logStream, lines: logLines } = captureLogLines();
    // Nothing listens on this loopback port yet: every send is refused at once.
    const { app: down } = await buildAuthTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'info' }, logStream });
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    try {
      const { who, order } = await placedOrder(down);
      expect((await down.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers })).statusCode).toBe(200);
      const key = orderConfirmationKey(order._id);
      // The first try fails after the answer; the job waits for its retry.
      await expect.poll(() => logLines.some((l) => l.includes('job failed; it will be retried') && l.includes('"queue":"mail"')), { timeout: 20_000 }).toBe(true);
      expect(await down.mailJobs.record(key)).toMatchObject({ status: 'sending', sends: 0 });
      expect(await down.mailJobs.pending()).toBe(1);

      // The mail server comes back: the retry (10–20 s later, with back-off) delivers it.
      await new Promise<void>((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(port, '127.0.0.1', () => resolve());
      });
      await expect.poll(() => received.filter((m) => m.includes(order.orderNumber)).length, { timeout: 60_000, interval: 250 }).toBe(1);
      await down.mailJobs.drain();
      expect(await down.mailJobs.record(key)).toMatchObject({ status: 'sent', sends: 1, claims: 2 });
      const raw = received.find((m) => m.includes(order.orderNumber))!;
      expect(raw).toContain(`To: ${who.email}`);
      expect(mailAttachments(raw).map((a) => a.filename)).toEqual([`invoice-${order.orderNumber}.pdf`]);
      // Its job run again (a duplicate, a retry after a crash) sends nothing more.
      expect(await down.mailJobs.run({ kind: 'order-confirmation', key, data: { orderId: order._id } })).toBe('already sent');
      expect(received.filter((m) => m.includes(order.orderNumber))).toHaveLength(1);
    } finally {
      await down.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
