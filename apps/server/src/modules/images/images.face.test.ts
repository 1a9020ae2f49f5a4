import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkImage, CartResponse, CheckoutResponse, ImageListResponse, PrintFile } from '@wallart/shared';
import { bearer, buildAuthTestApp, signedInAdmin, type AuthTestApp } from '../auth/auth.test-helpers';
import { cardToken, checkout, checkoutBody, fillCart, shopper } from '../checkout/checkout.test-helpers';
import { images } from './images.tables';
import { imagePart, picture, uploadImage } from './images.test-helpers';

/**
 * A kept aged portrait (issue 20, decision 044): 'Use this face in Wall Art' stores the chosen
 * portrait as an artwork of kind `face` — a guest's like a guest upload (no owner, reachable by id,
 * pruned unless claimed) — and from then on it is artwork like any other: listed in "Your artwork",
 * a cart line's artwork, ordered, and printed from its pixels.
 */
let t: AuthTestApp;
let admin: { authorization: string };
beforeAll(async () => {
  // 12 pixels per inch: a Large canvas is a small file (print-files tests do the same).
  t = await buildAuthTestApp({ env: { PRINT_DPI: '12' } });
  admin = bearer((await signedInAdmin(t.app)).token);
});
afterAll(async () => {
  await t.app.close();
});

/** An aged portrait as the face tab uploads it: a 4:5 JPEG render, field `kind` = face. */
async function keptFace(token?: string): Promise<ArtworkImage> {
  const res = await uploadImage(t.app, [{ name: 'kind', value: 'face' }, imagePart(await picture('jpeg', 720, 900), 'aged-60.jpg', 'image/jpeg')], { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ image: ArtworkImage }>().image;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an aged portrait kept as artwork of kind face', () => {
  it('is a guest’s image without an owner, which a reload finds again by its id', async () => {
    const face = await keptFace();
    expect(face).toMatchObject({ kind: 'face', provider: 'upload', vector: false, width: 720, height: 900, prompt: null });
    const [row] = await t.app.db.select().from(images).where(eq(images.id, face._id));
    expect(row?.ownerId).toBeNull();
    const again = await t.app.inject({ method: 'GET', url: `/api/images/${face._id}` });
    expect(again.json()).toEqual({ image: face });
    expect((await t.app.inject({ method: 'GET', url: face.previewUrl })).statusCode).toBe(200);
  });

  it('becomes the customer’s when a guest’s face goes into their cart, is listed with their artwork, ordered and printed', async () => {
    const face = await keptFace();
    const who = await shopper(t.app);
    // A face kept while signed in is theirs at once.
    const own = await keptFace(who.token);
    const [ownRow] = await t.app.db.select().from(images).where(eq(images.id, own._id));
    expect(ownRow?.ownerId).toBe(who.id);

    const cart: CartResponse = await fillCart(t.app, who, [
      { artworkId: face._id, options: { canvasSize: 'Large (48x72)', frameStyle: 'Classic', artStyle: 'Abstract', texture: 'Matte' }, quantity: 1 },
    ]);
    expect(cart.items).toHaveLength(1);
    const [claimed] = await t.app.db.select().from(images).where(eq(images.id, face._id));
    expect(claimed?.ownerId).toBe(who.id);

    // "Your artwork" lists faces beside uploads and generations, and can ask for faces only.
    const all = (await t.app.inject({ method: 'GET', url: '/api/images', headers: who.headers })).json<ImageListResponse>();
    expect(all.images.map((i) => i.kind)).toEqual(['face', 'face']);
    expect(all.images.map((i) => i._id)).toContain(face._id);
    const faces = (await t.app.inject({ method: 'GET', url: '/api/images?kind=face', headers: who.headers })).json<ImageListResponse>();
    expect(faces.images).toHaveLength(2);
    const uploads = (await t.app.inject({ method: 'GET', url: '/api/images?kind=upload', headers: who.headers })).json<ImageListResponse>();
    expect(uploads.images).toHaveLength(0);

    const placed = await checkout(t.app, who, checkoutBody(who, (await cardToken(t.app, who)).token));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<CheckoutResponse>().order;
    const line = order.items[0]!;

    const asked = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order._id}/lines/${line._id}/print-file`, headers: admin });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    const id = asked.json<PrintFile>()._id;
    const done = await waitFor(
      async () => (await t.app.inject({ method: 'GET', url: `/api/admin/print-files/${id}`, headers: admin })).json<PrintFile>(),
      (p) => p.status === 'done' || p.status === 'failed',
    );
    // Printed from the portrait's own pixels, like an upload: a raster source at the canvas's size.
    expect(done).toMatchObject({ status: 'done', source: 'raster', dpi: 12 });
    const file = await t.app.inject({ method: 'GET', url: `/api/admin/print-files/${id}/download`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'tiff', width: done.widthPx, height: done.heightPx });
    expect([done.widthInches, done.heightInches].sort()).toEqual([48, 72]);
  });
});
