/**
 * The ageing engine's plan (age-pixels.ts): the work that does not depend on the age, done once
 * per photo (masks, shading fields, displacement).
 */
import { faceGeometry, jawInFace, jawSagAt, luma, smoothstep, toFace, toImage, type FaceGeometry, type Rgb } from './age-effects';
import type { Point } from './homography';
import { blur, blurAround, fillPolygon, fillPolygonInto, hash01, noise2, type PixelImage } from './age-masks';
import { colourDistance3, medianByLuma, sampleBackground, sampleHairShades, sampleSkin, sampleSurroundings } from './age-colours';
import { faceCreases, rasteriseCrease, type CreaseField } from './age-lines';
import { hairMatte, personMatteFits } from './age-hair';
import { photoSilver, type Silver } from './age-render';

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
