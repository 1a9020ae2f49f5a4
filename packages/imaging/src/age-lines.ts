/**
 * The ageing engine's lines and folds (age-pixels.ts): where the creases of an older face go, their
 * cross-section, how each is rasterised, and how many show at a given strength.
 */
import { smoothstep, toFace, toImage, type FaceGeometry } from './age-effects';
import type { Point } from './homography';
import { hash01, noise1 } from './age-masks';

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

export interface CreaseField {
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
export function rasteriseCrease(c: Crease, width: number, height: number, seed: number): CreaseField | null {
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

/** How much of a crease shows at its group's strength: lines come one by one as the years add up. */
export function creaseVisibility(strength: number, onset: number): number {
  if (strength <= 0) return 0;
  return smoothstep(onset, onset + 0.3, strength) * (0.35 + 0.65 * strength);
}
