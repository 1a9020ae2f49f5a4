import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTWORK_UPLOAD_MESSAGES, type ArtworkImage, type ImageListResponse } from '@wallart/shared';
import { bearer, buildAuthTestApp, signedInAdmin, signedInUser, uniqueIp, type AuthTestApp } from '../auth/auth.test-helpers';
import { artworkLine, cardToken, checkout, checkoutBody, fillCart, shopper } from '../checkout/checkout.test-helpers';
import { images } from './images.tables';
import { imagePart, keyOfUrl, picture, pixelBomb, storedFiles, uploadedImage, uploadImage } from './images.test-helpers';

let t: AuthTestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const del = (url: string, token?: string) => t.app.inject({ method: 'DELETE', url, headers: token ? bearer(token) : {} });
const imageRows = async () => (await t.app.db.select({ id: images.id }).from(images)).length;

/** A refused upload: the status, the message, and nothing written to storage or the database. */
async function expectRefused(res: Awaited<ReturnType<typeof uploadImage>>, status: number, message: string, before: { files: number; rows: number }) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message });
  expect(storedFiles(t.app)).toHaveLength(before.files);
  expect(await imageRows()).toBe(before.rows);
}

const counts = async () => ({ files: storedFiles(t.app).length, rows: await imageRows() });

describe('POST /api/images (upload)', () => {
  it('stores a guest upload: re-encoded original, 1024 px preview, 256 px thumbnail, no owner', async () => {
    const res = await uploadImage(t.app, [imagePart(await picture('png', 1600, 1200))]);
    expect(res.statusCode).toBe(201);
    const { image } = res.json<{ image: ArtworkImage }>();
    expect(image).toMatchObject({ kind: 'upload', width: 1600, height: 1200, vector: false, provider: 'upload', prompt: null, seed: null });
    expect(image._id).toMatch(/^[0-9a-f]{24}$/);
    const preview = await get(image.previewUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ width: 1024, height: 768 });
    const thumb = await get(image.thumbnailUrl);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 256, height: 192 });
    const original = await get(image.url);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    // Anyone with the id may read a guest's image.
    expect((await get(`/api/images/${image._id}`)).json()).toEqual({ image });
    const [row] = await t.app.db.select().from(images).where(eq(images.id, image._id));
    expect(row?.ownerId).toBeNull();
  });

  it('keeps transparency (PNG original), accepts JPEG, GIF and WEBP, and the face kind', async () => {
    const alpha = await uploadImage(t.app, [imagePart(await picture('png', 300, 200, true))]);
    expect(alpha.statusCode).toBe(201);
    const original = await get(alpha.json<{ image: ArtworkImage }>().image.url);
    expect(original.headers['content-type']).toBe('image/png');
    expect((await sharp(original.rawPayload).metadata()).hasAlpha).toBe(true);
    for (const format of ['jpeg', 'gif', 'webp'] as const) {
      const res = await uploadImage(t.app, [imagePart(await picture(format, 200, 100), `a.${format}`, `image/${format}`)]);
      expect(res.statusCode, format).toBe(201);
    }
    // The kind field may come before or after the file.
    const face = await uploadImage(t.app, [{ name: 'kind', value: 'face' }, imagePart(await picture('jpeg'), 'face.jpg', 'image/jpeg')]);
    expect(face.json<{ image: ArtworkImage }>().image.kind).toBe('face');
    const after = await uploadImage(t.app, [imagePart(await picture('jpeg'), 'face.jpg', 'image/jpeg'), { name: 'kind', value: 'face' }]);
    expect(after.json<{ image: ArtworkImage }>().image.kind).toBe('face');
  });

  it('turns a photo upright by its EXIF orientation and strips the metadata (GPS and all)', async () => {
    const tagged = await sharp(await picture('jpeg', 400, 200))
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'GPS-SECRET-12.34N' } } })
      .toBuffer();
    const res = await uploadImage(t.app, [imagePart(tagged, 'photo.jpg', 'image/jpeg')]);
    const { image } = res.json<{ image: ArtworkImage }>();
    expect(image).toMatchObject({ width: 200, height: 400 });
    const original = (await get(image.url)).rawPayload;
    expect(original.includes('GPS-SECRET')).toBe(false);
    expect((await sharp(original).metadata()).exif).toBeUndefined();
  });

  it('re-encodes a PNG with a script appended: the script is gone', async () => {
    const script = '<script>alert(document.cookie)</script>';
    const polyglot = Buffer.concat([await picture('png', 64, 64), Buffer.from(script)]);
    const res = await uploadImage(t.app, [imagePart(polyglot)]);
    expect(res.statusCode).toBe(201);
    const { image } = res.json<{ image: ArtworkImage }>();
    for (const url of [image.url, image.previewUrl, image.thumbnailUrl]) {
      const file = await get(url);
      expect(file.rawPayload.includes('<script')).toBe(false);
      expect(file.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('refuses a text file renamed .png and an SVG (415, docs/product/studio.md#artwork-uploads message), keeping nothing', async () => {
    const before = await counts();
    const text = await uploadImage(t.app, [imagePart(Buffer.from('just some text, honestly'), 'notes.png', 'image/png')]);
    await expectRefused(text, 415, ARTWORK_UPLOAD_MESSAGES.typeInvalid, before);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await expectRefused(await uploadImage(t.app, [imagePart(svg, 'art.svg', 'image/svg+xml')]), 415, ARTWORK_UPLOAD_MESSAGES.typeInvalid, before);
    const truncated = (await picture('png', 200, 200)).subarray(0, 60);
    await expectRefused(await uploadImage(t.app, [imagePart(truncated)]), 415, ARTWORK_UPLOAD_MESSAGES.typeInvalid, before);
  });

  it('refuses a 20000 x 20000 pixel bomb before decoding it (422)', async () => {
    const before = await counts();
    const started = Date.now();
    const res = await uploadImage(t.app, [imagePart(await pixelBomb(20_000, 20_000))]);
    await expectRefused(res, 422, ARTWORK_UPLOAD_MESSAGES.tooManyPixels, before);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a 50 MB body (413) and a missing file or a wrong kind (400)', async () => {
    const before = await counts();
    const huge = Buffer.concat([await picture('png', 10, 10), Buffer.alloc(50 * 1024 * 1024)]);
    await expectRefused(await uploadImage(t.app, [imagePart(huge)]), 413, ARTWORK_UPLOAD_MESSAGES.tooLarge, before);
    await expectRefused(await uploadImage(t.app, [{ name: 'kind', value: 'upload' }]), 400, ARTWORK_UPLOAD_MESSAGES.fileRequired, before);
    await expectRefused(await uploadImage(t.app, [imagePart(Buffer.alloc(0))]), 400, ARTWORK_UPLOAD_MESSAGES.fileRequired, before);
    const json = await t.app.inject({ method: 'POST', url: '/api/images', payload: { image: 'x' } });
    await expectRefused(json, 400, ARTWORK_UPLOAD_MESSAGES.fileRequired, before);
    const other = await uploadImage(t.app, [{ name: 'photo', filename: 'a.png', contentType: 'image/png', data: await picture('png', 10, 10) }]);
    await expectRefused(other, 400, ARTWORK_UPLOAD_MESSAGES.fileRequired, before);
    const generated = await uploadImage(t.app, [{ name: 'kind', value: 'generated' }, imagePart(await picture('png', 10, 10))]);
    await expectRefused(generated, 400, ARTWORK_UPLOAD_MESSAGES.kindInvalid, before);
  });

  it('answers 401 for a bad token instead of storing the upload as a guest', async () => {
    const before = await counts();
    const res = await uploadImage(t.app, [imagePart(await picture('png', 10, 10))], { token: 'not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});

describe('stored SVG sources', () => {
  it('are kept in storage but never served to browsers', async () => {
    const key = await t.app.storage.put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'svg');
    expect(key).toMatch(/^[0-9a-f]{32}\.svg$/);
    expect(await t.app.storage.get(key)).not.toBeNull();
    const res = await get(`/uploads/${key}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('svg');
    await t.app.storage.delete(key);
  });
});

describe('GET /api/images and GET /api/images/:id (ownership)', () => {
  it('lists only your own artwork, newest first, a page at a time', async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const mine: ArtworkImage[] = [];
    for (let i = 0; i < 5; i += 1) mine.push(await uploadedImage(t.app, alice.token, i === 2 ? 'face' : 'upload'));
    await uploadedImage(t.app, bob.token);
    await uploadedImage(t.app);

    const first = await get('/api/images?limit=2', alice.token);
    expect(first.statusCode).toBe(200);
    const page1 = first.json<ImageListResponse>();
    expect(page1.images.map((i) => i._id)).toEqual([mine[4]?._id, mine[3]?._id]);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const page2 = (await get(`/api/images?limit=2&cursor=${page1.nextCursor}`, alice.token)).json<ImageListResponse>();
    expect(page2.images.map((i) => i._id)).toEqual([mine[2]?._id, mine[1]?._id]);
    const page3 = (await get(`/api/images?limit=2&cursor=${page2.nextCursor}`, alice.token)).json<ImageListResponse>();
    expect(page3).toEqual({ images: [mine[0]], nextCursor: null });

    const faces = (await get('/api/images?kind=face', alice.token)).json<ImageListResponse>();
    expect(faces.images.map((i) => i._id)).toEqual([mine[2]?._id]);
    expect((await get('/api/images', bob.token)).json<ImageListResponse>().images).toHaveLength(1);
  });

  it('never lists composite previews (kind preview): they are pictures of a room, not artwork', async () => {
    const alice = await signedInUser(t.app);
    const art = await uploadedImage(t.app, alice.token);
    const preview = await uploadedImage(t.app, alice.token, 'preview');
    expect(preview.kind).toBe('preview');
    const listed = (await get('/api/images', alice.token)).json<ImageListResponse>();
    expect(listed.images.map((i) => i._id)).toEqual([art._id]);
    // Asking for them by kind is refused; the preview itself is still there by its id.
    expect((await get('/api/images?kind=preview', alice.token)).statusCode).toBe(400);
    expect((await get(`/api/images/${preview._id}`, alice.token)).json<{ image: ArtworkImage }>().image.kind).toBe('preview');
  });

  it('answers 401 to a guest listing, 400 to a bad cursor or limit', async () => {
    const { token } = await signedInUser(t.app);
    expect((await get('/api/images')).statusCode).toBe(401);
    expect((await get('/api/images?cursor=garbage', token)).statusCode).toBe(400);
    expect((await get('/api/images?limit=500', token)).statusCode).toBe(400);
  });

  // Found by the route fuzz (issue 23): JavaScript writes a date after 9999 as '+010000-…', which
  // PostgreSQL refuses ('time zone displacement out of range'), so such a cursor used to answer 500.
  it("a cursor after year 9999 answers 400 'Invalid cursor.'", async () => {
    const { token } = await signedInUser(t.app);
    const cursor = (ms: string) => Buffer.from(`${ms}.0123456789abcdef01234567`).toString('base64url');
    for (const ms of ['253402300800000', '999999999999999']) {
      const res = await get(`/api/images?cursor=${cursor(ms)}`, token);
      expect(res.statusCode, ms).toBe(400);
      expect(res.json(), ms).toEqual({ error: 'Bad Request', message: 'Invalid cursor.' });
    }
    // The last millisecond of 9999 and the first of 1970 are still pages (empty ones here).
    for (const ms of ['253402300799999', '0']) {
      const res = await get(`/api/images?cursor=${cursor(ms)}`, token);
      expect(res.statusCode, ms).toBe(200);
      expect(res.json(), ms).toEqual({ images: [], nextCursor: null });
    }
  });

  it("shows an owned image to its owner and admins only: 404 for another user's id and for a guest", async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const admin = await signedInAdmin(t.app);
    const image = await uploadedImage(t.app, alice.token);
    expect((await get(`/api/images/${image._id}`, alice.token)).json()).toEqual({ image });
    expect((await get(`/api/images/${image._id.toUpperCase()}`, alice.token)).statusCode).toBe(200);
    expect((await get(`/api/images/${image._id}`, admin.token)).statusCode).toBe(200);
    const other = await get(`/api/images/${image._id}`, bob.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Not Found', message: 'Image not found' });
    expect((await get(`/api/images/${image._id}`)).statusCode).toBe(404);
    expect((await get('/api/images/0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await get('/api/images/not-an-id')).statusCode).toBe(400);
  });
});

describe('DELETE /api/images/:id', () => {
  it('lets the owner delete their artwork with its files', async () => {
    const alice = await signedInUser(t.app);
    const image = await uploadedImage(t.app, alice.token);
    const keys = [image.url, image.previewUrl, image.thumbnailUrl].map(keyOfUrl);
    expect(storedFiles(t.app)).toEqual(expect.arrayContaining(keys));
    const res = await del(`/api/images/${image._id}`, alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    for (const key of keys) expect(storedFiles(t.app)).not.toContain(key);
    expect((await get(image.previewUrl)).statusCode).toBe(404);
    expect((await get(`/api/images/${image._id}`, alice.token)).statusCode).toBe(404);
    expect((await del(`/api/images/${image._id}`, alice.token)).statusCode).toBe(404);
  });

  // Found by the route fuzz (issue 23): cart and order lines hold their artwork with ON DELETE RESTRICT,
  // whose error (23001) is not the foreign-key violation (23503) that designs' NO ACTION raises.
  it('answers 409 to deleting artwork a cart line or an order holds, keeping it and its files', async () => {
    const alice = await shopper(t.app);
    const line = await artworkLine(t.app, alice);
    await fillCart(t.app, alice, [line]);
    const admin = await signedInAdmin(t.app);
    for (const token of [alice.token, admin.token]) {
      const res = await del(`/api/images/${line.artworkId}`, token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Conflict', message: 'This artwork is used by a cart, design or order, so it cannot be deleted.' });
    }
    await checkout(t.app, alice, checkoutBody(alice, (await cardToken(t.app, alice)).token));
    expect((await del(`/api/images/${line.artworkId}`, alice.token)).statusCode).toBe(409);
    const kept = await get(`/api/images/${line.artworkId}`, alice.token);
    expect(kept.statusCode).toBe(200);
    expect((await get(kept.json<{ image: ArtworkImage }>().image.url)).statusCode).toBe(200);
  });

  it('answers 404 to another user and to a guest (also for a guest image), and lets an admin delete', async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const admin = await signedInAdmin(t.app);
    const owned = await uploadedImage(t.app, alice.token);
    const guestImage = await uploadedImage(t.app);
    expect((await del(`/api/images/${owned._id}`, bob.token)).statusCode).toBe(404);
    expect((await del(`/api/images/${owned._id}`)).statusCode).toBe(404);
    expect((await del(`/api/images/${guestImage._id}`)).statusCode).toBe(404);
    expect((await del(`/api/images/${guestImage._id}`, bob.token)).statusCode).toBe(404);
    expect((await get(`/api/images/${owned._id}`, alice.token)).statusCode).toBe(200);
    expect((await del(`/api/images/${owned._id}`, admin.token)).statusCode).toBe(200);
    expect((await del(`/api/images/${guestImage._id}`, admin.token)).statusCode).toBe(200);
    expect((await get(`/api/images/${guestImage._id}`)).statusCode).toBe(404);
  });
});

describe('guest limits', () => {
  it('gives guests a tighter per-address limit than signed-in callers', async () => {
    const limited = await buildAuthTestApp({ env: { GUEST_UPLOAD_RATE_LIMIT_MAX: '2', UPLOAD_RATE_LIMIT_MAX: '4' } });
    try {
      const ip = uniqueIp();
      const png = await picture('png', 20, 20);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await uploadImage(limited.app, [imagePart(png)], { ip })).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
      const { token } = await signedInUser(limited.app);
      const userIp = uniqueIp();
      const userStatuses = [];
      for (let i = 0; i < 5; i += 1) userStatuses.push((await uploadImage(limited.app, [imagePart(png)], { ip: userIp, token })).statusCode);
      expect(userStatuses).toEqual([201, 201, 201, 201, 429]);
    } finally {
      await limited.app.close();
    }
  });
});
