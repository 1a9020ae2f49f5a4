/**
 * The pixel maths of the age-progression portraits (issue 20 "Believable"): pure functions over
 * RGBA pixel arrays and the 68 face landmarks, no canvas. `planAging` does the work that does not
 * depend on the age once per photo (masks, shading fields, displacement); `renderAging` makes one
 * portrait from the plan and the effects' strengths (age-effects.ts) in a single pass.
 *
 * Nothing is drawn as a stroke: lines and folds are shading fields (a soft shadow with a faint
 * highlight beside it, tapered, broken up by noise and modulated by the skin's own texture) that
 * multiply or lighten the skin under a feathered skin mask; grey hair only inside a feathered hair
 * matte (pixels of the hair region with the hair's colours, not the colours around the head, and
 * connected to the hair at the hairline: decision 055).
 */

import {
  clamp01,
  faceGeometry,
  hairRegionWeightAt,
  hairThinningWeightAt,
  jawInFace,
  jawSagAt,
  luma,
  smoothstep,
  toFace,
  toImage,
  type AgingEffects,
  type FaceGeometry,
  type Rgb,
} from './age-effects';
import type { Point } from './homography';

/** An RGBA image, row-major, 4 bytes a pixel (the layout of canvas ImageData). */
export interface PixelImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

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
function fillPolygonInto(points: readonly Point[], mask: Float32Array, width: number, height: number): void {
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
 * The cross-section of a crease at signed distance `d` (pixels, positive on the highlight side)
 * from its centre line, `width` its half-width: a shadow valley (−1 at the centre) with a faint
 * highlight ridge beside it. Zero far from the line, so nothing has an edge.
 */
export function creaseProfile(d: number, width: number, highlight: number): number {
  const w = Math.max(0.5, width);
  const shadow = -Math.exp(-((d / w) ** 2));
  const ridge = highlight * Math.exp(-(((d - 1.9 * w) / (1.3 * w)) ** 2));
  return shadow + ridge;
}

// ---------------------------------------------------------------------------------------------
// Colour sampling
// ---------------------------------------------------------------------------------------------

const pixelAt = (image: PixelImage, x: number, y: number): Rgb | null => {
  const xi = Math.round(x);
  const yi = Math.round(y);
  if (xi < 0 || yi < 0 || xi >= image.width || yi >= image.height) return null;
  const i = (yi * image.width + xi) * 4;
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
};

function patchSamples(image: PixelImage, g: FaceGeometry, centres: ReadonlyArray<readonly [number, number]>, radiusUnits: number, keep?: (x: number, y: number) => boolean): Rgb[] {
  const out: Rgb[] = [];
  const r = Math.max(2, Math.round(g.frame.unit * radiusUnits));
  for (const [u, v] of centres) {
    const c = toImage(g.frame, u, v);
    for (let dy = -r; dy <= r; dy += 2) {
      for (let dx = -r; dx <= r; dx += 2) {
        const p = pixelAt(image, c.x + dx, c.y + dy);
        if (p && (keep === undefined || keep(Math.round(c.x + dx), Math.round(c.y + dy)))) out.push(p);
      }
    }
  }
  return out;
}

const medianByLuma = (values: Rgb[], fallback: Rgb): Rgb => {
  if (values.length === 0) return fallback;
  const sorted = [...values].sort((a, b) => luma(...a) - luma(...b));
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The face's typical skin: the median of patches on the cheeks and the forehead. */
export function sampleSkin(image: PixelImage, g: FaceGeometry): Rgb {
  const centres = [[-0.45, 0.55], [0.45, 0.55], [-0.35, 0.75], [0.35, 0.75], [0, g.browTopV - 0.2], [-0.2, g.browTopV - 0.2], [0.2, g.browTopV - 0.2]] as const;
  return medianByLuma(patchSamples(image, g, centres, 0.06), [200, 160, 140]);
}

/**
 * The hair's colours, from shade to light: pixels of patches just above the hairline, at the
 * temples and beside the cheeks that do not look like the skin (a high forehead or a tilted head puts some samples on
 * skin) and are within a plain RGB step of the typical colour just above the hairline, where hair
 * nearly always is. The other patches often show what is behind the head instead (sample photo 5: someone's black top beside a dark-brown head; 6: a white window).
 */
export function sampleHairShades(image: PixelImage, g: FaceGeometry, skin: Rgb = sampleSkin(image, g)): Rgb[] {
  const notSkin = (c: Rgb) => colourDistance(c, skin) > 30;
  const hairline = patchSamples(image, g, [-0.4, -0.2, 0, 0.2, 0.4].map((u) => [u, g.hairlineV - 0.08] as const), 0.05);
  // Long hair beside the cheeks is often lighter or warmer than at the roots: sample it too.
  const beside = [g.jaw[2]!, g.jaw[14]!].map((p) => toFace(g.frame, p)).map(({ u, v }) => [u + Math.sign(u) * 0.22, v] as const);
  const around = patchSamples(image, g, [[-0.15, g.hairlineV - 0.28], [0.15, g.hairlineV - 0.28], ...[-1, 1].map((side) => [side * g.jawHalfWidth * 1.05, g.hairlineV + 0.3] as const), ...beside], 0.05);
  const all = [...hairline, ...around];
  if (all.length === 0) return [[0, 0, 0]];
  const hairlineHair = hairline.filter(notSkin);
  const typical = medianByLuma(hairlineHair.length >= hairline.length * 0.3 ? hairlineHair : all.filter(notSkin), medianByLuma(all, [0, 0, 0]));
  const near = (c: Rgb) => Math.hypot(c[0] - typical[0], c[1] - typical[1], c[2] - typical[2]) <= HAIR_SHADE_STEP;
  const kept = all.filter((c) => notSkin(c) && near(c)).sort((a, b) => luma(...a) - luma(...b));
  if (kept.length === 0) return [typical];
  // At most HAIR_SHADES, evenly from shade to light: the matte compares every pixel with each.
  if (kept.length <= HAIR_SHADES) return kept;
  return Array.from({ length: HAIR_SHADES }, (_, k) => kept[Math.floor(((k + 0.5) * kept.length) / HAIR_SHADES)]!);
}

/** How far (plain RGB) a shade of the hair may be from its typical colour: light and shade of one hair. */
const HAIR_SHADE_STEP = 35;
const HAIR_SHADES = 12;

/** The hair's typical colour: the median of its shades. */
export function sampleHair(image: PixelImage, g: FaceGeometry, skin: Rgb = sampleSkin(image, g)): Rgb {
  return medianByLuma(sampleHairShades(image, g, skin), [0, 0, 0]);
}

/**
 * Colours around the head that are not the hair even where they are dark like it: above the
 * head beyond where hair reaches, far beside it, and the clothes below the middle of the chin,
 * where long hair seldom hangs (sample photo 5: someone's black top beside a dark-brown head, a
 * black shirt, a dark staircase). Each patch gives its median and quartiles by luma; those within
 * a few steps of one of the hair's own shades are left out (that is hair, or cannot be told from it).
 */
export function sampleSurroundings(image: PixelImage, g: FaceGeometry, hairShades: readonly Rgb[], person: Float32Array | null = null): Rgb[] {
  const w = g.jawHalfWidth;
  const clothes = [0, g.chinV + 1.1] as const;
  const centres = [
    [0, g.hairlineV - 2.2], [-w * 0.9, g.hairlineV - 2], [w * 0.9, g.hairlineV - 2],
    [-w * 2.3, g.hairlineV + 0.4], [w * 2.3, g.hairlineV + 0.4], [-w * 2.3, g.browTopV + 0.6], [w * 2.3, g.browTopV + 0.6],
    clothes,
  ] as const;
  // With a person matte, what is beside the head is sampled only off the person: a tilted head's
  // long hair hangs where these patches lie (photo 1). The clothes are the person's own.
  const offPerson = offThePerson(person, image.width);
  const out: Rgb[] = [];
  for (const centre of centres) {
    const patch = patchSamples(image, g, [centre], 0.12, centre === clothes ? undefined : offPerson).sort((a, b) => luma(...a) - luma(...b));
    if (patch.length === 0) continue;
    for (const q of [0.25, 0.5, 0.75]) {
      const c = patch[Math.floor(q * (patch.length - 1))]!;
      if (Math.min(...hairShades.map((h) => colourDistance(c, h))) > 10) out.push(c);
    }
  }
  return out;
}

/** With a person matte (`personMatte`), whether a pixel is off the person; undefined without one. */
function offThePerson(person: Float32Array | null, width: number): ((x: number, y: number) => boolean) | undefined {
  return person === null ? undefined : (x, y) => personWeight(person[y * width + x]!) < 0.2;
}

/**
 * Colours of the background: pixels along the top and side edges of the image that are clearly
 * not the hair's colour (hair reaching the edge is not background). At most `max` of them.
 */
export function sampleBackground(image: PixelImage, hair: Rgb, person: Float32Array | null = null, max = 12): Rgb[] {
  const { width, height } = image;
  const candidates: Rgb[] = [];
  const step = Math.max(1, Math.floor((width + height) / 120));
  // With a person matte, the person's own pixels at the edge (hair, a shoulder) are not background.
  const offPerson = offThePerson(person, width);
  const add = (x: number, y: number) => {
    if (offPerson === undefined || offPerson(x, y)) candidates.push(pixelAt(image, x, y)!);
  };
  for (let x = 0; x < width; x += step) add(x, 2);
  for (let y = 0; y < height * 0.7; y += step) {
    add(2, Math.floor(y));
    add(width - 3, Math.floor(y));
  }
  const out = candidates.filter((c) => colourDistance(c, hair) > 40);
  if (out.length <= max) return out;
  const every = out.length / max;
  return Array.from({ length: max }, (_, k) => out[Math.floor(k * every)]!);
}

/** Distance between two colours with luma weighed half: hair in light and in shade is still hair. */
export function colourDistance(a: Rgb, b: Rgb): number {
  return colourDistance3(a[0], a[1], a[2], b[0], b[1], b[2]);
}

/** `colourDistance` on six numbers. */
function colourDistance3(r1: number, g1: number, b1: number, r2: number, g2: number, b2: number): number {
  const l1 = 0.2126 * r1 + 0.7152 * g1 + 0.0722 * b1;
  const l2 = 0.2126 * r2 + 0.7152 * g2 + 0.0722 * b2;
  const dl = (l1 - l2) * 0.5;
  const dr = r1 - l1 - (r2 - l2);
  const db = b1 - l1 - (b2 - l2);
  return Math.sqrt(dl * dl + dr * dr + db * db);
}

/** What the hair matte compares a pixel with. */
export interface HairPalette {
  /** The hair's shades (`sampleHairShades`). */
  hair: readonly Rgb[];
  skin: Rgb;
  /** Colours that are not hair: the background and the surroundings of the head. */
  other: readonly Rgb[];
}

/**
 * Colours as the coordinates of `colourDistance` (half luma, red and blue against luma), flat, so
 * that the matte's per-pixel comparisons are a few subtractions each.
 */
function distanceCoordinates(colours: readonly Rgb[]): Float32Array {
  const out = new Float32Array(colours.length * 3);
  colours.forEach(([r, g, b], k) => writeCoordinates(out, k, r, g, b));
  return out;
}

/** One colour's `distanceCoordinates`, written at index `k` of `out`. */
function writeCoordinates(out: Float32Array, k: number, r: number, g: number, b: number): void {
  const l = luma(r, g, b);
  out[k * 3] = l * 0.5;
  out[k * 3 + 1] = r - l;
  out[k * 3 + 2] = b - l;
}

function nearestDistance(coords: Float32Array, l: number, rl: number, bl: number): number {
  let best = Infinity;
  for (let k = 0; k < coords.length; k += 3) {
    const a = l - coords[k]!;
    const b = rl - coords[k + 1]!;
    const c = bl - coords[k + 2]!;
    const d = a * a + b * b + c * c;
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** How near (`colourDistance`) a pixel must be to one of the hair's shades to count as hair. */
const HAIR_TOLERANCE = 36;
/** The same for hair surrounded by hair (lighter lengths, shadow): a looser reading. */
const HAIR_TOLERANCE_LOOSE = 60;

/**
 * How likely a pixel is hair, 0..1, for a palette: near one of the hair's shades, not about as
 * near to a colour of the surroundings (weighed by `otherWeight`, 0..1), and not the skin's. Hair
 * about the skin's own colour (a bald head) is not told apart and gives 0; blond hair is (decision
 * 055, revised). The returned function writes six readings into `out`: [0] within HAIR_TOLERANCE of a
 * shade, [1] within HAIR_TOLERANCE_LOOSE, [2] not the skin whatever the shade, [3] a colour of the
 * surroundings, [4] plainly not the skin's own colour (a highlight of about the skin's colour
 * passes), [5] the distance to the nearest of the hair's shades (one pass: it runs for every pixel around the head).
 */
export function hairMatcher(palette: HairPalette): (r: number, g: number, b: number, otherWeight: number, out: Float32Array) => void {
  const hair = distanceCoordinates(palette.hair);
  const other = distanceCoordinates(palette.other);
  const [sr, sg, sb] = palette.skin;
  const hairToSkin = colourDistance(medianByLuma([...palette.hair], [0, 0, 0]), palette.skin);
  // Blond or light-brown hair on fair skin is only some 30 from the skin's colour (yellower,
  // less red): still hair. Only hair about the skin's own colour (a bald head) is not told apart.
  const distinct = smoothstep(10, 24, hairToSkin);
  // How far from the skin's colour a pixel still counts as skin: narrower when the hair is near it.
  const skinReach = 16 + 24 * smoothstep(25, 45, hairToSkin);
  const lightHair = 1 - smoothstep(25, 45, hairToSkin);
  return (r, g, b, otherWeight, out) => {
    out[0] = 0;
    out[1] = 0;
    out[2] = 0;
    out[3] = 0;
    out[4] = 0;
    out[5] = Infinity;
    if (distinct === 0) return;
    const l = luma(r, g, b);
    const toHair = nearestDistance(hair, l * 0.5, r - l, b - l);
    out[5] = toHair;
    if (toHair > HAIR_TOLERANCE_LOOSE * 2.5) return;
    // Skin: near the skin's colour or, when the hair is light, nearer to it than to the hair's
    // shades (soft: a hard switch follows the photo's JPEG blocks).
    const toSkin = colourDistance3(r, g, b, sr, sg, sb);
    const nearSkin = Math.max(Math.exp(-((toSkin / skinReach) ** 2)), lightHair * (1 - smoothstep(toHair - 12, toHair + 12, toSkin)));
    // A colour of the surroundings only counts where it is about as near as the hair's or nearer
    // (a soft switch: a hard one follows the photo's JPEG blocks).
    const toOther = other.length === 0 ? Infinity : nearestDistance(other, l * 0.5, r - l, b - l);
    const nearOther = toOther >= toHair + 8 || toOther > 45 ? 0 : otherWeight * Math.exp(-((toOther / 14) ** 2)) * (1 - smoothstep(toHair - 4, toHair + 8, toOther));
    const rest = (1 - nearSkin) * (1 - nearOther) * distinct;
    out[0] = clamp01(Math.exp(-((toHair / HAIR_TOLERANCE) ** 2)) * rest);
    out[1] = clamp01(Math.exp(-((toHair / HAIR_TOLERANCE_LOOSE) ** 2)) * rest);
    out[2] = (1 - nearSkin) * distinct;
    out[3] = nearOther;
    out[4] = (1 - Math.exp(-((toSkin / 18) ** 2))) * distinct;
  };
}

/** `hairMatcher`'s reading of one pixel. */
export function hairMatteValue(pixel: Rgb, palette: HairPalette): number {
  const out = new Float32Array(6);
  hairMatcher(palette)(pixel[0], pixel[1], pixel[2], 1, out);
  return out[0]!;
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

// ---------------------------------------------------------------------------------------------
// Creases: where the lines and folds of an older face go
// ---------------------------------------------------------------------------------------------

export type CreaseGroup = 'eye' | 'forehead' | 'mouth';

export interface Crease {
  group: CreaseGroup;
  /** Centre line in image pixels. */
  points: Point[];
  /** Half-width of the shadow, pixels. */
  width: number;
  /** 0..1 darkness at full strength. */
  depth: number;
  /** Highlight beside the shadow relative to it (0..1); on the left of the direction of travel. */
  highlight: number;
  /** The group's strength at which this crease starts to show (lines come one by one with age). */
  onset: number;
}

/** Points of a quadratic Bézier in face units, mapped to the image. */
function bezier(g: FaceGeometry, a: [number, number], c: [number, number], b: [number, number], steps: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t ** 2 * b[0];
    const v = (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t ** 2 * b[1];
    out.push(toImage(g.frame, u, v));
  }
  return out;
}

/**
 * The creases of this face, from its landmarks: forehead lines that follow the brows' own arch
 * (flattening upwards, each of its own length, some broken in the middle), frown lines, crow's
 * feet fanning from the outer eye corners, the lower-lid line and the tear trough, nasolabial
 * folds and marionette lines. `seed` varies their irregularity.
 */
export function faceCreases(g: FaceGeometry, points: readonly Point[], seed: number): Crease[] {
  const unit = g.frame.unit;
  const f = (i: number) => toFace(g.frame, points[i]!);
  const out: Crease[] = [];
  const rnd = (k: number) => hash01(k, 17, seed);

  // Forehead: the brows' upper edge (landmarks 17-26) lifted and flattened, line by line.
  const brow = [17, 18, 19, 20, 21, 22, 23, 24, 25, 26].map(f).sort((a, b) => a.u - b.u);
  const browV = (u: number) => {
    if (u <= brow[0]!.u) return brow[0]!.v;
    for (let k = 1; k < brow.length; k++) {
      if (u <= brow[k]!.u) {
        const t = (u - brow[k - 1]!.u) / (brow[k]!.u - brow[k - 1]!.u);
        return brow[k - 1]!.v * (1 - t) + brow[k]!.v * t;
      }
    }
    return brow[brow.length - 1]!.v;
  };
  const browMean = brow.reduce((s, p) => s + p.v, 0) / brow.length;
  const foreheadTop = g.hairlineV + 0.2;
  for (let k = 0; k < 3; k++) {
    const lift = 0.2 + k * 0.15 + (rnd(k) - 0.5) * 0.04;
    if (browMean - lift < foreheadTop) break;
    const flatten = 0.4 + 0.15 * k;
    const half = (0.55 - 0.06 * k) * (0.85 + 0.3 * rnd(k + 10));
    // Wider lines break into two or three pieces, as real forehead lines do.
    const pieces = rnd(k + 20) < 0.5 ? [[-half, half]] : [[-half, -0.04 - 0.06 * rnd(k + 30)], [0.03 + 0.07 * rnd(k + 40), half]];
    for (const [from, to] of pieces) {
      const line: Point[] = [];
      for (let s = 0; s <= 16; s++) {
        const u = from! + ((to! - from!) * s) / 16;
        const wave = (noise1(u * 6 + k * 3.1, seed + k) - 0.5) * 0.03;
        const v = (browV(u * 1.1) * (1 - flatten) + browMean * flatten) - lift + wave;
        line.push(toImage(g.frame, u, v));
      }
      out.push({ group: 'forehead', points: line, width: unit * (0.02 + 0.006 * rnd(k + 50)), depth: 0.6 - 0.1 * k, highlight: 0.4, onset: 0.05 + 0.14 * k });
    }
  }
  // Frown lines between the brows.
  const browInner = (f(21).v + f(22).v) / 2;
  const innerU = (f(21).u + f(22).u) / 2;
  for (const side of [-1, 1]) {
    const a: [number, number] = [innerU + side * 0.06, browInner - 0.16];
    const b: [number, number] = [innerU + side * 0.075, browInner + 0.05];
    out.push({ group: 'forehead', points: bezier(g, a, [a[0] + side * 0.02, (a[1] + b[1]) / 2], b, 8), width: unit * 0.016, depth: 0.6, highlight: 0.3, onset: 0.35 });
  }

  // Eyes: crow's feet fanning from the outer corners, the lower-lid line and the tear trough.
  for (const [cornerIndex, innerIndex, lid, side] of [[36, 39, [40, 41], -1], [45, 42, [46, 47], 1]] as const) {
    const corner = f(cornerIndex);
    const inner = f(innerIndex);
    for (let k = 0; k < 4; k++) {
      const angle = (-0.55 + k * 0.38 + (rnd(k + 60 + side) - 0.5) * 0.15) * (1 + 0.1 * k);
      const length = 0.13 + 0.07 * rnd(k + 70 + side);
      const start: [number, number] = [corner.u + side * 0.07, corner.v + angle * 0.04];
      const end: [number, number] = [start[0] + side * length * Math.cos(angle), start[1] + length * Math.sin(angle)];
      const mid: [number, number] = [(start[0] + end[0]) / 2, (start[1] + end[1]) / 2 + 0.012];
      out.push({ group: 'eye', points: bezier(g, start, mid, end, 8), width: unit * 0.013, depth: 0.6, highlight: 0.3, onset: [0.05, 0.2, 0.35, 0.55][k]! });
    }
    const lidV = Math.max(f(lid[0]).v, f(lid[1]).v);
    const midU = (inner.u + corner.u) / 2;
    out.push({ group: 'eye', points: bezier(g, [inner.u, lidV + 0.06], [midU, lidV + 0.13], [corner.u + side * 0.03, lidV + 0.04], 12), width: unit * 0.016, depth: 0.55, highlight: 0.35, onset: 0 });
    // The tear trough: a broad, soft shadow under the eye bag.
    out.push({ group: 'eye', points: bezier(g, [inner.u - side * 0.02, lidV + 0.14], [midU, lidV + 0.3], [corner.u + side * 0.02, lidV + 0.2], 12), width: unit * 0.05, depth: 0.5, highlight: 0.5, onset: 0.1 });
  }

  // Mouth: nasolabial folds from beside the nose wings, bowing out past the mouth corners, and
  // marionette lines from the corners towards the jaw. Broad: they are folds, not lines.
  for (const [wingIndex, cornerIndex, side] of [[31, 48, -1], [35, 54, 1]] as const) {
    const wing = f(wingIndex);
    const corner = f(cornerIndex);
    const a: [number, number] = [wing.u + side * 0.1, wing.v - 0.05];
    const b: [number, number] = [corner.u + side * 0.1, corner.v + 0.12];
    out.push({ group: 'mouth', points: bezier(g, a, [(a[0] + b[0]) / 2 + side * 0.1, (a[1] + b[1]) / 2], b, 14), width: unit * 0.045, depth: 0.8, highlight: 0.6, onset: 0 });
    const m0: [number, number] = [corner.u + side * 0.03, corner.v + 0.05];
    const m1: [number, number] = [corner.u + side * 0.08, corner.v + 0.32];
    out.push({ group: 'mouth', points: bezier(g, m0, [m0[0] + side * 0.015, (m0[1] + m1[1]) / 2], m1, 8), width: unit * 0.026, depth: 0.6, highlight: 0.4, onset: 0.3 });
  }
  // The highlight sits on the side towards the face's top or its centre: flip each line so that
  // its left-hand side (of the direction of travel) points that way.
  for (const c of out) {
    const a = toFace(g.frame, c.points[0]!);
    const b = toFace(g.frame, c.points[c.points.length - 1]!);
    const du = b.u - a.u;
    const dv = b.v - a.v;
    // Left normal in face units is (dv, -du); it should point up (v < 0) for lines across the
    // face and towards the middle (|u| decreasing) for lines down it.
    const across = Math.abs(du) >= Math.abs(dv);
    const normalU = dv;
    const normalV = -du;
    const mid = toFace(g.frame, c.points[Math.floor(c.points.length / 2)]!);
    const wrong = across ? normalV > 0 : normalU * Math.sign(mid.u || 1) > 0;
    if (wrong && c.group !== 'mouth') c.points.reverse();
    // The folds' light falls on the cheek, outside the fold.
    if (c.group === 'mouth' && !wrong) c.points.reverse();
  }
  return out;
}

interface CreaseField {
  group: CreaseGroup;
  onset: number;
  x0: number;
  y0: number;
  w: number;
  h: number;
  /** The crease's shading in its box, −1..≈0.5, at full strength. */
  values: Float32Array;
}

/** One crease rasterised in its own box: profile across, tapered and broken up along it. */
function rasteriseCrease(c: Crease, width: number, height: number, seed: number): CreaseField | null {
  const margin = c.width * 4;
  const xs = c.points.map((p) => p.x);
  const ys = c.points.map((p) => p.y);
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - margin));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - margin));
  const x1 = Math.min(width, Math.ceil(Math.max(...xs) + margin));
  const y1 = Math.min(height, Math.ceil(Math.max(...ys) + margin));
  if (x1 <= x0 || y1 <= y0) return null;
  const w = x1 - x0;
  const h = y1 - y0;
  const values = new Float32Array(w * h);
  // Cumulative length along the line, for the taper and the noise.
  const lengths = [0];
  for (let k = 1; k < c.points.length; k++) lengths.push(lengths[k - 1]! + Math.hypot(c.points[k]!.x - c.points[k - 1]!.x, c.points[k]!.y - c.points[k - 1]!.y));
  const total = Math.max(1e-6, lengths[lengths.length - 1]!);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const px = x + x0 + 0.5;
      const py = y + y0 + 0.5;
      let best = Infinity;
      let signed = 0;
      let along = 0;
      for (let k = 1; k < c.points.length; k++) {
        const a = c.points[k - 1]!;
        const b = c.points[k]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const len2 = dx * dx + dy * dy || 1e-6;
        const t = Math.max(0, Math.min(1, ((px - a.x) * dx + (py - a.y) * dy) / len2));
        const qx = a.x + t * dx - px;
        const qy = a.y + t * dy - py;
        const d = Math.hypot(qx, qy);
        if (d < best) {
          best = d;
          // Left of travel (image y down): cross product sign.
          signed = dx * (py - a.y) - dy * (px - a.x) < 0 ? d : -d;
          along = (lengths[k - 1]! + t * Math.sqrt(len2)) / total;
        }
      }
      if (best > margin) continue;
      const taper = Math.sin(Math.PI * Math.min(1, Math.max(0, along))) ** 0.8;
      const grain = smoothstep(0.15, 0.75, noise1(along * total / Math.max(2, c.width * 6), seed));
      values[y * w + x] = creaseProfile(signed, c.width, c.highlight) * taper * grain * c.depth;
    }
  }
  return { group: c.group, onset: c.onset, x0, y0, w, h, values };
}

// ---------------------------------------------------------------------------------------------
// The hair matte
// ---------------------------------------------------------------------------------------------

/**
 * The lengths' growth (`colourGeodesic`, decision 055 revision 4), judged on the contact sheet of
 * face-api's six sample photos: the path's cost per eye distance, the colour step between
 * neighbouring blocks that costs nothing (a strand's own light and shade), the cost within which
 * hair is reached, and by how much sooner than anything plainly not hair (the skin, the clothes
 * below the chin, a colour of the surroundings).
 */
const GROW_SPATIAL = 2;
const GROW_TOLERANCE = 3;
const GROW_REACH = 20;
const GROW_MARGIN = 6;
/** How far (`colourDistance`) from the hair's nearest shade a length may be: black hair beside blond (photo 3's neighbour, about 90) is another head's. */
const GROW_SHADE = 65;
/** How far from the face's middle the lengths may hang beside it (jaw half-widths), and how much wider a face unit below the chin. */
const LENGTHS_WIDTH = 2.1;
const LENGTHS_SPREAD = 0.5;
/** The blur (eye distances) over which a colour of the surroundings must cover most of its neighbourhood to count as not hair. */
const SURROUNDINGS_AREA = 0.1;

/**
 * Near-black that grown lengths leave out (decision 055, revision 6): lumas 0..255 below which a
 * block counts fully and above which not at all (these fractions of the hair's darkest shade, and
 * never more than these), and only as far as its hue is cooler than the hair's by these warmths
 * (`warmth`), and the hair is warm. A black top or jacket touching warm lengths stays out; the
 * lengths' own deep shade, of the hair's hue, still greys.
 */
const NEAR_BLACK_OF_HAIR = [0.5, 1] as const;
const NEAR_BLACK = [20, 40] as const;
const OTHER_HUE = [0.15, 0.4] as const;
/** The hair's own warmth from which it counts as warm (brown, auburn, blond), not black or ash. */
const WARM_HAIR = [0, 0.15] as const;

/** A colour's luma, 0..255, from its `distanceCoordinates` at index `k`. */
function coordinatesLuma(coords: Float32Array, k: number): number {
  return coords[k * 3]! * 2;
}

/** How warm a colour is, from its `distanceCoordinates` at index `k`: red over blue for its luma (8 at least, so near-black's noise counts little). */
function warmth(coords: Float32Array, k: number): number {
  return (coords[k * 3 + 1]! - coords[k * 3 + 2]!) / Math.max(8, coordinatesLuma(coords, k));
}

/** The matte a seed of the flood fill needs. */
const SEED_MIN = 0.35;

/**
 * How much a pixel of the person matte (`personMatte`) counts as the person, 0..1: hair is never
 * outside the person (decision 061). Lenient, since the model's edge runs a little inside
 * flyaway hair: a hard or high threshold would leave a rim of the old colour around the grey.
 */
export function personWeight(p: number): number {
  return smoothstep(0.15, 0.5, p);
}

/**
 * Whether a person matte can be trusted for this face: the face's own middle (between the eyes and
 * the mouth) must be inside it. A model that found nobody, or someone else, is ignored and the
 * matte is worked out as without it.
 */
export function personMatteFits(person: Float32Array, width: number, height: number, g: FaceGeometry): boolean {
  if (person.length !== width * height) return false;
  let sum = 0;
  let count = 0;
  for (const u of [-0.4, 0, 0.4]) {
    for (const v of [0, 0.4, 0.8]) {
      const q = toImage(g.frame, u, v);
      const x = Math.round(q.x);
      const y = Math.round(q.y);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      sum += person[y * width + x]!;
      count++;
    }
  }
  return count > 0 && sum / count >= 0.5;
}

/** A half-size field at a full-size pixel: blocks `a` and `a + 1` above, `c` and `c + 1` below, weighed by `fx` and `fy`. */
function bilinear(field: Float32Array, a: number, c: number, fx: number, fy: number): number {
  return (field[a]! * (1 - fx) + field[a + 1]! * fx) * (1 - fy) + (field[c]! * (1 - fx) + field[c + 1]! * fx) * fy;
}

/**
 * The hair matte and the thinning field, 0..1 a pixel (decision 055 and its revision). Worked out on a
 * copy at half size when the face is large enough (eyes 40 px apart or more: a quarter of the
 * pixels to compare with the palette, to flood and to blur), then scaled back up; along the
 * matte's soft edge each full-size pixel is compared with the palette again, so the grey stops
 * where the hair stops and never glows onto the background.
 *
 * - The hair region's pixels of the hair's colours, not the skin's or the surroundings' (the
 *   surroundings only beyond half an eye distance outside the face: right beside it, hair in
 *   shade may look like the chair behind the head).
 * - Only those connected to the hair just above the hairline and at the temples; beyond the
 *   skull's outline the connection needs a closer match (dark clothes or a dark background
 *   touching dark hair stay out, long hair of the hair's colour still hangs past the jaw).
 * - Holes filled: a pixel surrounded by hair that is neither skin nor a colour of the
 *   surroundings is hair (a highlight, a strand in deep shade), so the grey has no blotches.
 * - Feathered by a small blur, kept within the matte's reach.
 */
function hairMatte(
  image: PixelImage,
  g: FaceGeometry,
  palette: HairPalette,
  notFaceAt: (i: number) => number,
  skinAt: (i: number) => number,
  box: readonly [number, number, number, number],
  person: Float32Array | null = null,
): { hair: Float32Array; thinning: Float32Array } {
  const { width, height, data } = image;
  const unit = g.frame.unit;
  const f = unit >= 40 ? 2 : 1;
  const lw = Math.ceil(width / f);
  const lh = Math.ceil(height / f);
  const ln = lw * lh;
  const lunit = unit / f;
  const [bx0, by0, bx1, by1] = box;
  const lx0 = Math.floor(bx0 / f);
  const ly0 = Math.floor(by0 / f);
  const lx1 = Math.min(lw, Math.ceil(bx1 / f));
  const ly1 = Math.min(lh, Math.ceil(by1 / f));
  const matchHair = hairMatcher(palette);
  const match = new Float32Array(6);
  const raw = new Float32Array(ln);
  const loose = new Float32Array(ln);
  const fillable = new Float32Array(ln);
  const bareOfSkin = new Float32Array(ln);
  const floors = new Float32Array(ln).fill(2);
  const seeds = new Float32Array(ln);
  const thinRaw = new Float32Array(ln);
  const skin = distanceCoordinates([palette.skin]);
  // Each block's colour (`distanceCoordinates`), and the blocks the lengths' growth may not pass.
  const colour = new Float32Array(ln * 3);
  const blocked = new Uint8Array(ln).fill(1);
  // How far the lengths may reach at each block (the hair region or where long hair may hang, 0..1):
  // the grown hair fades out with it rather than stopping at a line.
  const reach = new Float32Array(ln);
  const notHair = new Uint8Array(ln);
  const surroundingsAt = new Float32Array(ln);
  // How much each block is hair grown down the lengths: there the person matte, not the colour, bounds it.
  const grown = new Float32Array(ln);
  // With a person matte: how much of each block is the person (hair is never outside it, decision 061).
  const personAt = (x: number, y: number) => (person === null ? 1 : personWeight(person[Math.round(y) * width + Math.round(x)]!));
  const cos = Math.cos(g.frame.angle);
  const sin = Math.sin(g.frame.angle);
  const { x: ox, y: oy } = g.frame.origin;
  const w = g.jawHalfWidth;
  // The face's outline as an ellipse (face units): jaw-wide, hairline to chin.
  const headV = (g.hairlineV + g.chinV) / 2;
  const headR = (g.chinV - g.hairlineV) / 2;
  // The skull's: from its crown, about 0.8 eye distances above the hairline, to the chin.
  const skullTop = g.hairlineV - 0.8;
  const skullV = (skullTop + g.chinV) / 2;
  const skullR = (g.chinV - skullTop) / 2;
  const skullU = w * 1.15;
  // The chin and the hairline's middle in the image: where long hair may hang is measured from them.
  const chin = toImage(g.frame, 0, g.chinV);
  const hairline = toImage(g.frame, 0, g.hairlineV);
  const faceAt = (x: number, y: number) => {
    const dx = (x - ox) / unit;
    const dy = (y - oy) / unit;
    return { u: dx * cos + dy * sin, v: -dx * sin + dy * cos };
  };
  for (let ly = ly0; ly < ly1; ly++) {
    for (let lx = lx0; lx < lx1; lx++) {
      const li = ly * lw + lx;
      const cx = Math.min(width - 1, lx * f + (f - 1) / 2);
      const cy = Math.min(height - 1, ly * f + (f - 1) / 2);
      const at = Math.round(cy) * width + Math.round(cx);
      const notFace = notFaceAt(at);
      if (notFace < 0.001) continue;
      const inPerson = personAt(cx, cy);
      if (inPerson < 0.001) continue;
      const { u, v } = faceAt(cx, cy);
      const region = hairRegionWeightAt(g, u, v) * notFace * inPerson;
      // Where long hair may hang, only on the person (the person matte is what keeps the wall out
      // there): beside the face near the head, and below the chin spreading over the shoulders.
      // Measured upright, as the hair hangs, however the head is tilted (photo 1).
      const au = Math.abs(u) / w;
      const spread = LENGTHS_WIDTH + LENGTHS_SPREAD * Math.max(0, (cy - chin.y) / unit);
      const lengths = person === null || cy < hairline.y ? 0 : (1 - smoothstep(spread - 0.8, spread + 0.4, Math.abs(cx - ox) / unit / w)) * notFace * inPerson;
      if (region <= 0.001 && lengths <= 0.001) continue;
      // The block's mean colour.
      let r = 0;
      let gg = 0;
      let b = 0;
      let count = 0;
      for (let y = ly * f; y < Math.min(height, ly * f + f); y++) {
        for (let x = lx * f; x < Math.min(width, lx * f + f); x++) {
          const o = (y * width + x) * 4;
          r += data[o]!;
          gg += data[o + 1]!;
          b += data[o + 2]!;
          count++;
        }
      }
      const outside = (Math.hypot(u / w, (v - headV) / headR) - 1) * headR;
      matchHair(r / count, gg / count, b / count, smoothstep(0.25, 0.55, outside), match);
      writeCoordinates(colour, li, r / count, gg / count, b / count);
      // The lengths are a shade of the hair, lighter or darker: someone else's hair of another colour is not reached.
      if (match[5]! < GROW_SHADE) blocked[li] = 0;
      reach[li] = Math.max(region, lengths);
      // What plainly is not hair: the face's and the neck's skin, skin of the skin's colour in
      // other light (shoulders and arms, often lit more brightly than the face: photo 6's by a
      // window), the clothes below the chin, a colour of the surroundings away from where the
      // lengths hang (a tilted head's lengths are where the surroundings were sampled: photo 1).
      const chroma = Math.hypot(colour[li * 3 + 1]! - skin[1]!, colour[li * 3 + 2]! - skin[2]!);
      const skinInOtherLight = chroma < 10 && colour[li * 3]! > skin[0]! - 25;
      const clothes = Math.hypot(u, v - (g.chinV + 1.1)) < 0.35;
      if (skinAt(at) > 0.5 || skinInOtherLight || clothes) notHair[li] = 1;
      if (match[3]! > 0.5 && lengths < 0.5) surroundingsAt[li] = 1;
      if (region <= 0.001) continue;
      raw[li] = region * match[0]!;
      loose[li] = region * match[1]!;
      bareOfSkin[li] = region * match[4]!;
      fillable[li] = region * match[2]! * (1 - match[3]!);
      thinRaw[li] = hairThinningWeightAt(g, u, v);
      // Beyond the skull a closer match is needed, most of all above it, where hair seldom
      // reaches far (a dark step or a dark top behind the head touched the crown on photo 5).
      const beyondSkull = (Math.hypot(u / skullU, (v - skullV) / skullR) - 1) * skullR;
      floors[li] = 0.12 + (v < g.hairlineV ? 0.45 * smoothstep(0, 0.3, beyondSkull) : 0.18 * smoothstep(0, 0.5, beyondSkull));
      const crown = au < 0.6 && v > g.hairlineV - 0.35 && v < g.hairlineV + 0.05;
      const temple = au > 0.9 && au < 1.2 && v > g.hairlineV && v < g.browTopV;
      if (crown || temple) seeds[li] = 1;
    }
  }
  // Only hair connected to the head's hair, grown from where hair nearly always is.
  const reached = connectedHair(raw, seeds, lw, lh, SEED_MIN, floors);
  for (let i = 0; i < ln; i++) if (reached[i] === 0) raw[i] = 0;
  // Hair surrounded by hair is hair even where its colour is farther from the sampled shades
  // (lighter lengths, highlights, deep shadow), unless it is skin or a colour of the surroundings.
  const surrounded = blur(raw, lw, lh, lunit * 0.08);
  // Gaps narrower than about 0.15 eye distances inside the hair (highlights of about the skin's
  // colour, strands in deep shade, the top behind showing between strands) are closed, unless they
  // are plainly the skin: the grey has no blotches (photo 2's temple).
  const held = new Uint8Array(ln);
  for (let i = 0; i < ln; i++) held[i] = raw[i]! >= 0.3 ? 1 : 0;
  const closed = closeMask(held, lw, lh, Math.max(1, Math.round(lunit * 0.07)));
  for (let i = 0; i < ln; i++) {
    const s = surrounded[i]!;
    const gap = closed[i] === 1 ? bareOfSkin[i]! * 0.9 * smoothstep(0.25, 0.5, s) : 0;
    if (s > 0.3 || gap > 0) raw[i] = Math.max(raw[i]!, smoothstep(0.3, 0.6, s) * loose[i]!, smoothstep(0.4, 0.7, s) * fillable[i]! * 0.9, gap);
  }
  // Lengths: hair reached from the matte through gradual colour changes, sooner than anything that
  // plainly is not hair is (decision 055, revision 4).
  if (person !== null) {
    // A colour of the surroundings is plainly not hair only where it covers an area (someone's
    // top, a staircase): a patch of hair in shade that happens to match it would otherwise stop the
    // lengths (photo 1's right lengths stopped at a line).
    const around = blur(surroundingsAt, lw, lh, lunit * SURROUNDINGS_AREA);
    for (let i = 0; i < ln; i++) if (surroundingsAt[i] === 1 && around[i]! >= 0.85) notHair[i] = 1;
    const hairSeeds = new Uint8Array(ln);
    for (let i = 0; i < ln; i++) {
      hairSeeds[i] = raw[i]! >= 0.5 && (notHair[i] === 0 || raw[i]! >= 0.7) ? 1 : 0;
      if (hairSeeds[i] === 1) notHair[i] = 0;
    }
    // The hair's own warmth, over the head's plain hair; near-black lies below its darkest shade.
    let warmthSum = 0;
    let warmthWeight = 0;
    for (let i = 0; i < ln; i++) {
      if (raw[i]! < 0.7) continue;
      warmthSum += warmth(colour, i) * raw[i]!;
      warmthWeight += raw[i]!;
    }
    const hairWarmth = warmthWeight > 0 ? warmthSum / warmthWeight : 0;
    const darkestHair = Math.min(...palette.hair.map((c) => luma(...c)));
    const blackBelow = Math.min(NEAR_BLACK_OF_HAIR[0] * darkestHair, NEAR_BLACK[0]);
    const blackAbove = Math.min(NEAR_BLACK_OF_HAIR[1] * darkestHair, NEAR_BLACK[1]);
    // Only warm hair is told from black clothes by its hue: black hair's own deepest shade is as neutral as they are (photo 6).
    const warmHair = smoothstep(WARM_HAIR[0], WARM_HAIR[1], hairWarmth);
    const toHair = colourGeodesic(colour, hairSeeds, blocked, lw, lh, GROW_SPATIAL / lunit, GROW_TOLERANCE);
    const toOther = colourGeodesic(colour, notHair, blocked, lw, lh, GROW_SPATIAL / lunit, GROW_TOLERANCE);
    for (let i = 0; i < ln; i++) {
      const dh = toHair[i]!;
      if (!Number.isFinite(dh)) continue;
      const margin = Number.isFinite(toOther[i]!) ? toOther[i]! - dh : GROW_MARGIN;
      // A near-black of a cooler hue than the hair's (photo 2's blue-black top, photo 1's jacket) is
      // not hair; the lengths' own deep shade, of the hair's hue, is.
      const otherBlack = warmHair * (1 - smoothstep(blackBelow, blackAbove, coordinatesLuma(colour, i))) * smoothstep(OTHER_HUE[0], OTHER_HUE[1], hairWarmth - warmth(colour, i));
      const grownHere = smoothstep(0, GROW_MARGIN, margin) * (1 - smoothstep(GROW_REACH * 0.6, GROW_REACH, dh)) * smoothstep(0, 0.6, reach[i]!) * (1 - otherBlack);
      raw[i] = Math.max(raw[i]!, grownHere);
      grown[i] = grownHere;
    }
  }
  // Feathered: a small blur, kept within the matte's reach (no glow outwards).
  // Wide enough to round off the photo's JPEG blocks, which a colour test follows.
  const soft = blur(raw, lw, lh, Math.max(0.7, lunit * 0.045));
  for (let i = 0; i < ln; i++) soft[i] = Math.min(soft[i]!, raw[i]! * 2 + 0.25 * soft[i]!);
  const thinSoft = blur(thinRaw, lw, lh, lunit * 0.04);
  const grownSoft = person === null ? null : blur(grown, lw, lh, Math.max(0.7, lunit * 0.045));

  // Back to full size (bilinear) within the matte's own box, the soft edge checked pixel by pixel.
  let mx0 = lw;
  let mx1 = -1;
  let my0 = lh;
  let my1 = -1;
  for (let ly = ly0; ly < ly1; ly++) {
    for (let lx = lx0; lx < lx1; lx++) {
      if (soft[ly * lw + lx]! <= 0.002) continue;
      if (lx < mx0) mx0 = lx;
      if (lx > mx1) mx1 = lx;
      if (ly < my0) my0 = ly;
      if (ly > my1) my1 = ly;
    }
  }
  const n = width * height;
  const hair = new Float32Array(n);
  const thinning = new Float32Array(n);
  const ux0 = Math.max(bx0, (mx0 - 1) * f);
  const ux1 = Math.min(bx1, (mx1 + 2) * f);
  for (let y = Math.max(by0, (my0 - 1) * f); y < Math.min(by1, (my1 + 2) * f); y++) {
    const sy = Math.max(0, Math.min(lh - 1.001, (y - (f - 1) / 2) / f));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let x = ux0; x < ux1; x++) {
      const sx = Math.max(0, Math.min(lw - 1.001, (x - (f - 1) / 2) / f));
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const a = y0 * lw + x0;
      const c = a + lw;
      const i = y * width + x;
      let h = bilinear(soft, a, c, fx, fy);
      if (h <= 0.002) continue;
      if (h < 0.995 && f > 1) {
        const { u, v } = faceAt(x, y);
        const outside = (Math.hypot(u / w, (v - headV) / headR) - 1) * headR;
        matchHair(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!, smoothstep(0.25, 0.55, outside), match);
        // Grown lengths are bounded by the person matte: a lighter strand of about the skin's colour in them still greys.
        h *= 0.25 + 0.75 * Math.max(grownSoft === null ? 0 : bilinear(grownSoft, a, c, fx, fy), smoothstep(0.02, 0.25, Math.max(match[1]!, match[2]! * (1 - match[3]!) * 0.5)));
      }
      if (person !== null) h *= personWeight(person[i]!);
      hair[i] = h;
      thinning[i] = bilinear(thinSoft, a, c, fx, fy);
    }
  }
  return { hair, thinning };
}

// ---------------------------------------------------------------------------------------------
// The plan (once per photo) and the render (once per age)
// ---------------------------------------------------------------------------------------------

export interface AgingPlan {
  width: number;
  height: number;
  geometry: FaceGeometry;
  skinColour: Rgb;
  /** The skin's mean luma, 0..255. */
  skinLuma: number;
  /** Face, ears-in and neck skin, feathered, gated by the skin's colour (hair over the forehead, glasses and background stay out). */
  skin: Float32Array;
  /** The same without the eyes, brows and lips: where texture, lines and spots go. */
  bareSkin: Float32Array;
  /** The lips, feathered (they pale with age). */
  lips: Float32Array;
  /** Hair, feathered: the hair region's hair-coloured pixels connected to the hair at the hairline. */
  hair: Float32Array;
  /** Where thinning shows first (the hairline and temples), within the hair. */
  thinning: Float32Array;
  /** The image's own fine texture: luma minus its blur, −1..1. */
  detail: Float32Array;
  /** Hair strands: the hair's luma relative to its neighbourhood, −1..1. */
  strands: Float32Array;
  /** The hair's own light and shade: its luma around each pixel (a blur weighted by the matte), 0..1. */
  hairShade: Float32Array;
  /** The silver grey hair turns to in this photo's light (`photoSilver`). */
  silver: Silver;
  /** Uneven pigment (low-frequency noise), 0..1, and age spots, 0..1. */
  blotch: Float32Array;
  spots: Float32Array;
  /** Jaw and cheeks sagging: displacement in pixels at full strength. */
  sagX: Float32Array;
  sagY: Float32Array;
  creases: CreaseField[];
}

/**
 * Everything about this photo that does not depend on the age. `seed` varies the irregular parts.
 * `person`, when given, is a person matte of the image (`personMatte`, from a segmentation model):
 * the hair matte then stays inside it, so nothing behind the person greys (decision 061). Without
 * it, or when it does not cover the face (`personMatteFits`), the matte is worked out from the
 * colours alone.
 */
export function planAging(image: PixelImage, landmarks: readonly Point[], seed = 1, person: Float32Array | null = null): AgingPlan {
  const { width, height, data } = image;
  const n = width * height;
  if (data.length !== n * 4) throw new Error('planAging: data is not width × height RGBA');
  const g = faceGeometry(landmarks);
  const bound = person !== null && personMatteFits(person, width, height, g) ? person : null;
  const unit = g.frame.unit;
  const skinColour = sampleSkin(image, g);
  const hairShades = sampleHairShades(image, g, skinColour);
  const hairColour = medianByLuma(hairShades, [0, 0, 0]);
  const palette = { hair: hairShades, skin: skinColour, other: [...sampleBackground(image, hairColour, bound), ...sampleSurroundings(image, g, hairShades, bound)] };
  const skinLuma = luma(...skinColour);

  const lumaMap = new Float32Array(n);
  for (let i = 0; i < n; i++) lumaMap[i] = luma(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!) / 255;

  // Face outline: the jaw (0-16), closed over the forehead by an arch up to the hairline.
  const jaw = landmarks.slice(0, 17);
  const left = toFace(g.frame, jaw[0]!);
  const right = toFace(g.frame, jaw[16]!);
  const arch: Point[] = [];
  for (let k = 1; k < 12; k++) {
    const t = k / 12;
    const angle = Math.PI * t;
    const u = right.u + (left.u - right.u) * t;
    const v = Math.min(left.v, right.v) - Math.sin(angle) * (Math.min(left.v, right.v) - g.hairlineV + 0.05);
    arch.push(toImage(g.frame, u * (0.94 + 0.06 * Math.cos(angle) ** 2), v));
  }
  const facePolygon = [...jaw, ...arch];
  const faceShape = fillPolygon(facePolygon, width, height);
  // The neck: below the jaw, between its lower corners, down past the portrait's edge.
  const neckPolygon = [jaw[4]!, jaw[12]!, toImage(g.frame, toFace(g.frame, jaw[12]!).u * 0.95, g.chinV + 1.4), toImage(g.frame, toFace(g.frame, jaw[4]!).u * 0.95, g.chinV + 1.4)];
  const neckShape = fillPolygon(neckPolygon, width, height);
  const features = new Float32Array(n);
  const featurePoints: Point[] = [];
  const addShape = (indices: number[], grow: number) => {
    const pts = indices.map((i) => landmarks[i]!);
    const c = { x: pts.reduce((s, p) => s + p.x, 0) / pts.length, y: pts.reduce((s, p) => s + p.y, 0) / pts.length };
    const grown = pts.map((p) => ({ x: c.x + (p.x - c.x) * grow, y: c.y + (p.y - c.y) * grow }));
    fillPolygonInto(grown, features, width, height);
    featurePoints.push(...grown);
  };
  addShape([36, 37, 38, 39, 40, 41], 1.5);
  addShape([42, 43, 44, 45, 46, 47], 1.5);
  addShape([17, 18, 19, 20, 21], 1.35);
  addShape([22, 23, 24, 25, 26], 1.35);
  addShape([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59], 1.1);
  const lipsPolygon = landmarks.slice(48, 60);
  const lipsShape = fillPolygon(lipsPolygon, width, height);

  // The masks are blurred only around their polygons (the rest of the portrait stays 0).
  const feather = unit * 0.06;
  const faceSoft = blurAround(faceShape, width, height, feather, facePolygon);
  const neckSoft = blurAround(neckShape, width, height, feather * 2, neckPolygon);
  const featuresSoft = blurAround(features, width, height, unit * 0.03, featurePoints);
  const lips = blurAround(lipsShape, width, height, unit * 0.02, lipsPolygon);
  // The middle of the face, from the brows down, never holds hair to grey. Hair over the
  // forehead and the temples is found by colour and connection, so a fringe greys with the rest
  // (a core reaching up to the hairline left such hair dark in a box).
  const browLine = [26, 25, 24, 23, 22, 21, 20, 19, 18, 17].map((i) => toFace(g.frame, landmarks[i]!)).map(({ u, v }) => toImage(g.frame, u, v - 0.12));
  const core = [...jaw.slice(1, 16), ...browLine];
  const centre = { x: core.reduce((sum, q) => sum + q.x, 0) / core.length, y: core.reduce((sum, q) => sum + q.y, 0) / core.length };
  const corePolygon = core.map((q) => ({ x: centre.x + (q.x - centre.x) * 0.78, y: centre.y + (q.y - centre.y) * 0.78 }));
  const faceInner = blurAround(fillPolygon(corePolygon, width, height), width, height, unit * 0.06, corePolygon);

  // Skin-coloured pixels only (chroma near the sampled skin), so hair, glasses and clothes are kept.
  const skin = new Float32Array(n);
  const bareSkin = new Float32Array(n);
  // Only the head's box can hold hair or skin.
  const reach = [toImage(g.frame, -g.jawHalfWidth * 2.7, g.hairlineV - 1.6), toImage(g.frame, g.jawHalfWidth * 2.7, g.hairlineV - 1.6), toImage(g.frame, -g.jawHalfWidth * 2.7, g.chinV + 2.4), toImage(g.frame, g.jawHalfWidth * 2.7, g.chinV + 2.4)];
  const hx0 = Math.max(0, Math.floor(Math.min(...reach.map((q) => q.x))));
  const hx1 = Math.min(width, Math.ceil(Math.max(...reach.map((q) => q.x))));
  const hy0 = Math.max(0, Math.floor(Math.min(...reach.map((q) => q.y))));
  const hy1 = Math.min(height, Math.ceil(Math.max(...reach.map((q) => q.y))));
  const [skR, skG, skB] = skinColour;
  const cos = Math.cos(g.frame.angle);
  const sin = Math.sin(g.frame.angle);
  for (let y = hy0; y < hy1; y++) {
    for (let x = hx0; x < hx1; x++) {
      const i = y * width + x;
      const face = faceSoft[i]!;
      const neck = neckSoft[i]! * 0.85;
      if (face <= 0.001 && neck <= 0.001) continue;
      const likeSkin = Math.exp(-((colourDistance3(data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!, skR, skG, skB) / 55) ** 2));
      // Within the face a little of the effects reaches skin in shade or make-up; the neck's
      // box reaches down to the collar, so there only skin-coloured pixels age (not the shirt).
      skin[i] = Math.max(face * (0.25 + 0.75 * likeSkin), neck * smoothstep(0.1, 0.6, likeSkin));
      bareSkin[i] = skin[i] * (1 - featuresSoft[i]!);
    }
  }
  const { hair, thinning } = hairMatte(image, g, palette, (i) => (1 - faceInner[i]!) * (1 - featuresSoft[i]!), (i) => skin[i]!, bound === null ? [hx0, hy0, hx1, hy1] : [0, hy0, width, height], bound);

  // Texture: luma against its own blur at pore scale (skin) and strand scale (hair).
  const lumaBlur = blur(lumaMap, width, height, Math.max(1, unit * 0.025));
  const lumaWide = blur(lumaMap, width, height, Math.max(2, unit * 0.08));
  const detail = new Float32Array(n);
  const strands = new Float32Array(n);
  const hairShade = new Float32Array(n);
  // A strand is lighter or darker than the hair around it, not than what is behind the hair: the
  // neighbourhood is the hair's own (a blur weighted by the matte), so the hair's edge against a
  // light wall does not read as dark strands.
  const hairLumaSum = new Float32Array(n);
  for (let i = 0; i < n; i++) hairLumaSum[i] = lumaMap[i]! * hair[i]!;
  const hairWide = blur(hairLumaSum, width, height, Math.max(2, unit * 0.08));
  const hairWeightWide = blur(hair, width, height, Math.max(2, unit * 0.08));
  for (let i = 0; i < n; i++) {
    detail[i] = Math.max(-1, Math.min(1, (lumaMap[i]! - lumaBlur[i]!) * 6));
    const around = hairWeightWide[i]! > 0.05 ? hairWide[i]! / hairWeightWide[i]! : lumaWide[i]!;
    hairShade[i] = around;
    // At strand scale (the fine blur), so the photo's grain does not read as strands.
    strands[i] = Math.max(-1, Math.min(1, (lumaBlur[i]! - around) * 4));
  }

  // Uneven pigment and age spots, in face units so they scale with the face.
  const blotch = new Float32Array(n);
  const spots = new Float32Array(n);
  const spotList: Array<{ c: Point; r: number; a: number }> = [];
  for (let k = 0; k < 26; k++) {
    const u = (hash01(k, 1, seed) - 0.5) * 2 * g.jawHalfWidth * 0.85;
    const v = g.hairlineV + 0.15 + hash01(k, 2, seed) * (g.mouthV - g.hairlineV);
    // Not on the eyes, nose or mouth.
    if (Math.abs(u) < 0.62 && v > -0.25 && v < 0.25) continue;
    if (Math.abs(u) < 0.28 && v >= 0.25) continue;
    spotList.push({ c: toImage(g.frame, u, v), r: unit * (0.018 + 0.03 * hash01(k, 3, seed)), a: 0.5 + 0.5 * hash01(k, 4, seed) });
  }
  for (let y = hy0; y < hy1; y++) {
    for (let x = hx0; x < hx1; x++) {
      const i = y * width + x;
      if (skin[i]! <= 0.001) continue;
      const dx = (x - g.frame.origin.x) / unit;
      const dy = (y - g.frame.origin.y) / unit;
      const u = dx * cos + dy * sin;
      const v = -dx * sin + dy * cos;
      blotch[i] = smoothstep(0.35, 0.8, noise2(u * 5, v * 5, seed + 3) * 0.7 + noise2(u * 13, v * 13, seed + 5) * 0.3);
    }
  }
  for (const spot of spotList) {
    const reachPx = spot.r * 2.5;
    for (let y = Math.max(0, Math.floor(spot.c.y - reachPx)); y < Math.min(height, Math.ceil(spot.c.y + reachPx)); y++) {
      for (let x = Math.max(0, Math.floor(spot.c.x - reachPx)); x < Math.min(width, Math.ceil(spot.c.x + reachPx)); x++) {
        const i = y * width + x;
        if (skin[i]! <= 0.001) continue;
        const dx = x - spot.c.x;
        const dy = y - spot.c.y;
        const d2 = (dx * dx + dy * dy) / (spot.r * spot.r);
        spots[i] = Math.max(spots[i]!, spot.a * Math.exp(-d2) * (0.7 + 0.3 * noise2(x / spot.r, y / spot.r, seed)));
      }
    }
  }

  // Jaw sag (jowls) plus the cheeks dropping a little below the cheekbones, at full strength.
  const sagX = new Float32Array(n);
  const sagY = new Float32Array(n);
  const lower = [toImage(g.frame, -g.jawHalfWidth * 1.6, g.noseTipV - 0.3), toImage(g.frame, g.jawHalfWidth * 1.6, g.noseTipV - 0.3), toImage(g.frame, -g.jawHalfWidth * 1.6, g.chinV + 0.6), toImage(g.frame, g.jawHalfWidth * 1.6, g.chinV + 0.6)];
  const bx0 = Math.max(0, Math.floor(Math.min(...lower.map((p) => p.x))));
  const bx1 = Math.min(width, Math.ceil(Math.max(...lower.map((p) => p.x))));
  const by0 = Math.max(0, Math.floor(Math.min(...lower.map((p) => p.y))));
  const by1 = Math.min(height, Math.ceil(Math.max(...lower.map((p) => p.y))));
  const down = { x: -Math.sin(g.frame.angle), y: Math.cos(g.frame.angle) };
  const jawUv = jawInFace(g);
  for (let y = by0; y < by1; y++) {
    for (let x = bx0; x < bx1; x++) {
      const i = y * width + x;
      const dx = (x - g.frame.origin.x) / unit;
      const dy = (y - g.frame.origin.y) / unit;
      const u = dx * cos + dy * sin;
      const v = -dx * sin + dy * cos;
      const cheek = Math.exp(-(((Math.abs(u) - g.jawHalfWidth * 0.62) / 0.22) ** 2) - (((v - (g.noseTipV + 0.05)) / 0.3) ** 2));
      const drop = jawSagAt(g, jawUv, u, v) + 0.035 * unit * cheek;
      sagX[i] = down.x * drop;
      sagY[i] = down.y * drop;
    }
  }

  const creases = faceCreases(g, landmarks, seed)
    .map((c, k) => rasteriseCrease(c, width, height, seed * 31 + k))
    .filter((c): c is CreaseField => c !== null);

  const silver = photoSilver(image, skinLuma, lumaMap, hair);
  return { width, height, geometry: g, skinColour, skinLuma, skin, bareSkin, lips, hair, thinning, detail, strands, hairShade, silver, blotch, spots, sagX, sagY, creases };
}

/** How much of a crease shows at its group's strength: lines come one by one as the years add up. */
export function creaseVisibility(strength: number, onset: number): number {
  if (strength <= 0) return 0;
  return smoothstep(onset, onset + 0.3, strength) * (0.35 + 0.65 * strength);
}

/** Grey hair's colour in a photo's light (decision 055, revision 4). */
export interface Silver {
  /** White hair's luma where the hair's own shade is the hair's mean, 0..1. */
  base: number;
  /** The hair matte's mean luma, 0..1: the hair's shade is taken relative to it. */
  hairMean: number;
  /** The photo's light colour, a factor per channel near 1 (warm light gives a warm grey). */
  tint: Rgb;
}

/**
 * The silver of this photo: as light as white hair next to this skin in this light (a little
 * lighter than the skin, so a dim photo gets a dim grey, not a glowing white), never darker than
 * the hair it replaces, tinted a little by the photo's overall colour (grey world).
 */
export function photoSilver(image: PixelImage, skinLuma: number, lumaMap: Float32Array, hair: Float32Array): Silver {
  const { data } = image;
  const n = image.width * image.height;
  let r = 0;
  let g = 0;
  let b = 0;
  let hairSum = 0;
  let hairWeight = 0;
  for (let i = 0; i < n; i++) {
    r += data[i * 4]!;
    g += data[i * 4 + 1]!;
    b += data[i * 4 + 2]!;
    hairSum += lumaMap[i]! * hair[i]!;
    hairWeight += hair[i]!;
  }
  const hairMean = hairWeight > 0 ? hairSum / hairWeight : 0.3;
  const meanLuma = Math.max(1, luma(r / n, g / n, b / n));
  const tintOf = (c: number) => Math.max(0.9, Math.min(1.1, 1 + ((c / n / meanLuma) - 1) * 0.15));
  const base = Math.max(0.38, Math.min(0.78, Math.max((skinLuma / 255) * 1.05, hairMean + 0.12)));
  return { base, hairMean, tint: [tintOf(r) * 0.985, tintOf(g), tintOf(b) * 1.015] };
}

/**
 * The grey a hair pixel turns to: the photo's silver (`photoSilver`), lit as the hair around the
 * pixel is (lighter where the light falls on the hair, darker in its shade: the ratio to the hair's
 * mean, softened to its 0.4th power so black hair's highlights do not become white streaks), with
 * the strand's own light and shade on top.
 */
export function silverOf(pixelLuma: number, aroundLuma: number, silver: Silver): Rgb {
  const shade = Math.max(0.35, Math.min(2.5, aroundLuma / Math.max(0.02, silver.hairMean))) ** 0.4;
  const t = Math.max(0.1, Math.min(0.92, silver.base * shade + (pixelLuma - aroundLuma) * 1.1));
  const [tr, tg, tb] = silver.tint;
  return [Math.min(255, 255 * t * tr), Math.min(255, 255 * t * tg), Math.min(255, 255 * t * tb)];
}

/**
 * One aged portrait (RGBA, the plan's size) for the effects' strengths. `source` must be the image
 * the plan was made from.
 */
export function renderAging(source: PixelImage, plan: AgingPlan, fx: AgingEffects): Uint8ClampedArray {
  const { width, height } = plan;
  const src = source.data;
  const n = width * height;
  const out = new Uint8ClampedArray(src);

  // The creases' shading for these strengths, one field for the whole face.
  const shade = new Float32Array(n);
  const strengthOf: Record<CreaseGroup, number> = { eye: fx.eyeLines, forehead: fx.foreheadLines, mouth: fx.mouthLines };
  for (const c of plan.creases) {
    const k = creaseVisibility(strengthOf[c.group], c.onset);
    if (k <= 0) continue;
    for (let y = 0; y < c.h; y++) {
      const row = (y + c.y0) * width + c.x0;
      for (let x = 0; x < c.w; x++) {
        const v = c.values[y * c.w + x]!;
        if (v !== 0) shade[row + x] = shade[row + x]! + v * k;
      }
    }
  }

  const skinMean = plan.skinLuma;
  const [sr, sg, sb] = plan.skinColour;
  const sag = fx.jawSag;
  const grey = clamp01(fx.greyHair);
  // Salt and pepper: strands turn one by one, the lighter ones first, so partly grey hair is grey
  // and dark strands side by side rather than one even wash of grey (decision 055, revision 3). A
  // strand turns once it is lighter than `turnAbove` (relative to the hair around it); that
  // threshold falls with the grey and passes every strand at full grey, so full grey leaves no
  // dark strands. The first greys (below about 0.2) are the lighter strands' lead alone.
  const greyShare = clamp01(grey * 1.1);
  const turnAbove = greyShare < 0.8 ? 0.42 - 0.9 * greyShare : -0.3 - 4.5 * (greyShare - 0.8);
  const saltAndPepper = smoothstep(0.2, 0.5, grey);
  const thin = clamp01(fx.hairThinning);
  const texture = fx.skinTexture;
  const spotsAmount = fx.spots;
  const px = [0, 0, 0];

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const o = i * 4;
      const m = plan.skin[i]!;
      const h = plan.hair[i]!;
      const dx = plan.sagX[i]! * sag;
      const dy = plan.sagY[i]! * sag;
      if (m <= 0.002 && h <= 0.002 && dx === 0 && dy === 0) continue;

      // Softer jaw and cheeks: the content above slides down (inverse mapping, bilinear).
      if (Math.abs(dx) + Math.abs(dy) > 0.01) {
        const sx = Math.max(0, Math.min(width - 1.001, x - dx));
        const sy = Math.max(0, Math.min(height - 1.001, y - dy));
        const x0 = Math.floor(sx);
        const y0 = Math.floor(sy);
        const fxw = sx - x0;
        const fyw = sy - y0;
        const a = (y0 * width + x0) * 4;
        const b = a + 4;
        const c = a + width * 4;
        const d = c + 4;
        for (let ch = 0; ch < 3; ch++) {
          px[ch] = (src[a + ch]! * (1 - fxw) + src[b + ch]! * fxw) * (1 - fyw) + (src[c + ch]! * (1 - fxw) + src[d + ch]! * fxw) * fyw;
        }
      } else {
        px[0] = src[o]!;
        px[1] = src[o + 1]!;
        px[2] = src[o + 2]!;
      }
      let r = px[0]!;
      let gg = px[1]!;
      let b = px[2]!;

      if (m > 0.002) {
        const bare = plan.bareSkin[i]!;
        const l = luma(r, gg, b);
        // Tone: less colour, a little more yellow, flatter (toward the skin's mean) with the years.
        const ds = fx.skinDesaturation * m * 0.4;
        r += (l - r) * ds;
        gg += (l - gg) * ds;
        b += (l - b) * ds * 1.25;
        const cl = fx.skinContrastLoss * m;
        const lift = (skinMean + (l - skinMean) * (1 - cl) - l) * 0.3;
        r += lift;
        gg += lift;
        b += lift;
        // Lips pale.
        const lip = plan.lips[i]! * fx.skinDesaturation;
        if (lip > 0) {
          const ll = luma(r, gg, b);
          r += (ll * 1.05 - r) * lip * 0.6;
          gg += (ll - gg) * lip * 0.3;
          b += (ll - b) * lip * 0.3;
        }
        // The skin's own texture shows more, and its tone gets uneven.
        const detail = plan.detail[i]!;
        const tex = texture * bare;
        const grain = detail * tex * 9;
        r += grain;
        gg += grain;
        b += grain;
        const blot = plan.blotch[i]! * tex * 0.06 + plan.spots[i]! * spotsAmount * bare * 0.22;
        r *= 1 - blot * 0.55;
        gg *= 1 - blot * 0.8;
        b *= 1 - blot;
        // Lines and folds: shading that follows the skin's texture, multiplied in (soft light
        // for the highlights), warm in the shadow like real skin.
        const s = shade[i]! * bare * (0.75 + 0.5 * Math.max(-0.5, Math.min(0.5, -detail)));
        if (s < 0) {
          const k = Math.max(-1, s) * 0.3;
          r *= 1 + k * 0.85;
          gg *= 1 + k * 1.0;
          b *= 1 + k * 1.05;
        } else if (s > 0) {
          const k = Math.min(1, s) * 0.5;
          r = softLight(r / 255, 0.5 + k * 0.5) * 255;
          gg = softLight(gg / 255, 0.5 + k * 0.5) * 255;
          b = softLight(b / 255, 0.5 + k * 0.5) * 255;
        }
      }

      if (h > 0.002) {
        // Grey: lighter strands first (the hair's own texture), towards a silver keeping its shading.
        if (grey > 0) {
          // The matte's soft edge turns with the rest (no dark outline).
          const strand = plan.strands[i]!;
          const turned = Math.max(smoothstep(-0.25, 0.25, strand - turnAbove), 1 - smoothstep(0.5, 0.9, h));
          const amount = clamp01(grey * 1.15 + strand * 0.35 * (1 - grey) - 0.08) * (1 - saltAndPepper * 0.75 * (1 - turned)) * h;
          const l = luma(r, gg, b) / 255;
          const [gr, g2, gb] = silverOf(l, plan.hairShade[i]!, plan.silver);
          r += (gr - r) * amount;
          gg += (g2 - gg) * amount;
          b += (gb - b) * amount;
        }
        // Thinning: at the hairline and temples some of the scalp's skin shows through.
        const t = thin * plan.thinning[i]! * h * 0.55;
        if (t > 0) {
          const shadeL = 0.92 + 0.12 * plan.strands[i]!;
          r += (sr * shadeL - r) * t;
          gg += (sg * shadeL * 0.98 - gg) * t;
          b += (sb * shadeL * 0.97 - b) * t;
        }
      }
      out[o] = r;
      out[o + 1] = gg;
      out[o + 2] = b;
    }
  }
  return out;
}
