/** Small SVG building blocks for the procedural engine (the server's generation and scripts/media draw with them). */
import type { Rng } from './rng';

export type PathPoint = readonly [number, number];

/** One decimal is plenty at 1024 px and keeps the source small. */
export const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

export function linear(id: string, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const s = stops.map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
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
 * darker tone (after scripts/media/lib/brush.mjs, with fewer bristles to keep renders short).
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
