/**
 * The ageing engine's render (age-pixels.ts): one portrait from the plan and the effects'
 * strengths, in a single pass; grey hair in the photo's own light.
 */
import { clamp01, luma, smoothstep, type AgingEffects, type Rgb } from './age-effects';
import { softLight, type PixelImage } from './age-masks';
import { creaseVisibility, type CreaseGroup } from './age-lines';
import type { AgingPlan } from './age-plan';

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
