/**
 * The ageing engine's hair matte (age-pixels.ts, decision 055): which pixels are the person's hair,
 * the lengths grown from the head through the hair's own colours, and what is plainly not hair.
 */
import { hairRegionWeightAt, hairThinningWeightAt, luma, smoothstep, toImage, type FaceGeometry } from './age-effects';
import { blur, closeMask, colourGeodesic, connectedHair, personWeight, type PixelImage } from './age-masks';
import { distanceCoordinates, hairMatcher, writeCoordinates, type HairPalette } from './age-colours';

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
export function hairMatte(
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
