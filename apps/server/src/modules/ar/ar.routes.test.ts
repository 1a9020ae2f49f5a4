import type { Document} from '@gltf-transform/core';
import { getBounds, NodeIO } from '@gltf-transform/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import validator from 'gltf-validator';
import { AR_FRAMES, AR_MESSAGES, AR_SIZES, arModelMetres, type ArFrame, type ArSize, type ArtworkImage } from '@wallart/shared';
import { bearer, buildAuthTestApp, signedInUser, type AuthTestApp } from '../auth/auth.test-helpers';
import { imagePart, picture, uploadImage, uploadedImage } from '../images/images.test-helpers';
import { framedCanvasModel } from './framed-canvas';
import { USDZ_ALIGNMENT, writeGlb, writeUsdz } from './model-files';

let t: AuthTestApp;
let alice: { token: string };
let bob: { token: string };
beforeAll(async () => {
  t = await buildAuthTestApp();
  alice = await signedInUser(t.app);
  bob = await signedInUser(t.app);
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const MM = 0.001;

async function glbReport(glb: Uint8Array) {
  return validator.validateBytes(new Uint8Array(glb), { maxIssues: 50 });
}

async function glbBounds(glb: Uint8Array): Promise<{ min: number[]; max: number[]; doc: Document }> {
  const doc = await new NodeIO().readBinary(new Uint8Array(glb));
  const scene = doc.getRoot().listScenes()[0]!;
  return { ...getBounds(scene), doc };
}

interface ZipFile {
  name: string;
  method: number;
  dataOffset: number;
  data: Buffer;
}

/** Reads a zip the way a USDZ reader does: end record → central directory → each local header. */
function readZip(zip: Buffer): ZipFile[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataOffset = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    files.push({ name, method: zip.readUInt16LE(local + 8), dataOffset, data: zip.subarray(dataOffset, dataOffset + size) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** The USDZ's checks (docs/product/ar.md#the-model): a zip, stored, 64-byte aligned, a .usda first; its points' extent. */
function checkUsdz(usdz: Buffer): { min: number[]; max: number[]; texture: Buffer } {
  const files = readZip(usdz);
  expect(files[0]!.name).toMatch(/\.usda$/);
  for (const file of files) {
    expect(file.method, file.name).toBe(0);
    expect(file.dataOffset % USDZ_ALIGNMENT, file.name).toBe(0);
  }
  const usda = files[0]!.data.toString('utf8');
  expect(usda.startsWith('#usda 1.0')).toBe(true);
  expect(usda).toContain('metersPerUnit = 1');
  expect(usda).toContain('upAxis = "Y"');
  const texture = files.find((file) => file.name.endsWith('.jpg'));
  expect(usda).toContain(`@${texture!.name}@`);
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const match of usda.matchAll(/point3f\[\] points = \[([^\]]*)\]/g)) {
    for (const point of match[1]!.matchAll(/\(([^)]*)\)/g)) {
      point[1]!.split(',').map(Number).forEach((v, i) => {
        min[i] = Math.min(min[i]!, v);
        max[i] = Math.max(max[i]!, v);
      });
    }
  }
  return { min, max, texture: texture!.data };
}

function expectSize(bounds: { min: number[]; max: number[] }, size: ArSize, frame: ArFrame): void {
  const expected = arModelMetres(size, frame);
  expect(Math.abs(bounds.max[0]! - bounds.min[0]! - expected.width), `${size} ${frame} width`).toBeLessThanOrEqual(MM);
  expect(Math.abs(bounds.max[1]! - bounds.min[1]! - expected.height), `${size} ${frame} height`).toBeLessThanOrEqual(MM);
  expect(Math.abs(bounds.max[2]! - bounds.min[2]! - expected.depth), `${size} ${frame} depth`).toBeLessThanOrEqual(MM);
}

describe('the framed canvas model', () => {
  it('is a valid GLB and USDZ of the canvas plus frame, within 1 mm, for every size and frame', async () => {
    const texture = await sharp({ create: { width: 64, height: 96, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
    for (const size of AR_SIZES) {
      for (const frame of AR_FRAMES) {
        const model = framedCanvasModel(size, frame);
        const glb = await writeGlb(model, texture);
        const report = await glbReport(glb);
        expect(report.issues.numErrors, `${size} ${frame}: ${JSON.stringify(report.issues.messages.slice(0, 3))}`).toBe(0);
        expectSize(await glbBounds(glb), size, frame);
        expectSize(checkUsdz(writeUsdz(model, texture)), size, frame);
      }
    }
    // The figures the issue names: 36×48 in is 0.9144 × 1.2192 m of canvas, 1.5 in deep unframed.
    expect(arModelMetres('36x48', 'none')).toEqual({ width: expect.closeTo(0.9144, 6), height: expect.closeTo(1.2192, 6), depth: expect.closeTo(0.0381, 6) });
  });
});

describe('GET /api/ar/:artworkId/model.glb and .usdz', () => {
  let big: ArtworkImage;
  beforeAll(async () => {
    const res = await uploadImage(t.app, [imagePart(await picture('jpeg', 3000, 2000), 'wide.jpg', 'image/jpeg')], { token: alice.token });
    expect(res.statusCode, res.body).toBe(201);
    big = res.json<{ image: ArtworkImage }>().image;
  });

  it("makes the owner's model: a valid GLB at most 5 MB, the texture's long side 2048 px, then answers it from the cache", async () => {
    const res = await get(`/api/ar/${big._id}/model.glb?size=36x48&frame=classic`, alice.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('model/gltf-binary');
    expect(res.headers['x-model-cache']).toBe('miss');
    const glb = res.rawPayload;
    expect(glb.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    expect((await glbReport(glb)).issues.numErrors).toBe(0);
    const { doc, ...bounds } = await glbBounds(glb);
    expectSize(bounds, '36x48', 'classic');
    const image = doc.getRoot().listTextures()[0]!.getImage()!;
    const meta = await sharp(image).metadata();
    // The 3000 × 2000 artwork cropped to the 36 × 48 canvas from its centre: 1500 × 2000 px, all of it (not enlarged).
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1500, 2000]);

    const again = await get(`/api/ar/${big._id}/model.usdz?size=36x48&frame=classic`, alice.token);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('model/vnd.usdz+zip');
    expect(again.headers['x-model-cache']).toBe('hit');
    const usdz = checkUsdz(again.rawPayload);
    expectSize(usdz, '36x48', 'classic');
    expect(Buffer.compare(usdz.texture, Buffer.from(image))).toBe(0);
  });

  it('gives a texture 2048 px on its long side when the artwork has more', async () => {
    const res = await uploadImage(t.app, [imagePart(await picture('jpeg', 2600, 3600), 'tall.jpg', 'image/jpeg')]);
    const tall = res.json<{ image: ArtworkImage }>().image;
    const glb = await get(`/api/ar/${tall._id}/model.glb?size=24x36&frame=none`);
    expect(glb.statusCode, glb.body).toBe(200);
    const { doc } = await glbBounds(glb.rawPayload);
    const meta = await sharp(doc.getRoot().listTextures()[0]!.getImage()!).metadata();
    expect([meta.width, meta.height]).toEqual([1365, 2048]);
  });

  it("hides someone else's private artwork and unknown ones (404); a guest's artwork is anyone's by its id", async () => {
    expect((await get(`/api/ar/${big._id}/model.glb?size=36x48&frame=modern`, bob.token)).statusCode).toBe(404);
    // A cached model is no way round it.
    expect((await get(`/api/ar/${big._id}/model.usdz?size=36x48&frame=classic`)).statusCode).toBe(404);
    const unknown = await get('/api/ar/0123456789abcdef01234567/model.glb?size=36x48&frame=modern');
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([404, 'Image not found']);
    const guests = await uploadedImage(t.app);
    expect((await get(`/api/ar/${guests._id}/model.glb?size=24x36&frame=floating`, bob.token)).statusCode).toBe(200);
  });

  it('refuses a size or frame the shop does not sell, and a malformed id, with a clear 400', async () => {
    const size = await get(`/api/ar/${big._id}/model.glb?size=30x40&frame=modern`, alice.token);
    expect([size.statusCode, size.json<{ message: string }>().message]).toEqual([400, expect.stringContaining(AR_MESSAGES.size)]);
    const frame = await get(`/api/ar/${big._id}/model.glb?size=36x48&frame=gold`, alice.token);
    expect([frame.statusCode, frame.json<{ message: string }>().message]).toEqual([400, expect.stringContaining(AR_MESSAGES.frame)]);
    const missing = await get(`/api/ar/${big._id}/model.glb`, alice.token);
    expect(missing.statusCode).toBe(400);
    const id = await get('/api/ar/not-an-id/model.glb?size=36x48&frame=modern');
    expect([id.statusCode, id.json<{ message: string }>().message]).toEqual([400, expect.stringContaining(AR_MESSAGES.artwork)]);
  });

  it('models the sample artwork for anyone, drawn at 2048 px', async () => {
    const res = await get('/api/ar/sample/model.glb?size=48x72&frame=floating');
    expect(res.statusCode, res.body).toBe(200);
    const { doc, ...bounds } = await glbBounds(res.rawPayload);
    expectSize(bounds, '48x72', 'floating');
    const meta = await sharp(doc.getRoot().listTextures()[0]!.getImage()!).metadata();
    expect([meta.width, meta.height]).toEqual([1365, 2048]);
  });

  it("gives the face the art style's colours and the texture's surface, each a model of its own", async () => {
    const model = async (query: string) => {
      const res = await get(`/api/ar/sample/model.glb?size=24x36&frame=none${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect((await glbReport(res.rawPayload)).issues.numErrors).toBe(0);
      const { doc } = await glbBounds(res.rawPayload);
      const face = doc.getRoot().listMaterials().find((m) => m.getName() === 'artwork')!;
      const pixels = await sharp(face.getBaseColorTexture()!.getImage()!).raw().toBuffer({ resolveWithObject: true });
      const channelMean = (c: number) => {
        let sum = 0;
        for (let i = c; i < pixels.data.length; i += pixels.info.channels) sum += pixels.data[i]!;
        return sum / (pixels.data.length / pixels.info.channels);
      };
      return { cache: res.headers['x-model-cache'], metallic: face.getMetallicFactor(), roughness: face.getRoughnessFactor(), means: [0, 1, 2].map(channelMean) };
    };
    const plain = await model('');
    const abstract = await model('&style=abstract');
    const metallic = await model('&texture=metallic');
    const textured = await model('&texture=textured');
    // Each finish is made, not served from the plain model's cache.
    expect([abstract.cache, metallic.cache, textured.cache]).toEqual(['miss', 'miss', 'miss']);
    // Abstract's treatment (saturate, contrast, hue-rotate) moves the colours; the surface alone does not change them much.
    const shift = (a: number[], b: number[]) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
    expect(shift(plain.means, abstract.means)).toBeGreaterThan(4);
    expect(shift(plain.means, metallic.means)).toBeLessThan(1);
    expect([plain.metallic, plain.roughness]).toEqual([0, 0.82]);
    expect([metallic.metallic, metallic.roughness]).toEqual([0.55, 0.3]);
    // The weave is laid over the face: the same picture, differing pixel by pixel.
    expect(textured.roughness).toBe(0.9);
    expect(shift(plain.means, textured.means)).toBeGreaterThan(0);

    const usdz = await get('/api/ar/sample/model.usdz?size=24x36&frame=none&texture=metallic');
    expect(usdz.rawPayload.toString('latin1')).toContain('float inputs:metallic = 0.55');
  });

  it('refuses a style or texture the shop does not offer with a clear 400', async () => {
    const style = await get('/api/ar/sample/model.glb?size=24x36&frame=none&style=cubist');
    expect([style.statusCode, style.json<{ message: string }>().message]).toEqual([400, expect.stringContaining(AR_MESSAGES.style)]);
    const texture = await get('/api/ar/sample/model.usdz?size=24x36&frame=none&texture=velvet');
    expect([texture.statusCode, texture.json<{ message: string }>().message]).toEqual([400, expect.stringContaining(AR_MESSAGES.texture)]);
  });
});
