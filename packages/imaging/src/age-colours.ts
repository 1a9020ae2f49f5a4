/**
 * The ageing engine's colour sampling (age-pixels.ts): the skin, the hair's shades, the
 * surroundings and the background of a photo, and how near a pixel is to the hair's colours.
 */
import { clamp01, luma, smoothstep, toFace, toImage, type FaceGeometry, type Rgb } from './age-effects';
import { personWeight, type PixelImage } from './age-masks';

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

export const medianByLuma = (values: Rgb[], fallback: Rgb): Rgb => {
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
export function colourDistance3(r1: number, g1: number, b1: number, r2: number, g2: number, b2: number): number {
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
export function distanceCoordinates(colours: readonly Rgb[]): Float32Array {
  const out = new Float32Array(colours.length * 3);
  colours.forEach(([r, g, b], k) => writeCoordinates(out, k, r, g, b));
  return out;
}

/** One colour's `distanceCoordinates`, written at index `k` of `out`. */
export function writeCoordinates(out: Float32Array, k: number, r: number, g: number, b: number): void {
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
