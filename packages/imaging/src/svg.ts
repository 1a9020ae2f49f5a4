/**
 * Small SVG building blocks: the server's procedural engine (images/generation) and the landing
 * media (scripts/media) draw with the same ones.
 */
import type { Rng } from './rng';

export type PathPoint = readonly [number, number];

/** One decimal is plenty at 1024 px and keeps the source small. */
export const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

/** A root SVG document: draws in a view box and rasterises at outW x outH. */
export function svgDoc(
  { viewW, viewH, outW = viewW, outH = viewH, viewX = 0, viewY = 0 }: { viewW: number; viewH: number; outW?: number; outH?: number; viewX?: number; viewY?: number },
  body: string,
  defs = '',
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}" viewBox="${viewX} ${viewY} ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;
}

/** A drawing made for a viewW x viewH box, placed into a target rectangle. */
export function nest(x: number, y: number, width: number, height: number, viewW: number, viewH: number, inner: string, clipId = ''): string {
  const clip = clipId ? ` clip-path="url(#${clipId})"` : '';
  return `<svg x="${fmt(x)}" y="${fmt(y)}" width="${fmt(width)}" height="${fmt(height)}" viewBox="0 0 ${viewW} ${viewH}" preserveAspectRatio="xMidYMid slice"${clip}>${inner}</svg>`;
}

export function linear(id: string, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

/** A Gaussian blur filter; its region padded so soft shadows are not clipped. */
export function blurFilter(id: string, std: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`;
}

/**
 * A film-grain or plaster texture for an opaque group: zero-mean noise added to the source colours
 * (arithmetic composite), which keeps the average tone unchanged.
 */
export function grainFilter(id: string, { freq = 0.9, strength = 0.08, seed = 3, octaves = 2 }: { freq?: number; strength?: number; seed?: number; octaves?: number } = {}): string {
  return `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/><feColorMatrix type="matrix" values="0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0 0 0 0 1" result="g"/><feComposite in="SourceGraphic" in2="g" operator="arithmetic" k1="0" k2="1" k3="${strength}" k4="${-strength / 2}"/></filter>`;
}

/** Smooth path through points (Catmull-Rom as cubic Béziers). */
export function smoothPath(points: readonly PathPoint[], closed = false): string {
  const n = points.length;
  if (n < 2) return '';
  const at = (i: number): PathPoint => (closed ? points[(i + n) % n] : points[Math.max(0, Math.min(n - 1, i))]) as PathPoint;
  let d = `M${fmt(at(0)[0])},${fmt(at(0)[1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${fmt(c1[0] as number)},${fmt(c1[1] as number)} ${fmt(c2[0] as number)},${fmt(c2[1] as number)} ${fmt(p2[0])},${fmt(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Densely sampled points along a Catmull-Rom spline (for drawing part of a stroke). */
export function sampleSpline(points: readonly PathPoint[], perSegment = 16): PathPoint[] {
  const out: PathPoint[] = [];
  const n = points.length;
  const at = (i: number): PathPoint => points[Math.max(0, Math.min(n - 1, i))] as PathPoint;
  for (let i = 0; i < n - 1; i += 1) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    for (let s = 0; s < perSegment; s += 1) {
      const t = s / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (k: 0 | 1) =>
        0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([f(0), f(1)]);
    }
  }
  out.push(at(n - 1));
  return out;
}

/** An organic closed blob around (cx, cy). */
export function blob(rng: Rng, cx: number, cy: number, r: number, wobble = 0.25, points = 8): string {
  const pts: PathPoint[] = [];
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * Math.PI * 2;
    const rr = r * (1 - wobble / 2 + rng.next() * wobble);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return smoothPath(pts, true);
}

/**
 * A painterly brush stroke along control points: a body and a few bristle lines of lighter and
 * darker tone (like scripts/media/lib/brush.mjs, with fewer bristles to keep renders short).
 */
export function brushStroke(rng: Rng, points: readonly PathPoint[], width: number, color: string, tones: [string, string], opacity = 0.92): string {
  const d = smoothPath(points);
  let out = `<path d="${d}" fill="none" stroke="${color}" stroke-width="${fmt(width * 0.82)}" stroke-linecap="round"/>`;
  for (let i = 0; i < 5; i += 1) {
    const off = (rng.next() - 0.5) * width * 0.8;
    const shifted = points.map(([x, y]) => [x, y + off] as const);
    out += `<path d="${smoothPath(shifted)}" fill="none" stroke="${tones[i % 2]}" stroke-opacity="${fmt(rng.range(0.3, 0.7))}" stroke-width="${fmt(width * rng.range(0.05, 0.14))}" stroke-linecap="round"/>`;
  }
  return `<g opacity="${opacity.toFixed(2)}">${out}</g>`;
}

export const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
