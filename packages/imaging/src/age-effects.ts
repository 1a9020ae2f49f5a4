/**
 * The maths of the age-progression portraits (issue 11): how strongly each ageing effect applies
 * for the years added, and where on the face it goes, from the 68 face landmarks of
 * @vladmandic/face-api (iBUG 300-W layout: jaw 0-16, brows 17-26, nose 27-35, eyes 36-47, mouth
 * 48-67). Pure functions: the web's face tab draws with them on a canvas.
 */

import type { Point } from './homography';

export interface Ellipse {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Rotation in radians (the face's roll). */
  angle: number;
}

export const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

/** Hermite smoothstep: 0 at or below `edge0`, 1 at or above `edge1`. */
export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

// ---------------------------------------------------------------------------------------------
// Strength from years
// ---------------------------------------------------------------------------------------------

/**
 * The years a result is aged by: its age minus the age estimated from the photo. A result is
 * never aged by less than 8 years, and each one by at least 10 more than the one before, so the
 * four portraits always differ from the photo and from each other, even when the photo already
 * looks older than the target age.
 */
export function agingYears(estimatedAge: number, resultAge: number, index: number): number {
  const raw = resultAge - estimatedAge;
  return Math.max(raw, 8 + 10 * Math.max(0, Math.floor(index)));
}

/** Overall strength 0..1 for the years added: grows quickly over the first decades, then levels off. */
export function agingStrength(years: number): number {
  if (!(years > 0)) return 0;
  return clamp01(1 - Math.exp(-years / 22));
}

export interface AgingEffects {
  /** Hair turning grey or white. */
  greyHair: number;
  /** Hair thinning and the hairline receding at the temples. */
  hairThinning: number;
  /** Crow's feet at the eye corners and lines under the eyes. */
  eyeLines: number;
  foreheadLines: number;
  /** Nasolabial folds and marionette lines around the mouth. */
  mouthLines: number;
  /** Skin losing colour (0..1 of the way to grey). */
  skinDesaturation: number;
  /** Skin losing contrast (0..1 of the way to its mean). */
  skinContrastLoss: number;
  /** The jaw line softening (jowls), as a share of the largest sag. */
  jawSag: number;
  /** Age spots on the skin. */
  spots: number;
  /** The skin's own fine texture showing more, its tone uneven. */
  skinTexture: number;
}

/**
 * Each effect's strength for a face estimated at `estimatedAge` aged by `years`: the strength of
 * the years added, gated by the age reached (a child aged to 20 gets no grey hair; someone aged
 * to 70 gets every effect).
 */
export function agingEffects(estimatedAge: number, years: number): AgingEffects {
  const s = agingStrength(years);
  const age = Math.max(0, estimatedAge) + Math.max(0, years);
  const gate = (onset: number, full: number, floor = 0) => floor + (1 - floor) * smoothstep(onset, full, age);
  return {
    // Full grey only towards 75: at 60 salt and pepper, at 70 nearly all silver (issue 20: 60 and
    // 70 both reached full grey, so 70 read no older than 60).
    greyHair: clamp01(1.1 * s * gate(28, 76)),
    hairThinning: s * gate(38, 85),
    eyeLines: clamp01(1.3 * s * gate(18, 55, 0.4)),
    foreheadLines: clamp01(1.3 * s * gate(22, 60, 0.35)),
    mouthLines: clamp01(1.3 * s * gate(26, 65, 0.3)),
    // Past 50 the skin loses more colour and contrast, and age spots come (issue 20: 70 read
    // younger than 70). Below 50 these are as they were, so 20 to 30 stays a small change.
    skinDesaturation: clamp01(0.7 * s * gate(20, 75, 0.45) + 0.3 * s * gate(50, 80)),
    skinContrastLoss: clamp01(0.5 * s * gate(20, 75, 0.45) + 0.35 * s * gate(50, 80)),
    jawSag: s * gate(35, 80, 0.15),
    spots: clamp01(s * gate(40, 85, 0.1) + 0.45 * s * gate(55, 80)),
    skinTexture: clamp01(1.2 * s * gate(20, 70, 0.5)),
  };
}

// ---------------------------------------------------------------------------------------------
// Landmark geometry
// ---------------------------------------------------------------------------------------------

/**
 * The face's own frame: origin between the eye centres, x along the eyes, y down the face, one
 * unit = the distance between the eye centres. Lines are designed in face units and mapped to the
 * photo, so they follow a tilted or a small face.
 */
export interface FaceFrame {
  origin: Point;
  /** Pixels per face unit. */
  unit: number;
  /** Roll in radians (0 for level eyes). */
  angle: number;
}

export function toImage(frame: FaceFrame, u: number, v: number): Point {
  const cos = Math.cos(frame.angle);
  const sin = Math.sin(frame.angle);
  return {
    x: frame.origin.x + (u * cos - v * sin) * frame.unit,
    y: frame.origin.y + (u * sin + v * cos) * frame.unit,
  };
}

export function toFace(frame: FaceFrame, p: Point): { u: number; v: number } {
  const dx = (p.x - frame.origin.x) / frame.unit;
  const dy = (p.y - frame.origin.y) / frame.unit;
  const cos = Math.cos(frame.angle);
  const sin = Math.sin(frame.angle);
  return { u: dx * cos + dy * sin, v: -dx * sin + dy * cos };
}

const mean = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

export interface FaceGeometry {
  frame: FaceFrame;
  /** Face units of the features the effects are placed by. */
  browTopV: number;
  hairlineV: number;
  noseTipV: number;
  mouthV: number;
  chinV: number;
  /** Half the jaw's width at the cheekbones, in face units. */
  jawHalfWidth: number;
  /** The skin of the face, forehead included (face units → image via `frame`). */
  skin: Ellipse;
  /** Where hair grows: above and beside the forehead. */
  hair: Ellipse;
  /** Jaw contour in the image (landmarks 0-16). */
  jaw: Point[];
  /** Outer eye corners in the image: the photo's left eye (landmark 36) and right eye (45). */
  outerEyeCorners: [Point, Point];
}

/** The landmark count face-api's 68-point model gives. */
export const FACE_LANDMARK_COUNT = 68;

/** Where everything sits on this face. Throws unless given the 68 landmarks. */
export function faceGeometry(points: readonly Point[]): FaceGeometry {
  if (points.length !== FACE_LANDMARK_COUNT) throw new Error(`expected ${FACE_LANDMARK_COUNT} landmarks, got ${points.length}`);
  const eyeL = mean(points.slice(36, 42));
  const eyeR = mean(points.slice(42, 48));
  const dx = eyeR.x - eyeL.x;
  const dy = eyeR.y - eyeL.y;
  const unit = Math.max(1e-6, Math.hypot(dx, dy));
  const frame: FaceFrame = { origin: { x: (eyeL.x + eyeR.x) / 2, y: (eyeL.y + eyeR.y) / 2 }, unit, angle: Math.atan2(dy, dx) };
  const f = (i: number) => toFace(frame, points[i]!);
  const browTopV = Math.min(...[17, 18, 19, 20, 21, 22, 23, 24, 25, 26].map((i) => f(i).v));
  // A forehead is about as tall as the eyes are apart (brow to hairline ≈ 0.9 units).
  const hairlineV = browTopV - 0.9;
  const noseTipV = f(30).v;
  const mouthV = (f(48).v + f(54).v) / 2;
  const chinV = f(8).v;
  const jawHalfWidth = Math.max(0.5, (f(16).u - f(0).u) / 2);
  const skinCy = (hairlineV + chinV) / 2;
  const skinCenter = toImage(frame, (f(0).u + f(16).u) / 2, skinCy);
  const hairCenter = toImage(frame, 0, hairlineV + 0.15);
  return {
    frame,
    browTopV,
    hairlineV,
    noseTipV,
    mouthV,
    chinV,
    jawHalfWidth,
    skin: { cx: skinCenter.x, cy: skinCenter.y, rx: jawHalfWidth * 0.98 * unit, ry: ((chinV - hairlineV) / 2) * unit, angle: frame.angle },
    hair: { cx: hairCenter.x, cy: hairCenter.y, rx: jawHalfWidth * 1.45 * unit, ry: 1.25 * unit, angle: frame.angle },
    jaw: points.slice(0, 17).map((p) => ({ ...p })),
    outerEyeCorners: [{ ...points[36]! }, { ...points[45]! }],
  };
}

/**
 * How far inside an ellipse a point is: 1 well inside, 0 outside, a soft edge `feather` (a share
 * of the radius) wide.
 */
export function ellipseWeight(p: Point, e: Ellipse, feather: number): number {
  const cos = Math.cos(-e.angle);
  const sin = Math.sin(-e.angle);
  const x = (p.x - e.cx) * cos - (p.y - e.cy) * sin;
  const y = (p.x - e.cx) * sin + (p.y - e.cy) * cos;
  const r = Math.hypot(x / e.rx, y / e.ry);
  return 1 - smoothstep(1 - feather, 1, r);
}

/**
 * Where hair may be, 0..1: above the hairline across the head, over the forehead down to just
 * above the brows (a fringe), and beside the face from the temples down past the chin. Never the
 * brows or eyes (their dark pixels are not hair). A region only: the matte (age-pixels.ts) keeps
 * its hair-coloured pixels connected to the hair at the hairline.
 */
export function hairRegionWeight(g: FaceGeometry, p: Point): number {
  const { u, v } = toFace(g.frame, p);
  return hairRegionWeightAt(g, u, v);
}

/** `hairRegionWeight` at face coordinates (u, v): the matte asks for every pixel near the head. */
export function hairRegionWeightAt(g: FaceGeometry, u: number, v: number): number {
  const w = g.jawHalfWidth;
  const au = Math.abs(u);
  const crown = (1 - smoothstep(0.75, 1.1, Math.hypot(u / (w * 1.6), (v - g.hairlineV) / 1.7))) * (1 - smoothstep(g.hairlineV - 0.05, g.hairlineV + 0.12, v));
  // Beside the face, down past the chin for long hair (the hair's colour keeps the background out).
  const sides = smoothstep(w * 0.75, w * 0.9, au) * (1 - smoothstep(w * 1.5, w * 2.0, au)) * (1 - smoothstep(g.chinV + 0.3, g.chinV + 1.3, v)) * smoothstep(g.hairlineV - 0.6, g.hairlineV, v);
  // Hair falling over the forehead, from the hairline down (above it the crown's reach applies:
  // a fringe band open upwards reached the image's top edge, over whatever stood behind the head,
  // sample photo 5); the forehead's skin is told from it by colour.
  const fringe = (1 - smoothstep(w * 0.85, w * 1.0, au)) * (1 - smoothstep(g.browTopV - 0.3, g.browTopV - 0.12, v)) * smoothstep(g.hairlineV - 0.6, g.hairlineV - 0.3, v);
  return Math.max(crown, sides, fringe);
}

/**
 * Where thinning shows first, 0..1: a band along the hairline, deepest at the temples (the
 * receding "M"), so thinning hair gives way to skin there.
 */
export function hairThinningWeight(g: FaceGeometry, p: Point): number {
  const { u, v } = toFace(g.frame, p);
  return hairThinningWeightAt(g, u, v);
}

/** `hairThinningWeight` at face coordinates (u, v). */
export function hairThinningWeightAt(g: FaceGeometry, u: number, v: number): number {
  const w = g.jawHalfWidth;
  const temple = smoothstep(0.15, 0.55, Math.abs(u) / w) * (1 - smoothstep(0.85, 1.05, Math.abs(u) / w));
  const depth = 0.25 + 0.35 * temple;
  const band = smoothstep(g.hairlineV - depth, g.hairlineV - depth * 0.4, v) * (1 - smoothstep(g.hairlineV + 0.02, g.hairlineV + 0.1, v));
  return band * (1 - smoothstep(w * 0.95, w * 1.1, Math.abs(u)));
}

/**
 * Softening of the jaw line: how far (in pixels, downwards in the face's frame) the skin at `p`
 * sags. Largest on the jowls beside the chin, fading with the distance from the jaw contour and
 * zero above the mouth; `sag` is the effect's strength.
 */
export function jawSagOffset(g: FaceGeometry, p: Point, sag: number): Point {
  if (sag <= 0) return { x: 0, y: 0 };
  const { u, v } = toFace(g.frame, p);
  const dv = sag * jawSagAt(g, jawInFace(g), u, v);
  if (dv === 0) return { x: 0, y: 0 };
  return { x: -Math.sin(g.frame.angle) * dv, y: Math.cos(g.frame.angle) * dv };
}

/** The jaw contour in face units, flat (u, v, u, v, …), for `jawSagAt`. */
export function jawInFace(g: FaceGeometry): Float64Array {
  const out = new Float64Array(g.jaw.length * 2);
  g.jaw.forEach((q, k) => {
    const { u, v } = toFace(g.frame, q);
    out[k * 2] = u;
    out[k * 2 + 1] = v;
  });
  return out;
}

/**
 * `jawSagOffset` at full strength as a distance in pixels down the face, at face coordinates
 * (u, v), with the jaw from `jawInFace`: the plan asks for every pixel of the lower face.
 */
export function jawSagAt(g: FaceGeometry, jaw: Float64Array, u: number, v: number): number {
  if (v < g.mouthV - 0.1) return 0;
  let nearest2 = Infinity;
  for (let k = 0; k < jaw.length; k += 2) {
    const du = jaw[k]! - u;
    const dv = jaw[k + 1]! - v;
    const d2 = du * du + dv * dv;
    if (d2 < nearest2) nearest2 = d2;
  }
  const nearJaw = Math.exp(-nearest2 / (0.22 * 0.22));
  const jowl = smoothstep(0.15, 0.55, Math.abs(u) / g.jawHalfWidth) * (1 - smoothstep(0.85, 1.2, Math.abs(u) / g.jawHalfWidth));
  const belowMouth = smoothstep(g.mouthV - 0.1, g.mouthV + 0.2, v);
  return 0.09 * nearJaw * (0.35 + 0.65 * jowl) * belowMouth * g.frame.unit;
}

// ---------------------------------------------------------------------------------------------
// Colour
// ---------------------------------------------------------------------------------------------

export type Rgb = [number, number, number];

/** Rec. 709 luma of an 8-bit colour, 0..255. */
export const luma = (r: number, g: number, b: number): number => 0.2126 * r + 0.7152 * g + 0.0722 * b;
