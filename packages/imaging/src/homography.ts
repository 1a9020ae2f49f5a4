/**
 * Four-corner perspective placement (issue 12 "Adjust perspective"): the projective transform
 * (homography) that maps one quadrilateral onto another, as photo editors do. A 3x3 matrix in
 * row-major order with h[8] = 1; a point (x, y) maps to ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w)
 * with w = h6 x + h7 y + 1. Solved directly (8 equations, Gaussian elimination with partial pivoting)
 * instead of pulling in a library for 60 lines.
 */

export interface Point {
  x: number;
  y: number;
}

/** Four corners in the order top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** A 3x3 homography, row-major. */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

/** Solves A x = b in place; null when A is singular (three corners on one line, or repeated corners). */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    }
    if (Math.abs(a[pivot]![col]!) < 1e-12) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    for (let row = col + 1; row < n; row++) {
      const f = a[row]![col]! / a[col]![col]!;
      if (f === 0) continue;
      for (let k = col; k < n; k++) a[row]![k]! -= f * a[col]![k]!;
      b[row]! -= f * b[col]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = b[row]!;
    for (let k = row + 1; k < n; k++) sum -= a[row]![k]! * x[k]!;
    x[row] = sum / a[row]![row]!;
  }
  return x;
}

/** True when some three corners lie on one line (or coincide): no homography maps a rectangle there. */
function hasThreeInLine(quad: Quad): boolean {
  const scale = Math.max(1, ...quad.map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))));
  for (let skip = 0; skip < 4; skip++) {
    const [p, q, r] = quad.filter((_, i) => i !== skip) as [Point, Point, Point];
    const cross = (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
    if (Math.abs(cross) <= 1e-9 * scale * scale) return true;
  }
  return false;
}

/**
 * The homography taking each corner of `from` to the same corner of `to`, or null when either
 * quadrilateral is degenerate (three points on a line).
 */
export function homographyFromQuads(from: Quad, to: Quad): Homography | null {
  if (hasThreeInLine(from) || hasThreeInLine(to)) return null;
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  if (!h || !h.every(Number.isFinite)) return null;
  return [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
}

/** Where `point` lands under `h`; NaN coordinates when it maps to infinity (behind the horizon). */
export function applyHomography(h: Homography, point: Point): Point {
  const w = h[6] * point.x + h[7] * point.y + h[8];
  if (Math.abs(w) < 1e-12) return { x: Number.NaN, y: Number.NaN };
  return { x: (h[0] * point.x + h[1] * point.y + h[2]) / w, y: (h[3] * point.x + h[4] * point.y + h[5]) / w };
}

/** The inverse transform (to go back from the wall to the artwork), normalised so its last entry is 1; null if singular. */
export function invertHomography(h: Homography): Homography | null {
  const [a, b, c, d, e, f, g, k, l] = h;
  const A = e * l - f * k;
  const B = -(d * l - f * g);
  const C = d * k - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) return null;
  const inv = [A, -(b * l - c * k), b * f - c * e, B, a * l - c * g, -(a * f - c * d), C, -(a * k - b * g), a * e - b * d];
  const s = inv[8]!;
  const norm = Math.abs(s) > 1e-12 ? s : det;
  return inv.map((v) => v / norm) as unknown as Homography;
}

/** The rectangle (0,0)-(width,height) as a Quad, corners in Quad order. */
export function rectQuad(width: number, height: number, x = 0, y = 0): Quad {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

/**
 * The CSS `matrix3d(...)` that draws an element of `width` x `height` (transform-origin 0 0) onto
 * `to`. Column-major, as CSS wants it.
 */
export function cssMatrix3d(width: number, height: number, to: Quad): string | null {
  const h = homographyFromQuads(rectQuad(width, height), to);
  if (!h) return null;
  const m = [h[0], h[3], 0, h[6], h[1], h[4], 0, h[7], 0, 0, 1, 0, h[2], h[5], 0, h[8]];
  return `matrix3d(${m.map((v) => +v.toFixed(10)).join(',')})`;
}

/**
 * True when the quadrilateral is convex and its corners run in the same (clockwise, on screen)
 * order as the rectangle: a placement the art can be drawn into without folding over itself.
 */
export function isConvexQuad(quad: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const p = quad[i]!;
    const q = quad[(i + 1) % 4]!;
    const r = quad[(i + 2) % 4]!;
    const cross = (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x);
    if (Math.abs(cross) < 1e-9) return false;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return sign > 0;
}
