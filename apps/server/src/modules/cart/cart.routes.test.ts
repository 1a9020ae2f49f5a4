import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTWORK_UPLOAD_MESSAGES, CART_MESSAGES, MESSAGES, PLACEHOLDER_IMAGE_ID, type CartResponse } from '@wallart/shared';
import { buildAuthTestApp, signedInAdmin, bearer } from '../auth/auth.test-helpers';
import { uploadedImage } from '../images/images.test-helpers';
import { artworkLine, fillCart, getCart, putCart, shopper, STARTER_ID, type Shopper } from '../checkout/checkout.test-helpers';

let app: FastifyInstance;
let jane: Shopper;
let bob: Shopper;

beforeAll(async () => {
  ({ app } = await buildAuthTestApp());
  [jane, bob] = [await shopper(app), await shopper(app)];
});
afterAll(async () => {
  await app.close();
});

describe('server cart (issue 13, docs/architecture.md#the-cart-saved-atomically)', () => {
  it('starts empty at version 0 without writing anything', async () => {
    const who = await shopper(app);
    const res = await getCart(app, who);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<CartResponse>()).toMatchObject({ userId: who.id, version: 0, items: [], itemCount: 0, subtotalCents: 0, updatedAt: null });
  });

  it('replaces the whole cart in one request, priced by the server, and raises the version', async () => {
    const who = await shopper(app);
    const line = await artworkLine(app, who, { quantity: 2 });
    const res = await putCart(app, who, { version: 0, items: [{ ...line, price: 0.01, estimatedPrice: 0.01, total: 0 }] });
    expect(res.statusCode).toBe(200);
    const cart = res.json<CartResponse>();
    expect(cart.version).toBe(1);
    expect(cart.items).toHaveLength(1);
    // Large (+30) + Classic frame (+15) on 39.99 = 84.99 (docs/product/visualizer.md#wall-art-pricing), whatever the client said.
    expect(cart.items[0]).toMatchObject({ quantity: 2, unitPriceCents: 8499, lineTotalCents: 16_998, estimatedPrice: 84.99, price: '84.99', artworkId: line.artworkId, generatedImageId: line.artworkId });
    expect(cart.items[0]!.artwork?.id).toBe(line.artworkId);
    expect(cart.items[0]!.image).toMatch(/^\/uploads\//);
    expect(cart.subtotalCents).toBe(16_998);
    expect(cart.itemCount).toBe(2);
    expect(cart.squareFeet).toBe(48); // 4 ft x 6 ft x 2
    expect((await getCart(app, who)).json<CartResponse>()).toEqual(cart);
  });

  it('refuses a stale version with 409 and changes nothing (no lost update between two tabs)', async () => {
    const who = await shopper(app);
    const a = await artworkLine(app, who);
    const b = await artworkLine(app, who);
    const first = await fillCart(app, who, [a]);
    // Tab 1 writes at version 1; tab 2 still holds version 1 too and loses.
    expect((await putCart(app, who, { version: first.version, items: [a, b] })).statusCode).toBe(200);
    const stale = await putCart(app, who, { version: first.version, items: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'Conflict', message: MESSAGES.cart.staleCart });
    const after = (await getCart(app, who)).json<CartResponse>();
    expect(after.items).toHaveLength(2);
    expect(after.version).toBe(first.version + 1);
  });

  it('keeps line ids across a replace and merges identical lines (docs/product/cart-and-orders.md#cart-actions)', async () => {
    const who = await shopper(app);
    const a = await artworkLine(app, who);
    const cart = await fillCart(app, who, [a, a]);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(2);
    const again = await fillCart(app, who, [{ ...a, quantity: 5 }]);
    expect(again.items[0]!._id).toBe(cart.items[0]!._id);
    expect(again.items[0]!.quantity).toBe(5);
  });

  it('sets an exact quantity and removes a line, each in one request', async () => {
    const who = await shopper(app);
    const cart = await fillCart(app, who, [await artworkLine(app, who), await artworkLine(app, who)]);
    const [first, second] = cart.items;
    const qty = await app.inject({ method: 'PUT', url: `/api/cart/${who.id}/item/${first!._id}/quantity`, headers: who.headers, payload: { quantity: 7, version: cart.version } });
    expect(qty.statusCode).toBe(200);
    expect(qty.json<CartResponse>().items[0]!.quantity).toBe(7);
    const staleQty = await app.inject({ method: 'PUT', url: `/api/cart/${who.id}/item/${first!._id}/quantity`, headers: who.headers, payload: { quantity: 3, version: cart.version } });
    expect(staleQty.statusCode).toBe(409);
    const removed = await app.inject({ method: 'DELETE', url: `/api/cart/${who.id}/item/${second!._id}`, headers: who.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<CartResponse>().items.map((i) => i._id)).toEqual([first!._id]);
    const gone = await app.inject({ method: 'DELETE', url: `/api/cart/${who.id}/item/${second!._id}`, headers: who.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toBe(CART_MESSAGES.itemNotFound);
  });

  it.each([0, -1, 1.5, 10_000_000, '3', null])('refuses quantity %s with 400 on every path', async (quantity) => {
    const line = await artworkLine(app, jane);
    const cart = await fillCart(app, jane, [line]);
    const put = await putCart(app, jane, { version: cart.version, items: [{ ...line, quantity }] });
    expect(put.statusCode).toBe(400);
    const qty = await app.inject({ method: 'PUT', url: `/api/cart/${jane.id}/item/${cart.items[0]!._id}/quantity`, headers: jane.headers, payload: { quantity } });
    expect(qty.statusCode).toBe(400);
    const add = await app.inject({ method: 'POST', url: '/api/cart/add', headers: jane.headers, payload: { userId: jane.id, generatedImageId: line.artworkId, quantity } });
    expect(add.statusCode).toBe(400);
    const merge = await app.inject({ method: 'POST', url: `/api/cart/${jane.id}/merge`, headers: jane.headers, payload: { items: [{ ...line, quantity }] } });
    expect(merge.statusCode).toBe(400);
    expect((await getCart(app, jane)).json<CartResponse>().items[0]!.quantity).toBe(1);
  });

  it("refuses another user's artwork with 404 and writes nothing", async () => {
    const bobs = await uploadedImage(app, bob.token);
    const before = (await getCart(app, jane)).json<CartResponse>();
    const res = await putCart(app, jane, { version: before.version, items: [{ artworkId: bobs._id }] });
    expect(res.statusCode).toBe(404);
    const after = (await getCart(app, jane)).json<CartResponse>();
    expect(after.version).toBe(before.version);
  });

  it("refuses another user's artwork or preview on every path that adds a line", async () => {
    const who = await shopper(app);
    const own = await artworkLine(app, who);
    const cart = await fillCart(app, who, [own]);
    const bobs = await uploadedImage(app, bob.token);
    const attempts = [
      putCart(app, who, { version: cart.version, items: [own, { ...own, artworkId: bobs._id }] }),
      putCart(app, who, { version: cart.version, items: [{ ...own, previewId: bobs._id }] }),
      app.inject({ method: 'POST', url: `/api/cart/${who.id}/merge`, headers: who.headers, payload: { items: [{ artworkId: bobs._id }] } }),
      app.inject({ method: 'POST', url: '/api/cart/add', headers: who.headers, payload: { userId: who.id, generatedImageId: bobs._id } }),
      app.inject({ method: 'POST', url: '/api/cart/add', headers: who.headers, payload: { userId: who.id, generatedImageId: own.artworkId, previewId: bobs._id } }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);
    expect((await getCart(app, who)).json<CartResponse>()).toEqual(cart);
  });

  it('takes a composite preview (kind preview) as a line\'s preview but refuses it as the artwork on every path that adds a line', async () => {
    const who = await shopper(app);
    const own = await artworkLine(app, who);
    const preview = await uploadedImage(app, who.token, 'preview');
    const cart = await fillCart(app, who, [{ ...own, previewId: preview._id }]);
    expect(cart.items[0]).toMatchObject({ artworkId: own.artworkId, previewId: preview._id, preview: { kind: 'preview' } });
    const attempts = [
      putCart(app, who, { version: cart.version, items: [{ ...own, artworkId: preview._id }] }),
      app.inject({ method: 'POST', url: `/api/cart/${who.id}/merge`, headers: who.headers, payload: { items: [{ artworkId: preview._id }] } }),
      app.inject({ method: 'POST', url: '/api/cart/add', headers: who.headers, payload: { userId: who.id, generatedImageId: preview._id } }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: ARTWORK_UPLOAD_MESSAGES.previewNotArtwork });
    }
    expect((await getCart(app, who)).json<CartResponse>()).toEqual(cart);
  });

  it("refuses the line paths of another user's cart (403), and another cart's line id in one's own (404)", async () => {
    const janes = await fillCart(app, jane, [await artworkLine(app, jane)]);
    const lineId = janes.items[0]!._id;
    const qty = await app.inject({ method: 'PUT', url: `/api/cart/${jane.id}/item/${lineId}/quantity`, headers: bob.headers, payload: { quantity: 2 } });
    expect(qty.statusCode).toBe(403);
    const del = await app.inject({ method: 'DELETE', url: `/api/cart/${jane.id}/item/${lineId}`, headers: bob.headers });
    expect(del.statusCode).toBe(403);
    // Jane's line id under Bob's own cart is simply not there.
    const ownQty = await app.inject({ method: 'PUT', url: `/api/cart/${bob.id}/item/${lineId}/quantity`, headers: bob.headers, payload: { quantity: 2 } });
    expect(ownQty.statusCode).toBe(404);
    const ownDel = await app.inject({ method: 'DELETE', url: `/api/cart/${bob.id}/item/${lineId}`, headers: bob.headers });
    expect(ownDel.statusCode).toBe(404);
    expect((await getCart(app, jane)).json<CartResponse>()).toEqual(janes);
  });

  it('refuses a stale version on remove, like on replace and quantity', async () => {
    const who = await shopper(app);
    const cart = await fillCart(app, who, [await artworkLine(app, who), await artworkLine(app, who)]);
    await fillCart(app, who, [await artworkLine(app, who)]);
    const stale = await app.inject({ method: 'DELETE', url: `/api/cart/${who.id}/item/${cart.items[0]!._id}?version=${cart.version}`, headers: who.headers });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toBe(MESSAGES.cart.staleCart);
  });

  it('ignores a forged userId, price, total or version field in a cart body: the path and the server decide', async () => {
    const who = await shopper(app);
    const line = await artworkLine(app, who);
    const res = await putCart(app, who, {
      version: 0,
      userId: bob.id,
      subtotalCents: 1,
      itemCount: 99,
      items: [{ ...line, unitPriceCents: 1, lineTotalCents: 1, price: '0.01', userId: bob.id, _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }],
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json<CartResponse>();
    expect(cart).toMatchObject({ userId: who.id, subtotalCents: 8499, itemCount: 1, version: 1 });
    expect(cart.items[0]!._id).not.toBe('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect((await getCart(app, bob)).json<CartResponse>().items.map((i) => i.artworkId)).not.toContain(line.artworkId);
  });

  it('claims a guest image for the user', async () => {
    const guestImage = await uploadedImage(app);
    const who = await shopper(app);
    const cart = await fillCart(app, who, [{ artworkId: guestImage._id }]);
    expect(cart.items[0]!.artworkId).toBe(guestImage._id);
    // Now it is the user's: someone else cannot put it in their cart.
    expect((await putCart(app, bob, { version: 0, items: [{ artworkId: guestImage._id }] })).statusCode).toBe(404);
  });

  it("refuses another user's cart: read 403, write 403; an admin may read", async () => {
    expect((await getCart(app, bob, jane.id)).statusCode).toBe(403);
    expect((await putCart(app, bob, { version: 0, items: [] }, jane.id)).statusCode).toBe(403);
    const clear = await app.inject({ method: 'DELETE', url: `/api/cart/${jane.id}/clear`, headers: bob.headers });
    expect(clear.statusCode).toBe(403);
    const add = await app.inject({ method: 'POST', url: '/api/cart/add', headers: bob.headers, payload: { userId: jane.id, generatedImageId: 'wallart-1' } });
    expect(add.statusCode).toBe(403);
    const admin = await signedInAdmin(app);
    expect((await app.inject({ method: 'GET', url: `/api/cart/${jane.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: `/api/cart/${jane.id}`, headers: bearer(admin.token), payload: { version: 0, items: [] } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/cart/${jane.id}` })).statusCode).toBe(401);
  });

  it('POST /api/cart/add (docs/product/cart-and-orders.md#server-cart-add): adds, merges identical lines, ignores the price, keeps the placeholder fallback', async () => {
    const who = await shopper(app);
    const image = await uploadedImage(app, who.token);
    const body = { userId: who.id, generatedImageId: image._id, packageId: 'not-an-id', notes: 'hall', estimatedPrice: '0.01', quantity: 2 };
    const first = await app.inject({ method: 'POST', url: '/api/cart/add', headers: who.headers, payload: body });
    expect(first.statusCode).toBe(200);
    expect(first.json<CartResponse>().items[0]).toMatchObject({ quantity: 2, unitPriceCents: 3999, packageId: STARTER_ID, notes: 'hall' });
    const second = await app.inject({ method: 'POST', url: '/api/cart/add', headers: who.headers, payload: { ...body, quantity: undefined } });
    expect(second.json<CartResponse>().items[0]!.quantity).toBe(3);
    const placeholder = await app.inject({ method: 'POST', url: '/api/cart/add', headers: who.headers, payload: { userId: who.id, generatedImageId: 'wallart-1732500000000' } });
    expect(placeholder.statusCode).toBe(200);
    const items = placeholder.json<CartResponse>().items;
    expect(items[1]).toMatchObject({ artworkId: null, generatedImageId: PLACEHOLDER_IMAGE_ID, image: null, name: 'Custom Wall Art' });
  });

  it('merges a guest cart on sign-in in one request: identical artwork and options add their quantities', async () => {
    const who = await shopper(app);
    const a = await artworkLine(app, who, { quantity: 2 });
    const b = await artworkLine(app, who);
    await fillCart(app, who, [a]);
    const guestImage = await uploadedImage(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api/cart/${who.id}/merge`,
      headers: who.headers,
      payload: { items: [{ ...a, quantity: 3 }, b, { artworkId: guestImage._id }] },
    });
    expect(res.statusCode).toBe(200);
    const cart = res.json<CartResponse>();
    expect(cart.items.map((i) => [i.artworkId, i.quantity])).toEqual([
      [a.artworkId, 5],
      [b.artworkId, 1],
      [guestImage._id, 1],
    ]);
    expect((await app.inject({ method: 'POST', url: `/api/cart/${who.id}/merge`, headers: bob.headers, payload: { items: [] } })).statusCode).toBe(403);
  });

  it('clears the cart (docs/product/cart-and-orders.md#cart-actions) and raises the version', async () => {
    const who = await shopper(app);
    const cart = await fillCart(app, who, [await artworkLine(app, who)]);
    const res = await app.inject({ method: 'DELETE', url: `/api/cart/${who.id}/clear`, headers: who.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<CartResponse>()).toMatchObject({ items: [], version: cart.version + 1 });
  });

  it('refuses more than 50 lines and unknown options', async () => {
    const who = await shopper(app);
    const line = await artworkLine(app, who);
    const many = Array.from({ length: 51 }, (_, i) => ({ ...line, dimensions: { width: 1 + i / 100, height: 1 } }));
    expect((await putCart(app, who, { version: 0, items: many })).statusCode).toBe(400);
    expect((await putCart(app, who, { version: 0, items: [{ ...line, options: { canvasSize: 'Huge' } }] })).statusCode).toBe(400);
  });

  it('serialises concurrent writers of one cart: parallel adds all count, parallel versioned writes have one winner', async () => {
    const who = await shopper(app);
    const line = await artworkLine(app, who);
    const adds = await Promise.all(
      Array.from({ length: 10 }, () => app.inject({ method: 'POST', url: `/api/cart/${who.id}/merge`, headers: who.headers, payload: { items: [line] } })),
    );
    expect(adds.every((r) => r.statusCode === 200)).toBe(true);
    const cart = (await getCart(app, who)).json<CartResponse>();
    expect(cart.items[0]!.quantity).toBe(10);
    expect(cart.version).toBe(10);
    const writes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => putCart(app, who, { version: cart.version, items: [{ ...line, quantity: i + 1 }] })),
    );
    expect(writes.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(writes.filter((r) => r.statusCode === 409)).toHaveLength(7);
  });
});
