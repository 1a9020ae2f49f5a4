/**
 * The ageing engine's masks (age-pixels.ts): blurs, polygons, a person matte, flood fills and
 * geodesics over pixel arrays, and the value noise that breaks up every shading field.
 */
import { clamp01, smoothstep } from './age-effects';
import type { Point } from './homography';

/** An RGBA image, row-major, 4 bytes a pixel (the layout of canvas ImageData). */
export interface PixelImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** One box-blur pass of `radius` along rows then columns (edges clamped), `src` → `out` via `tmp`. */
function boxBlurPass(src: Float32Array, out: Float32Array, tmp: Float32Array, width: number, height: number, r: number): void {
  const norm = 1 / (2 * r + 1);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += src[row + Math.min(width - 1, Math.max(0, k))]!;
    for (let x = 0; x < width; x++) {
      tmp[row + x] = sum * norm;
      sum += src[row + Math.min(width - 1, x + r + 1)]! - src[row + Math.max(0, x - r)]!;
    }
  }
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += tmp[Math.min(height - 1, Math.max(0, k)) * width + x]!;
    for (let y = 0; y < height; y++) {
      out[y * width + x] = sum * norm;
      sum += tmp[Math.min(height - 1, y + r + 1) * width + x]! - tmp[Math.max(0, y - r) * width + x]!;
    }
  }
}

function boxBlur3(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  // Three boxes of radius r have about the variance of a Gaussian of sigma ≈ r.
  const r = Math.max(0, Math.round(Math.sqrt(sigma * sigma + 0.25) - 0.5));
  if (r === 0) return src.slice();
  const a = new Float32Array(src.length);
  const b = new Float32Array(src.length);
  const tmp = new Float32Array(src.length);
  boxBlurPass(src, a, tmp, width, height, r);
  boxBlurPass(a, b, tmp, width, height, r);
  boxBlurPass(b, a, tmp, width, height, r);
  return a;
}

/**
 * A Gaussian-like blur (three box passes) with about `sigma` pixels of spread. Wide blurs work at
 * half size (a quarter of the work) and are scaled back up bilinearly: they only feather masks.
 */
export function blur(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  if (src.length !== width * height) throw new Error('blur: size mismatch');
  if (sigma < 6 || width < 8 || height < 8) return boxBlur3(src, width, height, sigma);
  const hw = Math.ceil(width / 2);
  const hh = Math.ceil(height / 2);
  const half = new Float32Array(hw * hh);
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      const x0 = Math.min(width - 1, 2 * x);
      const y0 = Math.min(height - 1, 2 * y);
      const x1 = Math.min(width - 1, x0 + 1);
      const y1 = Math.min(height - 1, y0 + 1);
      half[y * hw + x] = (src[y0 * width + x0]! + src[y0 * width + x1]! + src[y1 * width + x0]! + src[y1 * width + x1]!) / 4;
    }
  }
  const blurred = boxBlur3(half, hw, hh, sigma / 2);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.max(0, Math.min(hh - 1.001, (y - 0.5) / 2));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.max(0, Math.min(hw - 1.001, (x - 0.5) / 2));
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const a = blurred[y0 * hw + x0]! * (1 - fx) + blurred[y0 * hw + x0 + 1]! * fx;
      const b = blurred[(y0 + 1) * hw + x0]! * (1 - fx) + blurred[(y0 + 1) * hw + x0 + 1]! * fx;
      out[y * width + x] = a * (1 - fy) + b * fy;
    }
  }
  return out;
}

/**
 * `blur` of a mask that is 0 outside the bounding box of `points`: only that box, grown by the
 * blur's reach, is blurred (the same values; the rest stays 0). Even offsets keep the half-size
 * grid of wide blurs where it is.
 */
export function blurAround(src: Float32Array, width: number, height: number, sigma: number, points: readonly Point[]): Float32Array {
  if (src.length !== width * height) throw new Error('blurAround: size mismatch');
  if (points.length === 0) return new Float32Array(width * height);
  const reach = Math.ceil(sigma * 3) + 6;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  let x0 = Math.max(0, Math.floor(Math.min(...xs)) - reach);
  let y0 = Math.max(0, Math.floor(Math.min(...ys)) - reach);
  x0 -= x0 % 2;
  y0 -= y0 % 2;
  const x1 = Math.min(width, Math.ceil(Math.max(...xs)) + reach);
  const y1 = Math.min(height, Math.ceil(Math.max(...ys)) + reach);
  if (x1 <= x0 || y1 <= y0) return new Float32Array(width * height);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w * h > width * height * 0.6) return blur(src, width, height, sigma);
  const crop = new Float32Array(w * h);
  for (let y = 0; y < h; y++) crop.set(src.subarray((y + y0) * width + x0, (y + y0) * width + x1), y * w);
  const blurred = blur(crop, w, h, sigma);
  const out = new Float32Array(width * height);
  for (let y = 0; y < h; y++) out.set(blurred.subarray(y * w, (y + 1) * w), (y + y0) * width + x0);
  return out;
}

/**
 * A segmentation model's person mask (`mask`, `mw` × `mh`, row-major, about 0..1) scaled up
 * bilinearly to the portrait's `width` × `height` (pixel centres aligned, as canvas and
 * TensorFlow.js scale) and feathered by a blur of `feather` pixels: 1 on the person (hair, face,
 * body, clothes), 0 on the background (decision 061).
 */
export function personMatte(mask: Float32Array, mw: number, mh: number, width: number, height: number, feather = 0): Float32Array {
  if (mask.length !== mw * mh || mw < 1 || mh < 1) throw new Error('personMatte: size mismatch');
  const out = new Float32Array(width * height);
  const sxScale = mw / width;
  const syScale = mh / height;
  for (let y = 0; y < height; y++) {
    const sy = Math.max(0, Math.min(mh - 1, (y + 0.5) * syScale - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(mh - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.max(0, Math.min(mw - 1, (x + 0.5) * sxScale - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(mw - 1, x0 + 1);
      const fx = sx - x0;
      const a = mask[y0 * mw + x0]! * (1 - fx) + mask[y0 * mw + x1]! * fx;
      const b = mask[y1 * mw + x0]! * (1 - fx) + mask[y1 * mw + x1]! * fx;
      out[y * width + x] = clamp01(a * (1 - fy) + b * fy);
    }
  }
  return feather > 0.5 ? blur(out, width, height, feather) : out;
}

/** 1 inside the polygon, 0 outside (even-odd rule, pixel centres). */
export function fillPolygon(points: readonly Point[], width: number, height: number): Float32Array {
  const mask = new Float32Array(width * height);
  fillPolygonInto(points, mask, width, height);
  return mask;
}

/** Sets the pixels inside the polygon to 1 in `mask`, leaves the others. */
export function fillPolygonInto(points: readonly Point[], mask: Float32Array, width: number, height: number): void {
  if (points.length < 3) return;
  const ys = points.map((p) => p.y);
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const xs: number[] = [];
  for (let y = y0; y <= y1; y++) {
    const cy = y + 0.5;
    xs.length = 0;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const a = points[i]!;
      const b = points[j]!;
      if (a.y > cy !== b.y > cy) xs.push(a.x + ((cy - a.y) / (b.y - a.y)) * (b.x - a.x));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil(xs[k]! - 0.5));
      const to = Math.min(width - 1, Math.floor(xs[k + 1]! - 0.5));
      for (let x = from; x <= to; x++) mask[y * width + x] = 1;
    }
  }
}

/** A deterministic 0..1 hash of two integers and a seed. */
export function hash01(x: number, y: number, seed: number): number {
  let h = (Math.imul(x | 0, 374761393) + Math.imul(y | 0, 668265263) + Math.imul(seed | 0, 2147483647)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth 1-D value noise, 0..1, one new value per unit of `t`. */
export function noise1(t: number, seed: number): number {
  const i = Math.floor(t);
  const f = t - i;
  const s = f * f * (3 - 2 * f);
  return hash01(i, 0, seed) * (1 - s) + hash01(i + 1, 0, seed) * s;
}

/** Smooth 2-D value noise, 0..1, one lattice cell per unit. */
export function noise2(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const a = hash01(ix, iy, seed) * (1 - sx) + hash01(ix + 1, iy, seed) * sx;
  const b = hash01(ix, iy + 1, seed) * (1 - sx) + hash01(ix + 1, iy + 1, seed) * sx;
  return a * (1 - sy) + b * sy;
}

/**
 * Soft-light blend of a base channel (0..1) with a blend value (0..1, 0.5 = no change), the
 * W3C formula: darkens or lightens while keeping the base's own shading and texture.
 */
export function softLight(base: number, blend: number): number {
  if (blend <= 0.5) return base - (1 - 2 * blend) * base * (1 - base);
  const d = base <= 0.25 ? ((16 * base - 12) * base + 4) * base : Math.sqrt(base);
  return base + (2 * blend - 1) * (d - base);
}

/**
 * How much a pixel of the person matte (`personMatte`) counts as the person, 0..1: hair is never
 * outside the person (decision 061). Lenient, since the model's edge runs a little inside
 * flyaway hair: a hard or high threshold would leave a rim of the old colour around the grey.
 */
export function personWeight(p: number): number {
  return smoothstep(0.15, 0.5, p);
}

/**
 * The part of a raw hair matte that is connected to the hair on the head: a flood fill (4-way)
 * from the `seeds` pixels whose matte is at least `seedMin`, through pixels whose matte is at least
 * `floor` (one number, or one per pixel). A dark shirt, a dark object beside the head or someone else's hair, of the hair's
 * colour but apart from the hair, is left out; long hair hanging past the jaw stays in.
 * Returns 1 for the pixels reached, 0 elsewhere.
 */
export function connectedHair(matte: Float32Array, seeds: Float32Array, width: number, height: number, seedMin: number, floor: number | Float32Array): Uint8Array {
  const n = width * height;
  if (matte.length !== n || seeds.length !== n || (typeof floor !== 'number' && floor.length !== n)) throw new Error('connectedHair: size mismatch');
  const floors = typeof floor === 'number' ? null : floor;
  const reached = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n; i++) {
    if (seeds[i]! > 0 && matte[i]! >= seedMin) {
      reached[i] = 1;
      queue[tail++] = i;
    }
  }
  // Each pixel enters the queue once; its four neighbours, where they exist, are looked at.
  const neighbours = new Int32Array(4);
  while (head < tail) {
    const i = queue[head++]!;
    const x = i % width;
    let count = 0;
    if (x > 0) neighbours[count++] = i - 1;
    if (x < width - 1) neighbours[count++] = i + 1;
    if (i >= width) neighbours[count++] = i - width;
    if (i < n - width) neighbours[count++] = i + width;
    for (let k = 0; k < count; k++) {
      const j = neighbours[k]!;
      if (reached[j] === 0 && matte[j]! >= (floors === null ? (floor as number) : floors[j]!)) {
        reached[j] = 1;
        queue[tail++] = j;
      }
    }
  }
  return reached;
}

/**
 * How far each pixel is from the `seeds` (0 there) along the cheapest path through pixels that are
 * not `blocked`, a path's cost being `spatial` a pixel plus how much the colour changes from pixel
 * to pixel beyond `tolerance` (a geodesic distance, by raster passes: two forward and two
 * backward). Hair's lengths, lighter where the light falls on them, are reached through the gradual
 * change from the hair at the roots; a shirt or a wall behind is across an edge (decision 055,
 * revision 4). `colour` holds three coordinates a pixel (`distanceCoordinates`' space).
 */
export function colourGeodesic(colour: Float32Array, seeds: Uint8Array, blocked: Uint8Array, width: number, height: number, spatial: number, tolerance: number): Float32Array {
  const n = width * height;
  if (colour.length !== n * 3 || seeds.length !== n || blocked.length !== n) throw new Error('colourGeodesic: size mismatch');
  const dist = new Float32Array(n).fill(Infinity);
  for (let i = 0; i < n; i++) if (seeds[i] === 1 && blocked[i] === 0) dist[i] = 0;
  const step = (i: number, j: number, length: number) => {
    const a = colour[i * 3]! - colour[j * 3]!;
    const b = colour[i * 3 + 1]! - colour[j * 3 + 1]!;
    const c = colour[i * 3 + 2]! - colour[j * 3 + 2]!;
    return spatial * length + Math.max(0, Math.sqrt(a * a + b * b + c * c) - tolerance);
  };
  const relax = (i: number, j: number, length: number) => {
    const d = dist[j]! + step(i, j, length);
    if (d < dist[i]!) dist[i] = d;
  };
  for (let pass = 0; pass < 2; pass++) {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        if (blocked[i] === 1) continue;
        if (x > 0) relax(i, i - 1, 1);
        if (y > 0) {
          relax(i, i - width, 1);
          if (x > 0) relax(i, i - width - 1, Math.SQRT2);
          if (x < width - 1) relax(i, i - width + 1, Math.SQRT2);
        }
      }
    }
    for (let y = height - 1; y >= 0; y--) {
      for (let x = width - 1; x >= 0; x--) {
        const i = y * width + x;
        if (blocked[i] === 1) continue;
        if (x < width - 1) relax(i, i + 1, 1);
        if (y < height - 1) {
          relax(i, i + width, 1);
          if (x < width - 1) relax(i, i + width + 1, Math.SQRT2);
          if (x > 0) relax(i, i + width - 1, Math.SQRT2);
        }
      }
    }
  }
  return dist;
}

/**
 * A binary mask closed (dilated, then eroded) by a square of half-side `r`: gaps and notches
 * narrower than about 2r are filled, the outline elsewhere is kept. Running counts, so the cost
 * does not grow with `r`.
 */
export function closeMask(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  if (mask.length !== width * height) throw new Error('closeMask: size mismatch');
  const grown = new Uint8Array(mask.length);
  const tmp = new Uint8Array(mask.length);
  // any = 1: some pixel of the window is set (dilate); any = 0: all are (erode; outside counts as set).
  const pass = (src: Uint8Array, out: Uint8Array, any: boolean) => {
    const window = 2 * r + 1;
    for (let y = 0; y < height; y++) {
      const row = y * width;
      let count = 0;
      for (let k = -r; k <= r; k++) count += k < 0 || k >= width ? (any ? 0 : 1) : src[row + k]!;
      for (let x = 0; x < width; x++) {
        tmp[row + x] = any ? (count > 0 ? 1 : 0) : count === window ? 1 : 0;
        const add = x + r + 1;
        const drop = x - r;
        count += (add >= width ? (any ? 0 : 1) : src[row + add]!) - (drop < 0 ? (any ? 0 : 1) : src[row + drop]!);
      }
    }
    for (let x = 0; x < width; x++) {
      let count = 0;
      for (let k = -r; k <= r; k++) count += k < 0 || k >= height ? (any ? 0 : 1) : tmp[k * width + x]!;
      for (let y = 0; y < height; y++) {
        out[y * width + x] = any ? (count > 0 ? 1 : 0) : count === window ? 1 : 0;
        const add = y + r + 1;
        const drop = y - r;
        count += (add >= height ? (any ? 0 : 1) : tmp[add * width + x]!) - (drop < 0 ? (any ? 0 : 1) : tmp[drop * width + x]!);
      }
    }
  };
  pass(mask, grown, true);
  const closed = new Uint8Array(mask.length);
  pass(grown, closed, false);
  return closed;
}
