import { describe, expect, it } from 'vitest';
import { agingEffects, faceGeometry, luma, toImage, type AgingEffects, type Rgb } from './age-effects';
import {
  blur,
  closeMask,
  colourDistance,
  colourGeodesic,
  creaseProfile,
  creaseVisibility,
  faceCreases,
  fillPolygon,
  hairMatteValue,
  personMatte,
  personMatteFits,
  photoSilver,
  planAging,
  renderAging,
  sampleHair,
  sampleSkin,
  sampleSurroundings,
  silverOf,
  softLight,
  type PixelImage,
} from './age-pixels';
import { syntheticLandmarks } from './testing/face-landmarks';

const W = 400;
const H = 500;
const SKIN: Rgb = [214, 168, 140];
const HAIR: Rgb = [58, 40, 30];
const WALL: Rgb = [90, 120, 170];

/**
 * A synthetic portrait of the synthetic landmarks: a blue wall, dark brown hair on the crown and
 * at the sides, a skin-coloured face and neck with a faint pore texture.
 */
function portrait(): PixelImage {
  const pts = syntheticLandmarks();
  const g = faceGeometry(pts);
  const data = new Uint8ClampedArray(W * H * 4);
  const head = { x: 200, y: 230 };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      let c: Rgb = WALL;
      const inHair = ((x - head.x) / 125) ** 2 + ((y - 170) / 150) ** 2 < 1 && y < 330;
      const inFace = ((x - head.x) / 98) ** 2 + ((y - 250) / 150) ** 2 < 1;
      const inNeck = Math.abs(x - head.x) < 55 && y > 330;
      if (inHair) c = HAIR;
      if (inFace && y > toImage(g.frame, 0, g.hairlineV).y) c = SKIN;
      if (inNeck) c = SKIN;
      const grain = ((x * 7 + y * 13) % 5) - 2;
      data[i] = c[0] + grain;
      data[i + 1] = c[1] + grain;
      data[i + 2] = c[2] + grain;
      data[i + 3] = 255;
    }
  }
  return { width: W, height: H, data };
}

/**
 * The case of face-api's sample photo 5: lighter brown hair on a head whose crown touches a
 * black top (someone behind), a black shirt below the chin and, beside the head but apart from
 * the hair, a dark object of the hair's own colour. Long hair hangs beside the face down past the
 * jaw on the photo's right, touching the shirt.
 */
const LIGHT_HAIR: Rgb = [122, 86, 54];
const BLACK: Rgb = [24, 22, 24];
function crowdedPortrait(): PixelImage {
  const pts = syntheticLandmarks();
  const g = faceGeometry(pts);
  const hairlineY = toImage(g.frame, 0, g.hairlineV).y;
  const data = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      let c: Rgb = WALL;
      const inHair = ((x - 200) / 125) ** 2 + ((y - 170) / 150) ** 2 < 1 && y < 330;
      const hanging = x > 290 && x < 328 && y >= 170 && y < 470;
      const inFace = ((x - 200) / 98) ** 2 + ((y - 250) / 150) ** 2 < 1;
      const inNeck = Math.abs(x - 200) < 55 && y > 330;
      // A dark object beside the head, of the hair's own colour, apart from it by a strip of wall.
      if (x > 40 && x < 68 && y > 110 && y < 420) c = LIGHT_HAIR;
      if (inHair || hanging) c = LIGHT_HAIR;
      // Someone's black top right above the head, touching the crown (little hair shows above the forehead).
      if (y < 52 && x > 60 && x < 340) c = BLACK;
      if (inFace && y > hairlineY) c = SKIN;
      if (inNeck) c = SKIN;
      // A black shirt from the shoulders down, below the hanging hair's end on the right.
      if (y > 440 && !(inNeck && y < 455) && !hanging) c = BLACK;
      const grain = ((x * 7 + y * 13) % 5) - 2;
      data[i] = c[0] + grain;
      data[i + 1] = c[1] + grain;
      data[i + 2] = c[2] + grain;
      data[i + 3] = 255;
    }
  }
  return { width: W, height: H, data };
}

const meanOver = (img: Uint8ClampedArray, x0: number, y0: number, x1: number, y1: number): Rgb => {
  const sum: [number, number, number] = [0, 0, 0];
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * W + x) * 4;
      sum[0] += img[i]!;
      sum[1] += img[i + 1]!;
      sum[2] += img[i + 2]!;
      n++;
    }
  }
  return [sum[0] / n, sum[1] / n, sum[2] / n];
};

const diff = (a: Uint8ClampedArray, b: Uint8ClampedArray, x0 = 0, y0 = 0, x1 = W, y1 = H) => {
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) for (let c = 0; c < 3; c++) sum += Math.abs(a[(y * W + x) * 4 + c]! - b[(y * W + x) * 4 + c]!);
  return sum / ((x1 - x0) * (y1 - y0) * 3);
};

const none: AgingEffects = { greyHair: 0, hairThinning: 0, eyeLines: 0, foreheadLines: 0, mouthLines: 0, skinDesaturation: 0, skinContrastLoss: 0, jawSag: 0, spots: 0, skinTexture: 0 };

describe('pixel building blocks', () => {
  it('blurs without losing the total and spreads a point about sigma wide', () => {
    const w = 41;
    const src = new Float32Array(w * w);
    src[20 * w + 20] = 1;
    const out = blur(src, w, w, 4);
    const total = out.reduce((s, v) => s + v, 0);
    expect(total).toBeCloseTo(1, 3);
    expect(out[20 * w + 20]!).toBeLessThan(0.05);
    expect(out[20 * w + 24]!).toBeGreaterThan(0);
    expect(out[20 * w + 24]!).toBeLessThan(out[20 * w + 20]!);
    expect(() => blur(src, w, w + 1, 2)).toThrow();
  });

  it('closing fills a narrow gap and a small hole in a mask and keeps its outline', () => {
    const w = 30;
    const mask = new Uint8Array(w * w);
    // A 20 × 20 square with a 2-px slit down its middle and a 2 × 2 hole.
    for (let y = 5; y < 25; y++) for (let x = 5; x < 25; x++) mask[y * w + x] = x === 14 || x === 15 || (y >= 8 && y < 10 && x >= 8 && x < 10) ? 0 : 1;
    const closed = closeMask(mask, w, w, 2);
    expect(closed[20 * w + 14]).toBe(1);
    expect(closed[8 * w + 8]).toBe(1);
    let outside = 0;
    let inside = 0;
    for (let y = 0; y < w; y++) for (let x = 0; x < w; x++) {
      const inSquare = x >= 5 && x < 25 && y >= 5 && y < 25;
      if (!inSquare) outside += closed[y * w + x]!;
      else inside += closed[y * w + x]!;
    }
    expect(outside).toBe(0);
    expect(inside).toBe(400);
    expect(() => closeMask(mask, w, w + 1, 2)).toThrow();
  });

  it('fills a polygon inside and nothing outside', () => {
    const mask = fillPolygon([{ x: 2, y: 2 }, { x: 8, y: 2 }, { x: 8, y: 8 }, { x: 2, y: 8 }], 10, 10);
    expect(mask[5 * 10 + 5]).toBe(1);
    expect(mask[0]).toBe(0);
    expect(mask[9 * 10 + 9]).toBe(0);
    expect(mask.reduce((s, v) => s + v, 0)).toBe(36);
  });

  it('soft light keeps a base at 0.5 and darkens or lightens without clipping', () => {
    for (const base of [0, 0.2, 0.5, 0.9, 1]) expect(softLight(base, 0.5)).toBeCloseTo(base, 6);
    expect(softLight(0.5, 0.2)).toBeLessThan(0.5);
    expect(softLight(0.5, 0.8)).toBeGreaterThan(0.5);
    expect(softLight(1, 1)).toBeLessThanOrEqual(1);
    expect(softLight(0, 0)).toBeGreaterThanOrEqual(0);
  });

  it('a crease is a shadow valley with a fainter highlight beside it, fading to nothing', () => {
    expect(creaseProfile(0, 2, 0.4)).toBeCloseTo(-1, 1);
    const ridge = creaseProfile(3.8, 2, 0.4);
    expect(ridge).toBeGreaterThan(0);
    expect(ridge).toBeLessThan(0.4);
    expect(Math.abs(creaseProfile(30, 2, 0.4))).toBeLessThan(1e-3);
    expect(Math.abs(creaseProfile(-30, 2, 0.4))).toBeLessThan(1e-3);
  });

  it('shows more lines as the strength grows, none at 0', () => {
    expect(creaseVisibility(0, 0)).toBe(0);
    expect(creaseVisibility(0.2, 0.5)).toBe(0);
    expect(creaseVisibility(0.9, 0.5)).toBeGreaterThan(creaseVisibility(0.6, 0.5));
  });

  it('hair is told from skin and from a background of another colour', () => {
    const palette = { hair: [HAIR], skin: SKIN, other: [WALL] };
    expect(hairMatteValue([60, 42, 31], palette)).toBeGreaterThan(0.8);
    expect(hairMatteValue(WALL, palette)).toBeLessThan(0.05);
    expect(hairMatteValue(SKIN, palette)).toBeLessThan(0.05);
    // Hair that looks like the skin (a bald head) is never greyed.
    expect(hairMatteValue([214, 168, 140], { hair: [[212, 166, 140]], skin: SKIN, other: [] })).toBe(0);
    // Hair in shade is still hair (luma weighs half).
    expect(colourDistance([30, 20, 15], HAIR)).toBeLessThan(colourDistance(WALL, HAIR));
  });

  it('a dark colour of the surroundings is not hair even when it is near the hair\'s', () => {
    const palette = { hair: [HAIR, [44, 30, 22] as Rgb, [80, 58, 42] as Rgb], skin: SKIN, other: [BLACK] };
    expect(hairMatteValue(BLACK, palette)).toBeLessThan(0.05);
    expect(hairMatteValue([50, 35, 26], palette)).toBeGreaterThan(0.6);
    expect(hairMatteValue(BLACK, { ...palette, other: [] })).toBeGreaterThan(0.3);
  });

  it('silver keeps the strand light and shade of the hair and is nearly neutral', () => {
    const silver = { base: 0.7, hairMean: 0.2, tint: [1, 1, 1] as Rgb };
    const dark = silverOf(0.15, 0.2, silver);
    const light = silverOf(0.3, 0.2, silver);
    expect(luma(...light)).toBeGreaterThan(luma(...dark));
    expect(luma(...dark)).toBeGreaterThan(100);
    expect(Math.max(...light) - Math.min(...light)).toBeLessThan(12);
    // Hair in its own shade (its surroundings darker than its mean) turns a darker grey than hair in the light.
    expect(luma(...silverOf(0.1, 0.1, silver))).toBeLessThan(luma(...silverOf(0.3, 0.3, silver)) - 30);
  });
});

describe('creases follow the face', () => {
  it('puts forehead lines between brows and hairline, following the brow arch, no two identical', () => {
    const pts = syntheticLandmarks();
    const g = faceGeometry(pts);
    const creases = faceCreases(g, pts, 3);
    const forehead = creases.filter((c) => c.group === 'forehead' && c.points.length > 10);
    expect(forehead.length).toBeGreaterThanOrEqual(2);
    const hairlineY = toImage(g.frame, 0, g.hairlineV).y;
    for (const c of forehead) for (const p of c.points) {
      expect(p.y).toBeLessThan(165);
      expect(p.y).toBeGreaterThan(hairlineY);
    }
    // Not parallel copies: the lines' lengths differ.
    const lengths = forehead.map((c) => Math.round(c.points[c.points.length - 1]!.x - c.points[0]!.x));
    expect(new Set(lengths.map((l) => Math.abs(l))).size).toBeGreaterThan(1);
    // A different seed gives differently placed lines.
    const other = faceCreases(g, pts, 4).filter((c) => c.group === 'forehead');
    expect(JSON.stringify(other)).not.toEqual(JSON.stringify(forehead));
  });

  it('places crow\'s feet beside the outer eye corners and folds beside the mouth', () => {
    const pts = syntheticLandmarks();
    const g = faceGeometry(pts);
    const creases = faceCreases(g, pts, 1);
    const eye = creases.filter((c) => c.group === 'eye');
    expect(eye.some((c) => c.points.every((p) => p.x < pts[36]!.x))).toBe(true);
    expect(eye.some((c) => c.points.every((p) => p.x > pts[45]!.x))).toBe(true);
    const mouth = creases.filter((c) => c.group === 'mouth');
    expect(mouth.length).toBeGreaterThanOrEqual(4);
    for (const c of mouth) for (const p of c.points) expect(p.y).toBeGreaterThan(pts[30]!.y - 10);
  });
});

describe('ageing a portrait', () => {
  const image = portrait();
  const plan = planAging(image, syntheticLandmarks(), 1);

  it('changes nothing at zero strength', () => {
    const out = renderAging(image, plan, none);
    expect(diff(out, image.data)).toBe(0);
  });

  it('never touches the background, not even around the hair (no halo)', () => {
    const out = renderAging(image, plan, agingEffects(20, 60));
    // The wall beside the head and above it, including a band right next to the hair's edge.
    expect(diff(out, image.data, 0, 0, 60, H)).toBe(0);
    expect(diff(out, image.data, 0, 0, W, 12)).toBe(0);
    const edge = meanOver(out, 325, 150, 333, 200);
    expect(colourDistance(edge, WALL)).toBeLessThan(4);
  });

  it('greys the hair, more with more years, keeping its texture', () => {
    const at = (years: number) => luma(...meanOver(renderAging(image, plan, agingEffects(20, years)), 160, 36, 240, 60));
    const young = luma(...meanOver(image.data, 160, 36, 240, 60));
    expect(at(10)).toBeGreaterThanOrEqual(young);
    expect(at(40)).toBeGreaterThan(at(10) + 10);
    expect(at(60)).toBeGreaterThan(at(10) + 10);
    expect(at(60)).toBeGreaterThan(120);
  });

  it('ages the skin: lines darken their places, tone loses colour, more with the years', () => {
    const g = faceGeometry(syntheticLandmarks());
    const fold = toImage(g.frame, -0.42, 0.95); // beside the left nostril, towards the mouth corner
    const box = (img: Uint8ClampedArray) => meanOver(img, Math.round(fold.x) - 12, Math.round(fold.y) - 12, Math.round(fold.x) + 12, Math.round(fold.y) + 12);
    const thirty = renderAging(image, plan, agingEffects(20, 10));
    const seventy = renderAging(image, plan, agingEffects(20, 50));
    expect(luma(...box(seventy))).toBeLessThan(luma(...box(image.data)));
    expect(diff(seventy, image.data, 100, 120, 300, 400)).toBeGreaterThan(diff(thirty, image.data, 100, 120, 300, 400));
    const sat = (c: Rgb) => Math.max(...c) - Math.min(...c);
    expect(sat(meanOver(seventy, 170, 330, 230, 360))).toBeLessThan(sat(meanOver(image.data, 170, 330, 230, 360)));
  });

  it('twenty to thirty is a small but visible change', () => {
    const thirty = renderAging(image, plan, agingEffects(20, 10));
    const d = diff(thirty, image.data, 100, 120, 300, 400);
    expect(d).toBeGreaterThan(0.8);
    expect(d).toBeLessThan(diff(renderAging(image, plan, agingEffects(20, 40)), image.data, 100, 120, 300, 400));
  });

  it('greys a fringe over the forehead with the rest of the hair, not the forehead beside it', () => {
    const g = faceGeometry(syntheticLandmarks());
    const hairlineY = Math.round(toImage(g.frame, 0, g.hairlineV).y);
    const withFringe = portrait();
    // A fringe hanging from the hairline over the left half of the forehead, down to 20 px above the brows.
    for (let y = hairlineY; y < 140; y++) {
      for (let x = 140; x < 200; x++) withFringe.data.set([HAIR[0], HAIR[1], HAIR[2]], (y * W + x) * 4);
    }
    const aged = renderAging(withFringe, planAging(withFringe, syntheticLandmarks(), 1), agingEffects(20, 50));
    const fringe = (img: Uint8ClampedArray) => luma(...meanOver(img, 150, hairlineY + 15, 190, 130));
    expect(fringe(aged)).toBeGreaterThan(fringe(withFringe.data) + 40);
    // The forehead's skin beside the fringe is aged as it is without the fringe, not greyed as hair.
    const without = renderAging(image, plan, agingEffects(20, 50));
    expect(diff(aged, without, 215, hairlineY + 25, 245, 130)).toBeLessThan(2);
  });

  it('refuses pixel data of the wrong size', () => {
    expect(() => planAging({ width: 10, height: 10, data: new Uint8ClampedArray(10) }, syntheticLandmarks())).toThrow();
  });
});

describe('the hair matte keeps to the head\'s hair (sample photo 5)', () => {
  const image = crowdedPortrait();
  const plan = planAging(image, syntheticLandmarks(), 1);
  const seventy = renderAging(image, plan, agingEffects(30, 40));

  it('samples the hair\'s colour near the head, not the dark top above it', () => {
    const g = faceGeometry(syntheticLandmarks());
    expect(colourDistance(sampleHair(image, g, sampleSkin(image, g)), LIGHT_HAIR)).toBeLessThan(15);
  });

  it('leaves the shirt below the chin and dark things beside the head as they were', () => {
    // The shirt under the chin and at the shoulders, and the black top above the head.
    expect(diff(seventy, image.data, 60, 460, 285, H)).toBeLessThan(0.5);
    expect(diff(seventy, image.data, 335, 460, W, H)).toBeLessThan(0.5);
    expect(diff(seventy, image.data, 60, 0, 340, 48)).toBeLessThan(0.5);
    // The object of the hair's colour that does not touch the hair.
    expect(diff(seventy, image.data, 40, 110, 68, 420)).toBeLessThan(0.5);
  });

  it('greys the hair on the head and the hair hanging past the jaw', () => {
    const crown = (img: Uint8ClampedArray) => meanOver(img, 160, 55, 240, 66);
    const hanging = (img: Uint8ClampedArray) => meanOver(img, 300, 400, 320, 430);
    const sat = (c: Rgb) => Math.max(...c) - Math.min(...c);
    expect(luma(...crown(seventy))).toBeGreaterThan(luma(...crown(image.data)) + 25);
    expect(sat(crown(seventy))).toBeLessThan(sat(crown(image.data)) / 2);
    expect(luma(...hanging(seventy))).toBeGreaterThan(luma(...hanging(image.data)) + 25);
  });
});

/**
 * A head lower in a taller frame, so that there is room above it: eyes at y = 350, the hairline
 * at about y = 219, the hair up to y = 140. `paint` adds what else the photo shows.
 */
const TALL = 650;
function tallPortrait(hair: Rgb, skin: Rgb, paint?: (x: number, y: number) => Rgb | null): { image: PixelImage; landmarks: ReturnType<typeof syntheticLandmarks> } {
  const landmarks = syntheticLandmarks(0, 150);
  const g = faceGeometry(landmarks);
  const hairlineY = toImage(g.frame, 0, g.hairlineV).y;
  const data = new Uint8ClampedArray(W * TALL * 4);
  for (let y = 0; y < TALL; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      let c: Rgb = WALL;
      const inHair = ((x - 200) / 125) ** 2 + ((y - 320) / 180) ** 2 < 1 && y < 480;
      const inFace = ((x - 200) / 98) ** 2 + ((y - 400) / 150) ** 2 < 1;
      const inNeck = Math.abs(x - 200) < 55 && y > 480;
      c = paint?.(x, y) ?? c;
      if (inHair) c = hair;
      if (inFace && y > hairlineY) c = skin;
      if (inNeck) c = skin;
      const grain = ((x * 7 + y * 13) % 5) - 2;
      data[i] = c[0] + grain;
      data[i + 1] = c[1] + grain;
      data[i + 2] = c[2] + grain;
      data[i + 3] = 255;
    }
  }
  return { image: { width: W, height: TALL, data }, landmarks };
}

const saturation = (c: Rgb) => Math.max(...c) - Math.min(...c);

describe('grey keeps to the hair, evenly, whatever its colour (decision 055, revised)', () => {
  it('a dark post touching the crown is not greyed above the head (photo 5\'s staircase)', () => {
    // A post about as dark as the hair (a match of about a half, as photo 5's dark steps were),
    // from the top of the photo down onto the crown, beside the middle of the head.
    const POST: Rgb = [20, 22, 30];
    const { image, landmarks } = tallPortrait(HAIR, SKIN, (x, y) => (x >= 130 && x < 165 && y < 175 ? POST : null));
    const aged = renderAging(image, planAging(image, landmarks, 1), agingEffects(20, 50));
    // The post more than half an eye distance above the head's top (y = 140) is as it was.
    const post = (img: Uint8ClampedArray) => meanOver(img, 133, 60, 162, 90);
    expect(colourDistance(post(aged), post(image.data))).toBeLessThan(3);
    // The hair on the head is greyed.
    const crown = (img: Uint8ClampedArray) => meanOver(img, 170, 170, 240, 190);
    expect(luma(...crown(aged))).toBeGreaterThan(luma(...crown(image.data)) + 40);
  });

  it('greys strand by strand: at 60 salt and pepper, lighter strands grey and darker ones still dark; at full grey none left dark', () => {
    // Dark hair with lighter strands, 8 px wide.
    const LIGHTER: Rgb = [96, 70, 52];
    const lighter = (x: number) => Math.floor(x / 8) % 2 === 0;
    const { image, landmarks } = tallPortrait(HAIR, SKIN);
    for (let y = 140; y < 480; y++) {
      for (let x = 0; x < W; x++) {
        const i = (y * W + x) * 4;
        if (lighter(x) && image.data[i] === HAIR[0] + (((x * 7 + y * 13) % 5) - 2)) image.data.set(LIGHTER, i);
      }
    }
    const plan = planAging(image, landmarks, 1);
    const strandsOf = (img: Uint8ClampedArray) => {
      let light = 0;
      let dark = 0;
      let nl = 0;
      let nd = 0;
      // Across the crown, away from each strand's edges.
      for (let y = 165; y < 195; y++) {
        for (let x = 152; x < 248; x++) {
          if (x % 8 < 2 || x % 8 > 5) continue;
          const o = (y * W + x) * 4;
          const l = luma(img[o]!, img[o + 1]!, img[o + 2]!);
          if (lighter(x)) {
            light += l;
            nl++;
          } else {
            dark += l;
            nd++;
          }
        }
      }
      return { light: light / nl, dark: dark / nd };
    };
    const sixty = strandsOf(renderAging(image, plan, { ...agingEffects(20, 40), hairThinning: 0 }));
    const full = strandsOf(renderAging(image, plan, { ...agingEffects(20, 60), hairThinning: 0, greyHair: 1 }));
    const before = strandsOf(image.data);
    // At 60 the lighter strands have turned (much lighter than before) and the darker ones lag
    // behind: the two are farther apart than they were (one even wash of grey kept them at about
    // 1.2 times their old difference; strand by strand gives 1.4).
    expect(sixty.light).toBeGreaterThan(before.light + 40);
    expect(sixty.light - sixty.dark).toBeGreaterThan((before.light - before.dark) * 1.3);
    // At full grey the darker strands have turned too: they keep only the hair's own shading.
    expect(full.dark).toBeGreaterThan(110);
    expect(full.light - full.dark).toBeLessThan(before.light - before.dark + 10);
  });

  it('greys hair with lighter strands evenly, highlights as well as the rest (photo 2\'s patchy temple)', () => {
    // Dark hair with highlight blocks of a light brown near the skin's colour (8 px, like a JPEG's blocks).
    const LIGHTER: Rgb = [150, 120, 100];
    const highlight = (x: number, y: number) => hash(Math.floor(x / 8), Math.floor(y / 8)) < 0.3;
    const { image, landmarks } = tallPortrait(HAIR, SKIN);
    for (let y = 140; y < 480; y++) {
      for (let x = 0; x < W; x++) {
        const i = (y * W + x) * 4;
        if (highlight(x, y) && image.data[i] === HAIR[0] + (((x * 7 + y * 13) % 5) - 2)) image.data.set(LIGHTER, i);
      }
    }
    // Greying only (thinning lets the scalp's skin through along the hairline, by design).
    const aged = renderAging(image, planAging(image, landmarks, 1), { ...agingEffects(20, 50), hairThinning: 0 });
    // Across the crown, the highlight blocks are as grey (colourless) as the rest: no brown blotches.
    let worst = 0;
    for (let by = 168; by < 192; by += 8) {
      for (let bx = 144; bx < 256; bx += 8) {
        if (!highlight(bx, by)) continue;
        worst = Math.max(worst, saturation(meanOver(aged, bx + 1, by + 1, bx + 7, by + 7)));
      }
    }
    expect(saturation(LIGHTER)).toBeGreaterThan(40);
    expect(worst).toBeLessThan(16);
  });

  it('turns blond hair on fair skin a lighter, colourless silver at 70', () => {
    const BLOND: Rgb = [196, 160, 98];
    const FAIR: Rgb = [228, 186, 160];
    const { image, landmarks } = tallPortrait(BLOND, FAIR);
    const plan = planAging(image, landmarks, 1);
    const crown = (img: Uint8ClampedArray) => meanOver(img, 160, 165, 240, 190);
    const seventy = crown(renderAging(image, plan, agingEffects(25, 45)));
    const young = crown(image.data);
    expect(saturation(seventy)).toBeLessThan(saturation(young) / 2);
    expect(luma(...seventy)).toBeGreaterThan(luma(...young));
    // Not yellow any more: blue nearly as much as red (the blond has 98 less).
    expect(seventy[2]).toBeGreaterThan(seventy[0] - 15);
    // The forehead's fair skin is not greyed as hair.
    expect(hairMatteValue(FAIR, { hair: [BLOND], skin: FAIR, other: [] })).toBe(0);
    expect(hairMatteValue(BLOND, { hair: [BLOND], skin: FAIR, other: [] })).toBeGreaterThan(0.5);
  });
});

function hash(x: number, y: number): number {
  let h = Math.imul(x, 374761393) + Math.imul(y, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Decision 061: a long-haired person in front of a door frame. Eyes at y = 200 as in `portrait`,
 * the chin at y = 380, a taller frame (down to y = 620). Hair on the head, and long hair of the
 * same colour hanging beside the neck on the photo's right down to the frame's bottom edge. Skin:
 * the face, the neck and the shoulders. Beside the head on the photo's left, touching the hair
 * at the temple, a dark door frame of the hair's own colour: background, outside the person.
 */
const LONG = 620;
const DOOR = { x0: 40, x1: 76, y0: 40, y1: 330 };
const LENGTHS = { x0: 292, x1: 330, y0: 170, y1: LONG };
function longHairPortrait(): { image: PixelImage; person: Float32Array } {
  const pts = syntheticLandmarks();
  const g = faceGeometry(pts);
  const hairlineY = toImage(g.frame, 0, g.hairlineV).y;
  const data = new Uint8ClampedArray(W * LONG * 4);
  const person = new Float32Array(W * LONG);
  for (let y = 0; y < LONG; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      let c: Rgb = WALL;
      const inHair = ((x - 200) / 125) ** 2 + ((y - 170) / 150) ** 2 < 1 && y < 330;
      const hanging = x >= LENGTHS.x0 && x < LENGTHS.x1 && y >= LENGTHS.y0;
      const inFace = ((x - 200) / 98) ** 2 + ((y - 250) / 150) ** 2 < 1;
      const inNeck = Math.abs(x - 200) < 55 && y > 330;
      const shoulders = y > 470 && x > 90 && x < 292;
      if (x >= DOOR.x0 && x < DOOR.x1 && y >= DOOR.y0 && y < DOOR.y1) c = HAIR;
      if (inHair || hanging) c = HAIR;
      if (inFace && y > hairlineY) c = SKIN;
      if (inNeck || shoulders) c = SKIN;
      if (inHair || hanging || inFace || inNeck || shoulders) person[y * W + x] = 1;
      const grain = ((x * 7 + y * 13) % 5) - 2;
      data[i] = c[0] + grain;
      data[i + 1] = c[1] + grain;
      data[i + 2] = c[2] + grain;
      data[i + 3] = 255;
    }
  }
  return { image: { width: W, height: LONG, data }, person: blur(person, W, LONG, 2) };
}




describe('a person matte bounds the hair (decision 061)', () => {
  const { image, person } = longHairPortrait();
  const landmarks = syntheticLandmarks();
  const seventy = (matte: Float32Array | null) => renderAging(image, planAging(image, landmarks, 1, matte), agingEffects(30, 40));
  const withPerson = seventy(person);
  const without = seventy(null);

  it('scales a model\'s mask up to the portrait bilinearly and feathers it', () => {
    // 2 × 2: the left column the person, the right the background.
    const up = personMatte(Float32Array.from([1, 0, 1, 0]), 2, 2, 8, 8);
    expect(up[0]).toBe(1);
    expect(up[7]).toBe(0);
    expect(up[3]!).toBeGreaterThan(up[4]!);
    expect(up[3]!).toBeGreaterThan(0.5);
    expect(up[4]!).toBeLessThan(0.5);
    const soft = personMatte(Float32Array.from([1, 0, 1, 0]), 2, 2, 40, 40, 3);
    expect(soft[20 * 40 + 22]!).toBeGreaterThan(0.05);
    expect(soft[20 * 40 + 22]!).toBeLessThan(0.95);
    expect(() => personMatte(new Float32Array(3), 2, 2, 8, 8)).toThrow();
  });

  it('a dark door frame of the hair\'s colour, touching the hair but outside the person, is not greyed', () => {
    const frame = (img: Uint8ClampedArray) => meanOver(img, DOOR.x0 + 4, 120, DOOR.x1 - 2, 260);
    expect(colourDistance(frame(withPerson), frame(image.data))).toBeLessThan(3);
    // Without the person matte the colours alone cannot tell it from the hair.
    expect(luma(...frame(without))).toBeGreaterThan(luma(...frame(image.data)) + 20);
  });

  it('greys the hair inside the person as without it: the crown and the hair hanging past the jaw', () => {
    // The silver follows the hair's mean light, which the door frame (hair without the matte) shifts a little.
    expect(diff(withPerson, without, 150, 50, 250, 70)).toBeLessThan(6);
    const lengths = (img: Uint8ClampedArray) => meanOver(img, LENGTHS.x0 + 4, 390, LENGTHS.x1 - 4, 430);
    expect(luma(...lengths(withPerson))).toBeGreaterThan(luma(...lengths(image.data)) + 25);
    expect(luma(...lengths(withPerson))).toBeGreaterThan(luma(...lengths(without)) - 5);
    expect(luma(...meanOver(withPerson, 160, 55, 240, 66))).toBeGreaterThan(luma(...meanOver(image.data, 160, 55, 240, 66)) + 25);
  });

  it('does not grey the skin inside the person: the neck and the shoulders', () => {
    expect(diff(withPerson, without, 150, 400, 250, LONG)).toBeLessThan(0.5);
    expect(diff(withPerson, without, 96, 480, 286, LONG)).toBeLessThan(0.5);
    expect(saturation(meanOver(withPerson, 100, 500, 280, 600))).toBeGreaterThan(40);
  });

  it('keeps the grey off the wall next to the lengths (no halo)', () => {
    const wall = (img: Uint8ClampedArray) => meanOver(img, LENGTHS.x1 + 4, 420, LENGTHS.x1 + 12, 600);
    expect(colourDistance(wall(withPerson), WALL)).toBeLessThan(4);
  });

  it('without a usable person matte (none, or one that misses the face) plans as before', () => {
    const empty = seventy(new Float32Array(W * LONG));
    expect(diff(empty, without, 0, 0, W, LONG)).toBe(0);
    const g = faceGeometry(landmarks);
    expect(personMatteFits(person, W, LONG, g)).toBe(true);
    expect(personMatteFits(new Float32Array(W * LONG), W, LONG, g)).toBe(false);
    expect(personMatteFits(person, W, LONG - 1, g)).toBe(false);
  });
});

describe('the surroundings and the lengths with a person matte (decision 055, revision 5)', () => {
  const landmarks = syntheticLandmarks();
  const GOLDEN: Rgb = [176, 132, 62];

  it('samples the colours beside the head off the person only: long hair hanging there is not taken for the surroundings', () => {
    // A face half the size of the others on a wall, with golden hair of the person over the patches
    // above and beside the head (where a tilted head's long hair hangs, photo 1).
    const small = syntheticLandmarks().map((p) => ({ x: 200 + (p.x - 200) / 2, y: 250 + (p.y - 250) / 2 }));
    const gs = faceGeometry(small);
    const data = new Uint8ClampedArray(W * H * 4);
    for (let i = 0; i < W * H; i++) data.set([...WALL, 255], i * 4);
    const matte = new Float32Array(W * H);
    const w = gs.jawHalfWidth;
    const r = Math.round(gs.frame.unit * 0.2);
    for (const [u, v] of [[-w * 0.9, gs.hairlineV - 2], [w * 0.9, gs.hairlineV - 2], [-w * 2.3, gs.hairlineV + 0.4], [w * 2.3, gs.hairlineV + 0.4]] as const) {
      const centre = toImage(gs.frame, u, v);
      for (let y = Math.round(centre.y) - r; y <= centre.y + r; y++) {
        for (let x = Math.round(centre.x) - r; x <= centre.x + r; x++) {
          data.set(GOLDEN, (y * W + x) * 4);
          matte[y * W + x] = 1;
        }
      }
    }
    const img = { width: W, height: H, data };
    const golden = (colours: Rgb[]) => colours.some((c) => colourDistance(c, GOLDEN) < 8);
    expect(golden(sampleSurroundings(img, gs, [HAIR]))).toBe(true);
    expect(golden(sampleSurroundings(img, gs, [HAIR], matte))).toBe(false);
    // The wall around the head is still sampled.
    expect(sampleSurroundings(img, gs, [HAIR], matte).some((c) => colourDistance(c, WALL) < 8)).toBe(true);
  });

  it('greys lighter strands of about the skin\'s colour in the grown lengths with the rest (photo 1\'s golden flecks)', () => {
    const { image, person } = longHairPortrait();
    // Lit strands a pixel wide, every fourth, down the lengths below the chin.
    const striped = new Uint8ClampedArray(image.data);
    const strand = (x: number) => (x - LENGTHS.x0) % 4 === 1;
    for (let y = 390; y < LONG; y++) for (let x = LENGTHS.x0 + 4; x < LENGTHS.x1 - 4; x++) if (strand(x)) striped.set([226, 178, 146], (y * W + x) * 4);
    const img = { width: W, height: LONG, data: striped };
    const plan = planAging(img, landmarks, 1, person);
    const aged = renderAging(img, plan, agingEffects(30, 40));
    const matteOver = (strands: boolean) => {
      let sum = 0;
      let count = 0;
      for (let y = 400; y < 440; y++) {
        for (let x = LENGTHS.x0 + 4; x < LENGTHS.x1 - 4; x++) {
          if (strand(x) !== strands) continue;
          sum += plan.hair[y * W + x]!;
          count++;
        }
      }
      return sum / count;
    };
    // The strands are as much hair as the strands between them: the person matte, not their colour, bounds them.
    expect(matteOver(true)).toBeGreaterThan(0.85 * matteOver(false));
    const strands = (data: Uint8ClampedArray) => {
      const sum = [0, 0, 0];
      let count = 0;
      for (let y = 400; y < 440; y++) {
        for (let x = LENGTHS.x0 + 4; x < LENGTHS.x1 - 4; x++) {
          if (!strand(x)) continue;
          for (let k = 0; k < 3; k++) sum[k]! += data[(y * W + x) * 4 + k]!;
          count++;
        }
      }
      return sum.map((v) => v / count) as unknown as Rgb;
    };
    expect(saturation(strands(striped))).toBeGreaterThan(70);
    expect(saturation(strands(aged))).toBeLessThan(35);
  });
});

describe('lengths and light (decision 055, revision 4)', () => {
  it('measures a path by its colour changes: a gradual change costs little, an edge costs its step', () => {
    // One row: a slow ramp (2 a pixel, within the tolerance of 3), then an edge of 40, then a blocked pixel.
    const values = [0, 2, 4, 6, 8, 48, 48, 48, 48, 48];
    const colour = new Float32Array(values.length * 3);
    values.forEach((v, i) => (colour[i * 3] = v));
    const seeds = new Uint8Array(values.length);
    seeds[0] = 1;
    const blocked = new Uint8Array(values.length);
    blocked[8] = 1;
    const d = colourGeodesic(colour, seeds, blocked, values.length, 1, 0.1, 3);
    expect(d[0]).toBe(0);
    expect(d[4]!).toBeCloseTo(0.4, 5);
    expect(d[5]!).toBeCloseTo(0.5 + 37, 5);
    expect(d[8]).toBe(Infinity);
    // Beyond a blocked pixel nothing is reached.
    expect(d[9]).toBe(Infinity);
    expect(() => colourGeodesic(colour, seeds, blocked, 5, 1, 0.1, 3)).toThrow();
  });

  /** The synthetic portraits' grain at a pixel, −2..2. */
  const grainAt = (x: number, y: number) => ((x * 7 + y * 13) % 5) - 2;
  const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
  /** Sets each pixel that `paint` gives a colour (`i` is its offset in the data) to it, with the grain. */
  function repaint(image: PixelImage, paint: (x: number, y: number, i: number) => Rgb | null): void {
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const i = (y * image.width + x) * 4;
        const c = paint(x, y, i);
        if (c) for (let k = 0; k < 3; k++) image.data[i + k] = c[k]! + grainAt(x, y);
      }
    }
  }

  /**
   * Long hair that turns lighter and warmer down its lengths (the light falls on it: sample photos
   * 1, 5 and 6), on a person whose black top touches the lengths' lower end.
   */
  const LIT_ENDS: Rgb = [150, 110, 66];
  const TOP = { x0: 60, x1: 292, y0: 520 };
  function litLengthsPortrait(): { image: PixelImage; person: Float32Array } {
    const { image, person } = longHairPortrait();
    repaint(image, (x, y) => {
      if (x >= LENGTHS.x0 && x < LENGTHS.x1 && y >= 330) return mix(HAIR, LIT_ENDS, Math.min(1, (y - 330) / 250));
      return x >= TOP.x0 && x < TOP.x1 && y >= TOP.y0 ? BLACK : null;
    });
    return { image, person };
  }
  const { image, person } = litLengthsPortrait();
  const landmarks = syntheticLandmarks();
  const seventy = renderAging(image, planAging(image, landmarks, 1, person), agingEffects(30, 40));

  it('greys the lengths down to their lit ends, not only the roots\' shade', () => {
    const ends = (img: Uint8ClampedArray) => meanOver(img, LENGTHS.x0 + 6, 570, LENGTHS.x1 - 6, 610);
    expect(saturation(ends(image.data))).toBeGreaterThan(70);
    expect(saturation(ends(seventy))).toBeLessThan(30);
    expect(luma(...ends(seventy))).toBeGreaterThan(luma(...ends(image.data)) + 15);
  });

  it('leaves the black top touching the lengths as it was', () => {
    const top = (img: Uint8ClampedArray) => meanOver(img, TOP.x0 + 10, TOP.y0 + 10, TOP.x1 - 10, LONG - 4);
    expect(colourDistance(top(seventy), top(image.data))).toBeLessThan(3);
  });

  /**
   * Long hair that darkens down its lengths into deep shade and ends on a near-black top of a cool
   * hue (sample photo 2's dark-brown lengths on a blue-black top): the growth reaches both through
   * gradual colour changes, and only the hue tells them apart.
   */
  const DEEP_SHADE: Rgb = [30, 20, 13];
  const COOL_BLACK: Rgb = [19, 21, 34];
  const COOL_TOP = { x0: 236, x1: 330, y0: 480 };
  function shadedLengthsOnCoolBlack(): { image: PixelImage; person: Float32Array } {
    const { image, person } = longHairPortrait();
    repaint(image, (x, y) => {
      if (y < 330 || x < COOL_TOP.x0 || x >= COOL_TOP.x1) return null;
      if (y < COOL_TOP.y0) return x >= LENGTHS.x0 ? mix(HAIR, DEEP_SHADE, (y - 330) / (COOL_TOP.y0 - 330)) : null;
      person[y * W + x] = 1;
      // The shade blends into the top over a few pixels, as a photo's soft edge does.
      return mix(DEEP_SHADE, COOL_BLACK, Math.min(1, (y - COOL_TOP.y0 + Math.max(0, LENGTHS.x0 - x)) / 40));
    });
    return { image, person };
  }

  it('greys the lengths\' deep shade but leaves a near-black top of another hue as it was', () => {
    const { image: shaded, person: onTop } = shadedLengthsOnCoolBlack();
    const aged = renderAging(shaded, planAging(shaded, landmarks, 1, onTop), agingEffects(30, 40));
    const top = (img: Uint8ClampedArray) => meanOver(img, COOL_TOP.x0 + 6, COOL_TOP.y0 + 50, COOL_TOP.x1 - 6, LONG - 4);
    expect(colourDistance(top(aged), top(shaded.data))).toBeLessThan(4);
    const deep = (img: Uint8ClampedArray) => meanOver(img, LENGTHS.x0 + 4, 440, LENGTHS.x1 - 4, COOL_TOP.y0 - 6);
    expect(luma(...deep(aged))).toBeGreaterThan(luma(...deep(shaded.data)) + 20);
  });

  it('greys black hair down to its deepest, coolest shade (its hue is no different from black clothes\')', () => {
    const BLACK_HAIR: Rgb = [22, 22, 24];
    const DEEPEST: Rgb = [6, 7, 12];
    const { image: dark, person: onDark } = longHairPortrait();
    repaint(dark, (x, y, i) => {
      if (x >= LENGTHS.x0 && x < LENGTHS.x1 && y >= 330) return mix(BLACK_HAIR, DEEPEST, Math.min(1, (y - 330) / 200));
      // The rest of the hair (the portrait's pixels of its colour) turns black too.
      return [0, 1, 2].every((c) => Math.abs(dark.data[i + c]! - HAIR[c]! - grainAt(x, y)) < 1) ? BLACK_HAIR : null;
    });
    const aged = renderAging(dark, planAging(dark, landmarks, 1, onDark), agingEffects(30, 40));
    const ends = (img: Uint8ClampedArray) => meanOver(img, LENGTHS.x0 + 4, 540, LENGTHS.x1 - 4, 600);
    expect(luma(...ends(aged))).toBeGreaterThan(luma(...ends(dark.data)) + 15);
  });

  it('makes the silver of the photo\'s light: dimmer in a dim photo, warm in warm light', () => {
    const { image: bright } = longHairPortrait();
    const dim = { ...bright, data: Uint8ClampedArray.from(bright.data, (v, i) => (i % 4 === 3 ? v : v * 0.5)) };
    const of = (img: PixelImage) => planAging(img, landmarks, 1, person).silver;
    expect(of(dim).base).toBeLessThan(of(bright).base - 0.15);
    expect(of(bright).tint.every((t) => t > 0.9 && t < 1.1)).toBe(true);
    const flat = (c: Rgb) => ({ width: 2, height: 2, data: Uint8ClampedArray.from({ length: 16 }, (_, i) => (i % 4 === 3 ? 255 : c[i % 4]!)) });
    const warm = photoSilver(flat([180, 120, 80]), 150, new Float32Array(4).fill(0.5), new Float32Array(4).fill(1)).tint;
    expect(warm[0]).toBeGreaterThan(warm[2] + 0.05);
    // A dark skin in a light photo: the silver is never darker than the hair it replaces.
    expect(photoSilver(flat([128, 128, 128]), 60, new Float32Array(4).fill(0.5), new Float32Array(4).fill(1)).base).toBeGreaterThanOrEqual(0.62);
  });
});
