import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UPLOADED_WALL_WIDTH_INCHES, MESSAGES, WALL_MESSAGES, type WallBackground } from '@wallart/shared';
import { bearer, buildAuthTestApp, signedInAdmin, signedInUser, type AuthTestApp } from '../auth/auth.test-helpers';
import { formData, picture, storedFiles, type FormPart } from '../images/images.test-helpers';
import { buildTestApp, createTestDatabase } from '../../test/build-test-app';
import { DEFAULT_WALLS } from './walls.defaults';
import { wallBackgrounds } from './walls.tables';

let t: AuthTestApp;
let alice: { token: string; id: string };
let bob: { token: string; id: string };
beforeAll(async () => {
  t = await buildAuthTestApp();
  const a = await signedInUser(t.app);
  const b = await signedInUser(t.app);
  alice = { token: a.token, id: a.user._id };
  bob = { token: b.token, id: b.user._id };
});
afterAll(async () => {
  await t.app.close();
});

const wallPart = (data: Buffer, filename = 'my_living-room.jpg', contentType = 'image/jpeg'): FormPart => ({ name: 'wallImage', filename, contentType, data });

function upload(parts: FormPart[], token?: string) {
  const body = formData(parts);
  return t.app.inject({ method: 'POST', url: '/api/walls/upload', payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
}

async function uploadedWall(token: string, name = 'My Living Room', width?: string): Promise<WallBackground> {
  const parts = [wallPart(await picture('jpeg', 800, 500)), { name: 'name', value: name }, ...(width ? [{ name: 'widthInches', value: width }] : [])];
  const res = await upload(parts, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ wallBackground: WallBackground }>().wallBackground;
}

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const put = (url: string, payload: unknown, token?: string) => t.app.inject({ method: 'PUT', url, payload: payload as object, headers: token ? bearer(token) : {} });
const del = (url: string, token?: string) => t.app.inject({ method: 'DELETE', url, headers: token ? bearer(token) : {} });
const counts = async () => ({ files: storedFiles(t.app).length, rows: (await t.app.db.select({ id: wallBackgrounds.id }).from(wallBackgrounds)).length });

describe('GET /api/walls/defaults', () => {
  it('gives the four built-in walls to anyone, in order, with their true-size figures', async () => {
    const res = await get('/api/walls/defaults');
    expect(res.statusCode).toBe(200);
    const walls = res.json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds;
    expect(walls.map((w) => w.name)).toEqual(['Modern Living Room', 'Bedroom', 'Office', 'Dining Room']);
    // Each room at its own true-size width (issue 20): 14, 13, 12.5 and 13 ft across the picture.
    expect(walls.map((w) => [w.widthInches, w.floorLine])).toEqual([
      [168, 0.85],
      [156, 0.9],
      [150, 0.93],
      [156, 0.9],
    ]);
    for (const wall of walls) {
      expect(wall).toMatchObject({ isDefault: true, width: 2400, height: 1500 });
      expect(wall.id).toBe(wall._id);
      expect(wall.url).toBe(wall.imageUrl);
      expect(wall.imageUrl).toMatch(/^\/media\/walls\/[a-z-]+\.webp$/);
    }
  });
});

describe('the default walls at start', () => {
  it('brings a stale default row back in line with DEFAULT_WALLS (no migration needed when the rooms are redrawn)', async () => {
    const database = await createTestDatabase();
    try {
      const first = await buildTestApp({ database });
      try {
        // The rows as the 300 in rooms left them before issue 20.
        await first.db
          .update(wallBackgrounds)
          .set({ widthInches: 299.96, floorLine: 0.7604, name: 'Old name' })
          .where(inArray(wallBackgrounds.id, DEFAULT_WALLS.map((w) => w.id)));
      } finally {
        await first.close();
      }
      const second = await buildTestApp({ database });
      try {
        const walls = (await second.inject({ method: 'GET', url: '/api/walls/defaults' })).json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds;
        expect(walls.map((w) => ({ id: w.id, name: w.name, widthInches: w.widthInches, floorLine: w.floorLine }))).toEqual(
          DEFAULT_WALLS.map((w) => ({ id: w.id, name: w.name, widthInches: w.widthInches, floorLine: w.floorLine })),
        );
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe('POST /api/walls/upload', () => {
  it('stores a re-encoded wall for its owner, appended to their list, with the default width', async () => {
    const jpeg = await sharp(await picture('jpeg', 1200, 800)).withMetadata({ exif: { IFD0: { Copyright: 'GPS secret' } } }).jpeg().toBuffer();
    const res = await upload([wallPart(jpeg), { name: 'name', value: '  My Living Room ' }], alice.token);
    expect(res.statusCode).toBe(201);
    const { wallBackground } = res.json<{ wallBackground: WallBackground }>();
    expect(wallBackground).toMatchObject({ name: 'My Living Room', isDefault: false, width: 1200, height: 800, widthInches: DEFAULT_UPLOADED_WALL_WIDTH_INCHES, floorLine: null });
    const file = await get(wallBackground.imageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    const thumb = await get(wallBackground.thumbnailUrl);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);
    const second = await uploadedWall(alice.token, 'Hall', '180');
    expect(second.widthInches).toBe(180);
    const own = (await get('/api/walls', alice.token)).json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds;
    expect(own.map((w) => w.id).slice(-2)).toEqual([wallBackground.id, second.id]);
    expect((await get('/api/walls', bob.token)).json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds.map((w) => w.id)).not.toContain(wallBackground.id);
  });

  it('needs a signed-in user', async () => {
    expect((await upload([wallPart(await picture('jpeg', 100, 100)), { name: 'name', value: 'Hall' }])).statusCode).toBe(401);
    expect((await get('/api/walls')).statusCode).toBe(401);
  });

  it.each([
    ['no file', () => Promise.resolve([{ name: 'name', value: 'Hall' }]), 400, MESSAGES.walls.fileRequired],
    ['no name', async () => [wallPart(await picture('jpeg', 100, 100))], 400, MESSAGES.walls.nameRequired],
    ['a blank name', async () => [wallPart(await picture('jpeg', 100, 100)), { name: 'name', value: '   ' }], 400, MESSAGES.walls.nameRequired],
    ['a 300-character name', async () => [wallPart(await picture('jpeg', 100, 100)), { name: 'name', value: 'x'.repeat(300) }], 400, WALL_MESSAGES.nameTooLong],
    ['a width of 0', async () => [wallPart(await picture('jpeg', 100, 100)), { name: 'name', value: 'Hall' }, { name: 'widthInches', value: '0' }], 400, WALL_MESSAGES.widthInvalid],
    ['a width of 10 000 in', async () => [wallPart(await picture('jpeg', 100, 100)), { name: 'name', value: 'Hall' }, { name: 'widthInches', value: '10000' }], 400, WALL_MESSAGES.widthInvalid],
    ['an SVG named .jpg', () => Promise.resolve([wallPart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), { name: 'name', value: 'Hall' }]), 415, MESSAGES.walls.typeInvalid],
    ['an HTML page named .jpg', () => Promise.resolve([wallPart(Buffer.from('<!doctype html><html><body>hi</body></html>')), { name: 'name', value: 'Hall' }]), 415, MESSAGES.walls.typeInvalid],
    ['a 6 MB file', async () => [wallPart(Buffer.concat([await picture('jpeg', 100, 100), Buffer.alloc(6 * 1024 * 1024)])), { name: 'name', value: 'Hall' }], 413, MESSAGES.walls.tooLarge],
  ] as const)('refuses %s with a clear 4xx and writes nothing', async (_label, parts, status, message) => {
    const before = await counts();
    const res = await upload([...(await parts())] as FormPart[], alice.token);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message });
    expect(await counts()).toEqual(before);
  });
});

describe('a wall photo from the camera (docs/product/visualizer.md#wall-photo)', () => {
  const outline = [
    { x: 0.1, y: 0.08 },
    { x: 0.92, y: 0.1 },
    { x: 0.9, y: 0.8 },
    { x: 0.12, y: 0.78 },
  ];

  it('turns a photo upright by its EXIF orientation before storing it', async () => {
    // A phone held upright stores a landscape sensor image with orientation 6 (turn 90° clockwise).
    // Its left 40 columns are red: upright, they are the top rows.
    const raw = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#2050d0' } })
      .composite([{ input: { create: { width: 40, height: 160, channels: 3, background: '#e01010' } }, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const jpeg = await sharp(raw).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
    const res = await upload([wallPart(jpeg, 'IMG_0042.jpg'), { name: 'name', value: 'Upright' }], alice.token);
    expect(res.statusCode, res.body).toBe(201);
    const wall = res.json<{ wallBackground: WallBackground }>().wallBackground;
    expect([wall.width, wall.height]).toEqual([160, 240]);
    const stored = sharp((await get(wall.imageUrl)).rawPayload);
    expect((await stored.metadata()).orientation).toBeUndefined();
    const { data } = await stored.raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 160 + x) * 3, (y * 160 + x) * 3 + 3)];
    // Top rows red, bottom rows blue.
    expect(at(80, 10)[0]).toBeGreaterThan(180);
    expect(at(80, 10)[2]).toBeLessThan(80);
    expect(at(80, 200)[2]).toBeGreaterThan(160);
  });

  it('keeps the measured width and the outline, whose bottom edge is the floor line', async () => {
    const parts = [wallPart(await picture('jpeg', 800, 600)), { name: 'name', value: 'Measured' }, { name: 'widthInches', value: '157.48' }, { name: 'outline', value: JSON.stringify(outline) }];
    const res = await upload(parts, alice.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ wallBackground: { widthInches: 157.48, outline, floorLine: 0.79 } });
    const own = (await get('/api/walls', alice.token)).json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds;
    expect(own.at(-1)).toMatchObject({ name: 'Measured', outline, floorLine: 0.79 });
  });

  it.each([
    ['text that is not JSON', 'corners'],
    ['three corners', JSON.stringify(outline.slice(0, 3))],
    ['a corner off the photo', JSON.stringify([{ x: -0.2, y: 0 }, ...outline.slice(1)])],
    ['crossed corners', JSON.stringify([outline[0], outline[2], outline[1], outline[3]])],
  ])('refuses an upload whose outline is %s, and writes nothing', async (_label, value) => {
    const before = await counts();
    const res = await upload([wallPart(await picture('jpeg', 100, 100)), { name: 'name', value: 'Hall' }, { name: 'outline', value }], alice.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: WALL_MESSAGES.outlineInvalid });
    expect(await counts()).toEqual(before);
  });

  it('sets, corrects and forgets the outline with PUT; the width is corrected as before', async () => {
    const wall = await uploadedWall(alice.token);
    expect(wall).toMatchObject({ outline: null, floorLine: null });
    const set = await put(`/api/walls/${wall.id}`, { outline, widthInches: 130 }, alice.token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ wallBackground: { outline, floorLine: 0.79, widthInches: 130 } });
    // Bottom corners on the photo's lower edge: the floor is not in the photo.
    const low = [outline[0], outline[1], { x: 0.9, y: 1 }, { x: 0.12, y: 1 }];
    expect((await put(`/api/walls/${wall.id}`, { outline: low }, alice.token)).json()).toMatchObject({ wallBackground: { outline: low, floorLine: null } });
    const crossed = await put(`/api/walls/${wall.id}`, { outline: [outline[0], outline[2], outline[1], outline[3]] }, alice.token);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json<{ message: string }>().message).toContain(WALL_MESSAGES.outlineInvalid);
    expect((await put(`/api/walls/${wall.id}`, { outline: null }, alice.token)).json()).toMatchObject({ wallBackground: { outline: null, floorLine: null, widthInches: 130 } });
    expect((await put(`/api/walls/${wall.id}`, { outline }, bob.token)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/walls/{id}', () => {
  it('renames a wall and sets its width; its owner only', async () => {
    const wall = await uploadedWall(alice.token);
    const renamed = await put(`/api/walls/${wall.id}`, { name: 'Den', widthInches: 150 }, alice.token);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ wallBackground: { id: wall.id, name: 'Den', widthInches: 150 } });
    expect((await put(`/api/walls/${wall.id}`, { widthInches: 96.5 }, alice.token)).json()).toMatchObject({ wallBackground: { name: 'Den', widthInches: 96.5 } });
    // Another user: 404 for both, and nothing changes.
    expect((await put(`/api/walls/${wall.id}`, { name: 'Mine now' }, bob.token)).statusCode).toBe(404);
    expect((await del(`/api/walls/${wall.id}`, bob.token)).statusCode).toBe(404);
    const own = (await get('/api/walls', alice.token)).json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds;
    expect(own.find((w) => w.id === wall.id)?.name).toBe('Den');
  });

  it.each([
    [{ name: '' }, MESSAGES.walls.nameRequired],
    [{ name: 'x'.repeat(300) }, WALL_MESSAGES.nameTooLong],
    [{ widthInches: -5 }, WALL_MESSAGES.widthInvalid],
    [{}, WALL_MESSAGES.nothingToUpdate],
  ])('refuses the update %j', async (body, message) => {
    const wall = await uploadedWall(alice.token);
    const res = await put(`/api/walls/${wall.id}`, body, alice.token);
    expect(res.statusCode).toBe(400);
    // Schema errors name the field: 'name: Please enter a name for your wall background'.
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it('deletes a wall and its files', async () => {
    const wall = await uploadedWall(alice.token);
    const before = storedFiles(t.app).length;
    const res = await del(`/api/walls/${wall.id}`, alice.token);
    expect(res.statusCode).toBe(200);
    expect(storedFiles(t.app).length).toBe(before - 2);
    expect((await get(wall.imageUrl)).statusCode).toBe(404);
    expect((await del(`/api/walls/${wall.id}`, alice.token)).statusCode).toBe(404);
  });

  it('never changes or deletes a default wall, not even for an admin', async () => {
    const admin = await signedInAdmin(t.app);
    const [first] = (await get('/api/walls/defaults')).json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds;
    for (const token of [alice.token, admin.token]) {
      const renamed = await put(`/api/walls/${first!.id}`, { name: 'Mine' }, token);
      expect(renamed.statusCode).toBe(403);
      expect(renamed.json()).toMatchObject({ message: WALL_MESSAGES.defaultImmutable });
      expect((await del(`/api/walls/${first!.id}`, token)).statusCode).toBe(403);
    }
    const again = (await get('/api/walls/defaults')).json<{ wallBackgrounds: WallBackground[] }>().wallBackgrounds;
    expect(again).toHaveLength(4);
    expect(again[0]?.name).toBe('Modern Living Room');
  });

  it('needs a signed-in user', async () => {
    expect((await put('/api/walls/0123456789abcdef01234567', { name: 'x' })).statusCode).toBe(401);
    expect((await del('/api/walls/0123456789abcdef01234567')).statusCode).toBe(401);
  });
});
