/**
 * The AR view's models (docs/product/ar.md#the-model, decision 076): made on the server from the
 * stored artwork and the chosen size, frame and finish, GLB and USDZ together, and kept in a bounded
 * in-memory cache keyed by all four. Who may see the artwork is asked of the images
 * module on every request, before the cache: a deleted or someone else's private artwork is a 404
 * even while its model is still cached.
 */
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import sharp, { type Sharp } from 'sharp';
import { AR_SAMPLE_ARTWORK, arCanvasInches, artStyleOfArStyle, type ArFinish, type ArFrame, type ArSize } from '@wallart/shared';
import { artStyleColourTransform, CANVAS_WEAVE, weaveThreadPx, weaveTile } from '@wallart/imaging';
import { HttpError } from '../../lib/http-errors';
import type { Storage } from '../../plugins/app/storage';
import { composeArtworkSvg, type ImagesService, type ImageViewer } from '../images';
import { framedCanvasModel } from './framed-canvas';
import { writeGlb, writeUsdz } from './model-files';

declare module 'fastify' {
  interface FastifyInstance {
    arService: ArService;
  }
}

export type ArService = ReturnType<typeof createArService>;

/** The texture's long side where the artwork has the pixels (arm's-length sharpness: docs/product/ar.md#the-model). */
export const TEXTURE_LONG_SIDE = 2048;
/** The GLB's budget: a phone on a mobile network downloads it before the AR view opens. */
export const MAX_GLB_BYTES = 5 * 1024 * 1024;
/** The cache's bound: at most this many bytes of models (GLB + USDZ) kept, least recently used dropped first. */
export const MODEL_CACHE_BYTES = 96 * 1024 * 1024;

/** The sample artwork ('Try AR Now' without an artwork of one's own): the procedural engine's, always the same. */
const SAMPLE_REQUEST = { prompt: 'mountains at sunset over a calm lake', style: 'Abstract', seed: 38 } as const;
const SVG_BASE_DENSITY = 72;

export interface ArModel {
  glb: Buffer;
  usdz: Buffer;
  /** Pixels of the face's texture. */
  texture: { width: number; height: number; bytes: number };
}

export interface ArServiceDeps {
  images: Pick<ImagesService, 'modelSourceOf'>;
  storage: Storage;
  cacheBytes?: number;
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The face's texture: the artwork cropped to the canvas's shape from its centre (as the 2D view and
 * the print crop it), its long side TEXTURE_LONG_SIDE (smaller only when the artwork is), JPEG. A
 * vector artwork is drawn at the size the texture needs. The finish (docs/product/ar.md#the-model):
 * the art style's colour treatment as the print file applies it, and a Textured canvas's weave
 * (the 2D view's threads, about 0.12 in apart) laid over it.
 */
export async function artworkTexture(
  source: { svg: Buffer } | { raster: Buffer },
  aspect: number,
  finish: ArFinish & { canvasWidthInches?: number } = {},
): Promise<{ data: Buffer; width: number; height: number }> {
  let image: Sharp;
  let natural: { width: number; height: number };
  if ('svg' in source) {
    const svg = await sharp(source.svg).metadata();
    const base = { width: svg.width ?? TEXTURE_LONG_SIDE, height: svg.height ?? TEXTURE_LONG_SIDE };
    // Drawn large enough that the centre crop's long side is TEXTURE_LONG_SIDE.
    const cropW = Math.min(base.width, base.height * aspect);
    const cropH = cropW / aspect;
    const scale = Math.max(1, TEXTURE_LONG_SIDE / Math.max(cropW, cropH)) * 1.01;
    image = sharp(source.svg, { density: SVG_BASE_DENSITY * scale, limitInputPixels: false });
    natural = { width: Math.floor(base.width * scale), height: Math.floor(base.height * scale) };
  } else {
    image = sharp(source.raster, { failOn: 'error' }).rotate();
    const meta = await image.metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    natural = { width: (turned ? meta.height : meta.width) ?? 1, height: (turned ? meta.width : meta.height) ?? 1 };
  }
  // The largest crop of the canvas's shape, from the centre, at most TEXTURE_LONG_SIDE on its long side; never enlarged.
  const cropW = Math.min(natural.width, natural.height * aspect);
  const cropH = cropW / aspect;
  const shrink = Math.min(1, TEXTURE_LONG_SIDE / Math.max(cropW, cropH));
  const width = Math.max(1, Math.round(cropW * shrink));
  const height = Math.max(1, Math.round(cropH * shrink));
  // One pipeline, encoded once: sharp resizes, then applies recomb before linear (together the art
  // style's one affine map on 0–255 values, as render-print-file.ts), then lays the weave over.
  let finished = image.clone().flatten({ background: '#ffffff' }).resize(width, height, { fit: 'cover', position: 'centre' });
  const colour = finish.style ? artStyleColourTransform(artStyleOfArStyle(finish.style)) : null;
  if (colour) finished = finished.recomb(colour.matrix).linear([1, 1, 1], colour.offset.map((v) => v * 255));
  if (finish.texture === 'textured') {
    const thread = weaveThreadPx(width / (finish.canvasWidthInches ?? 36));
    finished = finished.composite([{ input: await weaveTilePng(thread), tile: true, blend: 'overlay' }]);
  }
  const encode = async (quality: number) => finished.clone().jpeg({ quality, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  let out = await encode(86);
  // A busy photo at 2048 px stays far below the budget, but never let the GLB pass it.
  if (out.data.length > MAX_GLB_BYTES - 256 * 1024) out = await encode(70);
  return { data: out.data, width: out.info.width, height: out.info.height };
}

/** The 2D view's canvas weave (@wallart/imaging) as a PNG tile, its opacity folded into each stripe (a composite has none). */
async function weaveTilePng(thread: number): Promise<Buffer> {
  const { size, stripes } = weaveTile(thread);
  const rects = stripes
    .map((s) => `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" fill="${s.light ? '#fff' : '#000'}" fill-opacity="${s.alpha * CANVAS_WEAVE.opacity}"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="#808080"/>${rects}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export function createArService(deps: ArServiceDeps) {
  const limit = deps.cacheBytes ?? MODEL_CACHE_BYTES;
  const cache = new Map<string, ArModel>();
  const building = new Map<string, Promise<ArModel>>();
  let cachedBytes = 0;

  const remember = (key: string, model: ArModel) => {
    const bytes = model.glb.length + model.usdz.length;
    if (bytes > limit) return;
    cache.set(key, model);
    cachedBytes += bytes;
    // A Map iterates in insertion order: the first key is the least recently used one.
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= limit) break;
      cache.delete(oldKey);
      cachedBytes -= old.glb.length + old.usdz.length;
    }
  };

  async function sourceOf(artworkId: string, viewer: ImageViewer): Promise<{ svg: Buffer } | { raster: Buffer }> {
    if (artworkId === AR_SAMPLE_ARTWORK) return { svg: Buffer.from(composeArtworkSvg(SAMPLE_REQUEST)) };
    const row = await deps.images.modelSourceOf(artworkId, viewer);
    const key = row.vector && row.svgKey ? row.svgKey : row.originalKey;
    const file = await deps.storage.get(key);
    if (!file) throw new HttpError(404, 'The artwork’s file is missing.');
    const data = await readAll(file.body);
    return key === row.svgKey ? { svg: data } : { raster: data };
  }

  async function build(source: { svg: Buffer } | { raster: Buffer }, size: ArSize, frame: ArFrame, finish: ArFinish): Promise<ArModel> {
    const model = framedCanvasModel(size, frame, finish.texture);
    const texture = await artworkTexture(source, model.canvasAspect, { ...finish, canvasWidthInches: arCanvasInches(size).width });
    const [glb, usdz] = [await writeGlb(model, texture.data), writeUsdz(model, texture.data)];
    return { glb, usdz, texture: { width: texture.width, height: texture.height, bytes: texture.data.length } };
  }

  return {
    /**
     * The model of `artworkId` (or the sample) at `size` in `frame` with its `finish`, for a viewer
     * who may see the artwork (404 otherwise). Made once per artwork, size, frame and finish;
     * concurrent asks share one making.
     */
    async model(artworkId: string, size: ArSize, frame: ArFrame, viewer: ImageViewer, finish: ArFinish = {}): Promise<ArModel & { cached: boolean }> {
      const id = artworkId.toLowerCase();
      // Visibility first, every time (the sample is everyone's).
      const source = id === AR_SAMPLE_ARTWORK ? null : await deps.images.modelSourceOf(id, viewer);
      const key = `${source?.id ?? id}:${size}:${frame}:${finish.style ?? ''}:${finish.texture ?? ''}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return { ...hit, cached: true };
      }
      let pending = building.get(key);
      if (!pending) {
        pending = sourceOf(id, viewer)
          .then((file) => build(file, size, frame, finish))
          .then((model) => {
            remember(key, model);
            return model;
          })
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return { ...(await pending), cached: false };
    },

    /** How many models and bytes the cache holds (tests, metrics). */
    cacheStats(): { models: number; bytes: number } {
      return { models: cache.size, bytes: cachedBytes };
    },
  };
}

export const arServicePlugin = fp(
  (app, _options, done) => {
    app.decorate('arService', createArService({ images: app.imagesService, storage: app.storage }));
    done();
  },
  { name: 'ar-service', dependencies: ['storage', 'images-service'] },
);
