import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkImage } from '@wallart/shared';
import type { Db } from '../../db/client';
import type { Storage } from '../../plugins/app/storage';
import { buildAuthTestApp, signedInUser, type AuthTestApp } from '../auth/auth.test-helpers';
import { encodeUploadedArtwork } from './artwork-files';
import { createImagesService, GUEST_IMAGE_LIFETIME_MS } from './images.service';
import { images } from './images.tables';
import { keyOfUrl, picture, storedFiles, uploadedImage } from './images.test-helpers';

let t: AuthTestApp;
beforeAll(async () => {
  t = await buildAuthTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const ownerOf = async (id: string) => (await t.app.db.select({ ownerId: images.ownerId }).from(images).where(eq(images.id, id)))[0]?.ownerId;

describe('claimForUser (decision 022)', () => {
  it("makes guest images the user's, keeps the user's own, and answers refs in the order asked", async () => {
    const { user, token } = await signedInUser(t.app);
    const guestA = await uploadedImage(t.app);
    const guestB = await uploadedImage(t.app, undefined, 'face');
    const own = await uploadedImage(t.app, token);
    const refs = await t.app.imagesService.claimForUser([guestB._id, own._id, guestA._id.toUpperCase(), guestB._id], user._id);
    expect(refs).toEqual([
      { id: guestB._id, kind: 'face', width: 120, height: 90, vector: false, url: guestB.url, previewUrl: guestB.previewUrl, thumbnailUrl: guestB.thumbnailUrl },
      expect.objectContaining({ id: own._id, kind: 'upload' }),
      expect.objectContaining({ id: guestA._id }),
    ]);
    expect(await ownerOf(guestA._id)).toBe(user._id);
    expect(await ownerOf(guestB._id)).toBe(user._id);
    // Claiming again is harmless; an empty list claims nothing.
    expect(await t.app.imagesService.claimForUser([guestA._id], user._id)).toHaveLength(1);
    expect(await t.app.imagesService.claimForUser([], user._id)).toEqual([]);
  });

  it("refuses another user's image or an unknown id with 404 and claims nothing", async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const bobs = await uploadedImage(t.app, bob.token);
    const guest = await uploadedImage(t.app);
    for (const ids of [[guest._id, bobs._id], [guest._id, '0123456789abcdef01234567'], [guest._id, 'nope']]) {
      await expect(t.app.imagesService.claimForUser(ids, alice.user._id)).rejects.toMatchObject({ statusCode: 404, message: 'Image not found' });
    }
    expect(await ownerOf(guest._id)).toBeNull();
    expect(await ownerOf(bobs._id)).toBe(bob.user._id);
  });

  it("runs inside the caller's transaction: a rollback leaves the image a guest's", async () => {
    const { user } = await signedInUser(t.app);
    const guest = await uploadedImage(t.app);
    await expect(
      t.app.db.transaction(async (tx) => {
        const refs = await t.app.imagesService.claimForUser([guest._id], user._id, tx);
        expect(refs).toHaveLength(1);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await ownerOf(guest._id)).toBeNull();
  });

  it('lets only one of two users claim the same guest image', async () => {
    const alice = await signedInUser(t.app);
    const bob = await signedInUser(t.app);
    const guest = await uploadedImage(t.app);
    const results = await Promise.allSettled([
      t.app.imagesService.claimForUser([guest._id], alice.user._id),
      t.app.imagesService.claimForUser([guest._id], bob.user._id),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect([alice.user._id, bob.user._id]).toContain(await ownerOf(guest._id));
  });
});

describe('findRefs', () => {
  it('returns refs of the ids that exist, in the order asked', async () => {
    const a = await uploadedImage(t.app);
    const b = await uploadedImage(t.app);
    const refs = await t.app.imagesService.findRefs([b._id, '0123456789abcdef01234567', a._id, 'bad']);
    expect(refs.map((r) => r.id)).toEqual([b._id, a._id]);
  });
});

describe('nothing half-written', () => {
  it('removes the stored files when the database insert fails', async () => {
    const failingDb = {
      insert: () => {
        throw new Error('database down');
      },
    } as unknown as Db;
    const service = createImagesService({ db: failingDb, storage: t.app.storage });
    const before = storedFiles(t.app);
    await expect(service.upload(await picture('png'), { kind: 'upload', ownerId: null })).rejects.toThrow('database down');
    expect(storedFiles(t.app)).toEqual(before);
  });

  it('writes no row and keeps no file when storage fails half-way', async () => {
    let puts = 0;
    const flaky: Storage = {
      ...t.app.storage,
      put: (data, kind) => {
        puts += 1;
        return puts === 2 ? Promise.reject(new Error('disk full')) : t.app.storage.put(data, kind);
      },
    };
    const service = createImagesService({ db: t.app.db, storage: flaky });
    const before = storedFiles(t.app);
    const rowsBefore = (await t.app.db.select({ id: images.id }).from(images)).length;
    await expect(service.upload(await picture('png'), { kind: 'upload', ownerId: null })).rejects.toThrow('disk full');
    expect(storedFiles(t.app)).toEqual(before);
    expect(await t.app.db.select({ id: images.id }).from(images)).toHaveLength(rowsBefore);
  });
});

describe('guest image pruning', () => {
  it('deletes guest images older than 7 days with their files, and keeps claimed and recent ones', async () => {
    const { user } = await signedInUser(t.app);
    const days = (n: number) => n * 24 * 60 * 60 * 1000;
    const at = (ms: number) => createImagesService({ db: t.app.db, storage: t.app.storage, now: () => new Date(Date.now() - ms) });
    const art = await encodeUploadedArtwork(await picture('png', 64, 64));
    const oldGuest = await at(days(8)).saveArtwork(art, { kind: 'upload', ownerId: null, provider: 'upload' });
    const oldClaimed = await at(days(8)).saveArtwork(art, { kind: 'upload', ownerId: null, provider: 'upload' });
    const recentGuest = await at(days(6)).saveArtwork(art, { kind: 'upload', ownerId: null, provider: 'upload' });
    await t.app.imagesService.claimForUser([oldClaimed.id], user._id);

    const removed = await t.app.imagesService.pruneGuestImages(new Date());
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = (await t.app.db.select({ id: images.id }).from(images).where(inArray(images.id, [oldGuest.id, oldClaimed.id, recentGuest.id]))).map((r) => r.id);
    expect(left.sort()).toEqual([oldClaimed.id, recentGuest.id].sort());
    const files = storedFiles(t.app);
    for (const key of [oldGuest.originalKey, oldGuest.previewKey, oldGuest.thumbnailKey]) expect(files).not.toContain(key);
    for (const key of [oldClaimed.previewKey, recentGuest.previewKey]) expect(files).toContain(key);
    expect(GUEST_IMAGE_LIFETIME_MS).toBe(days(7));
  });

  it('deletes an account’s images with the next pruning once the account is gone (they lose their owner)', async () => {
    const { user, token } = await signedInUser(t.app);
    const image: ArtworkImage = await uploadedImage(t.app, token);
    await t.app.usersService.delete(user._id);
    expect(await ownerOf(image._id)).toBeNull();
    expect(storedFiles(t.app)).toContain(keyOfUrl(image.url));
  });
});
