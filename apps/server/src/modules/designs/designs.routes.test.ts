import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTWORK_UPLOAD_MESSAGES, DESIGN_MESSAGES, type SavedDesign, type WallBackground } from '@wallart/shared';
import { bearer, buildAuthTestApp, signedInAdmin, signedInUser, type AuthTestApp } from '../auth/auth.test-helpers';
import { formData, picture, uploadedImage } from '../images/images.test-helpers';
import { migrationsFolder } from '../../db/migrate';
import { images } from '../images/images.tables';
import { designs } from './designs.tables';

let t: AuthTestApp;
let alice: { token: string; id: string };
let bob: { token: string; id: string };
let defaultWall: WallBackground;
beforeAll(async () => {
  t = await buildAuthTestApp();
  const a = await signedInUser(t.app);
  const b = await signedInUser(t.app);
  alice = { token: a.token, id: a.user._id };
  bob = { token: b.token, id: b.user._id };
  defaultWall = (await t.app.inject({ method: 'GET', url: '/api/walls/defaults' })).json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds[0]!;
});
afterAll(async () => {
  await t.app.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const designCount = async () => (await t.app.db.select({ id: designs.id }).from(designs)).length;

const options = { artStyle: 'Abstract', texture: 'Matte', canvasSize: 'Large (48x72)', frameStyle: 'Classic' };

async function validBody(token = alice.token) {
  const image = await uploadedImage(t.app, token);
  const preview = await uploadedImage(t.app, token, 'preview');
  return {
    userId: token === alice.token ? alice.id : bob.id,
    name: 'Wall Art Design - 2026-11-25',
    image: image._id,
    previewImage: preview._id,
    options,
    wallId: defaultWall.id,
    selectedWall: 0,
    placement: { x: 0.5, y: 0.45, corners: [{ x: 0.4, y: 0.3 }, { x: 0.6, y: 0.31 }, { x: 0.61, y: 0.6 }, { x: 0.39, y: 0.59 }] },
    isVisualized: true,
    price: '84.99',
  };
}

describe('POST /api/designs', () => {
  it('saves a design with its images, options, wall, placement and the server price', async () => {
    const body = await validBody();
    const res = await send('POST', '/api/designs', alice.token, body);
    expect(res.statusCode, res.body).toBe(201);
    const { design } = res.json<{ design: SavedDesign }>();
    expect(design).toMatchObject({
      userId: alice.id,
      name: body.name,
      description: 'Custom Wall Art Design',
      options: { ...options, customWidthInches: null, customHeightInches: null },
      wallId: defaultWall.id,
      placement: body.placement,
      isVisualized: true,
      price: '84.99',
      priceCents: 8499,
    });
    expect(design.image.id).toBe(body.image);
    expect(design.previewImage?.id).toBe(body.previewImage);
    expect((await send('GET', `/api/designs/${design._id}`, alice.token)).json()).toEqual({ design });
    const list = (await send('GET', `/api/designs/user/${alice.id}`, alice.token)).json<{ designs: SavedDesign[] }>().designs;
    expect(list[0]).toEqual(design);
  });

  it('claims guest uploads for the user, names the design by date and prices a custom size', async () => {
    const guestImage = await uploadedImage(t.app);
    const res = await send('POST', '/api/designs', alice.token, {
      image: guestImage._id,
      options: { canvasSize: 'Custom', customWidthInches: 30, customHeightInches: 20.5, frameStyle: 'None' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { design } = res.json<{ design: SavedDesign }>();
    expect(design.name).toMatch(/^Wall Art Design - \d{4}-\d{2}-\d{2}$/);
    expect(design).toMatchObject({ price: '79.99', previewImage: null, wallId: null, isVisualized: false, options: { customWidthInches: 30, customHeightInches: 20.5 } });
    // The image is now the user's: another user cannot use it.
    const stolen = await send('POST', '/api/designs', bob.token, { image: guestImage._id, options });
    expect(stolen.statusCode).toBe(404);
  });

  it.each([
    ['a data URL as the image', (b: Awaited<ReturnType<typeof validBody>>) => ({ ...b, image: 'data:image/png;base64,iVBORw0KGgo=' }), 400, DESIGN_MESSAGES.imageIdRequired],
    ['a forged price', (b: Awaited<ReturnType<typeof validBody>>) => ({ ...b, price: '1.00' }), 400, DESIGN_MESSAGES.priceMismatch],
    ['a negative price', (b: Awaited<ReturnType<typeof validBody>>) => ({ ...b, price: -84.99 }), 400, undefined],
    ['a custom size of 0 in', (b: Awaited<ReturnType<typeof validBody>>) => ({ ...b, price: undefined, options: { ...options, canvasSize: 'Custom', customWidthInches: 0, customHeightInches: 20 } }), 400, DESIGN_MESSAGES.customSize],
    ['a custom size of 10 000 in', (b: Awaited<ReturnType<typeof validBody>>) => ({ ...b, price: undefined, options: { ...options, canvasSize: 'Custom', customWidthInches: 10_000, customHeightInches: 20 } }), 400, DESIGN_MESSAGES.customSize],
    ['a negative custom size', (b: Awaited<ReturnType<typeof validBody>>) => ({ ...b, price: undefined, options: { ...options, canvasSize: 'Custom', customWidthInches: -30, customHeightInches: 20 } }), 400, DESIGN_MESSAGES.customSize],
    ['a blank name', (b: Awaited<ReturnType<typeof validBody>>) => ({ ...b, name: '   ' }), 400, DESIGN_MESSAGES.nameRequired],
    ['another user id', (b: Awaited<ReturnType<typeof validBody>>) => ({ ...b, userId: bob.id }), 403, DESIGN_MESSAGES.userMismatch],
    ['an unknown wall', (b: Awaited<ReturnType<typeof validBody>>) => ({ ...b, wallId: '0123456789abcdef01234567' }), 404, DESIGN_MESSAGES.wallNotFound],
  ] as const)('refuses %s with a clear 4xx and saves nothing', async (_label, change, status, message) => {
    const before = await designCount();
    const res = await send('POST', '/api/designs', alice.token, change(await validBody()));
    expect(res.statusCode).toBe(status);
    if (message) {
      // Schema errors say which field ('image: ...'); the service's say it plainly.
      expect(res.json<{ message: string }>().message).toMatch(new RegExp(`^(\\w+(\\.\\w+)*: )?${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    }
    expect(await designCount()).toBe(before);
  });

  it("refuses another user's image or wall, and claims nothing when it does", async () => {
    const bobsImage = await uploadedImage(t.app, bob.token);
    const guestImage = await uploadedImage(t.app);
    const before = await designCount();
    // The guest preview would be claimed, but the artwork is Bob's: the whole save is refused.
    const res = await send('POST', '/api/designs', alice.token, { image: bobsImage._id, previewImage: guestImage._id, options });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Image not found' });
    expect(await designCount()).toBe(before);
    // The guest image is still unclaimed: Bob can use it.
    expect((await send('POST', '/api/designs', bob.token, { image: guestImage._id, options })).statusCode).toBe(201);
    // Bob's own wall is not Alice's to hang on.
    const body = formData([
      { name: 'wallImage', filename: 'w.jpg', contentType: 'image/jpeg', data: await picture('jpeg', 300, 200) },
      { name: 'name', value: 'Bob wall' },
    ]);
    const wall = (await t.app.inject({ method: 'POST', url: '/api/walls/upload', payload: body.payload, headers: { ...body.headers, ...bearer(bob.token) } })).json<{
      wallBackground: WallBackground;
    }>().wallBackground;
    const onBobsWall = await send('POST', '/api/designs', alice.token, { ...(await validBody()), wallId: wall.id });
    expect(onBobsWall.statusCode).toBe(404);
  });

  it('takes a composite preview (kind preview) as the preview but refuses it as the artwork, on save and on change', async () => {
    const body = await validBody();
    const before = await designCount();
    const asArtwork = await send('POST', '/api/designs', alice.token, { ...body, image: body.previewImage });
    expect(asArtwork.statusCode).toBe(400);
    expect(asArtwork.json()).toMatchObject({ message: ARTWORK_UPLOAD_MESSAGES.previewNotArtwork });
    expect(await designCount()).toBe(before);
    const saved = (await send('POST', '/api/designs', alice.token, body)).json<{ design: SavedDesign }>().design;
    expect(saved.previewImage).toMatchObject({ id: body.previewImage, kind: 'preview' });
    const changed = await send('PUT', `/api/designs/${saved._id}`, alice.token, { image: body.previewImage });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ message: ARTWORK_UPLOAD_MESSAGES.previewNotArtwork });
    expect((await send('GET', `/api/designs/${saved._id}`, alice.token)).json<{ design: SavedDesign }>().design.image.id).toBe(body.image);
  });

  it('needs a signed-in user', async () => {
    expect((await send('POST', '/api/designs', undefined, { image: '0123456789abcdef01234567', options })).statusCode).toBe(401);
  });
});

describe('reading, changing and deleting designs', () => {
  it('lets only the owner (or an admin) see, change and delete a design; others get 404', async () => {
    const created = (await send('POST', '/api/designs', alice.token, await validBody())).json<{ design: SavedDesign }>().design;
    const url = `/api/designs/${created._id}`;
    expect((await send('GET', url, bob.token)).statusCode).toBe(404);
    expect((await send('PUT', url, bob.token, { name: 'Mine' })).statusCode).toBe(404);
    expect((await send('DELETE', url, bob.token)).statusCode).toBe(404);
    expect((await send('GET', `/api/designs/user/${alice.id}`, bob.token)).statusCode).toBe(403);
    const admin = await signedInAdmin(t.app);
    expect((await send('GET', url, admin.token)).statusCode).toBe(200);
    expect((await send('GET', `/api/designs/user/${alice.id}`, admin.token)).statusCode).toBe(200);

    // Rename, and new options reprice it whatever price is claimed.
    const renamed = await send('PUT', url, alice.token, { name: 'Hall art' });
    expect(renamed.json()).toMatchObject({ design: { name: 'Hall art', price: '84.99' } });
    const repriced = await send('PUT', url, alice.token, { options: { ...options, canvasSize: 'Small (24x36)', frameStyle: 'None' } });
    expect(repriced.json()).toMatchObject({ design: { price: '49.99', priceCents: 4999 } });
    expect((await send('PUT', url, alice.token, { options, price: '0.01' })).statusCode).toBe(400);
    expect((await send('PUT', url, alice.token, {})).statusCode).toBe(400);

    expect((await send('DELETE', url, alice.token)).statusCode).toBe(200);
    expect((await send('GET', url, alice.token)).statusCode).toBe(404);
  });

  it('keeps a design when its wall is deleted (without the wall), and its images cannot be deleted under it', async () => {
    const body = formData([
      { name: 'wallImage', filename: 'w.jpg', contentType: 'image/jpeg', data: await picture('jpeg', 300, 200) },
      { name: 'name', value: 'Porch' },
    ]);
    const wall = (await t.app.inject({ method: 'POST', url: '/api/walls/upload', payload: body.payload, headers: { ...body.headers, ...bearer(alice.token) } })).json<{
      wallBackground: WallBackground;
    }>().wallBackground;
    const design = (await send('POST', '/api/designs', alice.token, { ...(await validBody()), wallId: wall.id })).json<{ design: SavedDesign }>().design;
    expect(design.wallId).toBe(wall.id);
    expect((await send('DELETE', `/api/walls/${wall.id}`, alice.token)).statusCode).toBe(200);
    expect((await send('GET', `/api/designs/${design._id}`, alice.token)).json()).toMatchObject({ design: { wallId: null } });
    const r = await send('DELETE', `/api/images/${design.image.id}`, alice.token);
    expect(r.statusCode).toBe(409);
  });
});

describe('migration 0007_mark_old_previews', () => {
  it("marks a composite saved before issue 12 (an 'upload' used only as a preview) as a preview, and leaves artwork alone", async () => {
    const body = await validBody();
    const res = await send('POST', '/api/designs', alice.token, body);
    expect(res.statusCode, res.body).toBe(201);
    // As such a row was stored before issue 12: the composite with kind 'upload'.
    await t.app.db.update(images).set({ kind: 'upload' }).where(eq(images.id, body.previewImage));
    const listed = async () =>
      (await send('GET', '/api/images?limit=50', alice.token)).json<{ images: { _id: string }[] }>().images.map((image) => image._id);
    expect(await listed()).toContain(body.previewImage);

    const migration = fs.readFileSync(path.join(migrationsFolder, '0007_mark_old_previews.sql'), 'utf8');
    await t.app.db.execute(sql.raw(migration));

    const kinds = await t.app.db.select({ id: images.id, kind: images.kind }).from(images).where(inArray(images.id, [body.image, body.previewImage]));
    expect(Object.fromEntries(kinds.map((row) => [row.id, row.kind]))).toEqual({ [body.image]: 'upload', [body.previewImage]: 'preview' });
    expect(await listed()).not.toContain(body.previewImage);
    expect(await listed()).toContain(body.image);
  });
});
