// Painterly brush strokes: a solid body plus many thin "bristle" lines with jittered
// offset, tone and length, which reads as a real loaded brush dragged across a wall.
import { createRng, mixHex as mix, lighten, darken, fmt, sampleSpline } from '@wallart/imaging';

function offsetLine(pts, offset, from, to) {
  const out = [];
  for (let i = from; i <= to; i += 1) {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const p = pts[i];
    out.push(`${fmt(p[0] - (dy / len) * offset)},${fmt(p[1] + (dx / len) * offset)}`);
  }
  return out.join(' ');
}

/**
 * A brush stroke along control points.
 * progress (0..1) draws only the first part of the stroke, for "being painted" animation.
 */
export function brushStroke({ points, width, color, seed = 1, progress = 1, opacity = 1, bristles = 14 }) {
  const rng = createRng(seed);
  const pts = sampleSpline(points, 18);
  const last = Math.max(1, Math.floor((pts.length - 1) * Math.min(1, progress)));
  const parts = [];
  const body = offsetLine(pts, 0, 0, last);
  parts.push(`<polyline points="${body}" fill="none" stroke="${color}" stroke-width="${fmt(width * 0.82)}" stroke-linecap="round" stroke-linejoin="round"/>`);
  for (let i = 0; i < bristles; i += 1) {
    const off = (rng.next() - 0.5) * width;
    const edge = Math.abs(off) / (width / 2);
    const tone = rng.chance(0.5) ? lighten(color, rng.range(0.05, 0.28)) : darken(color, rng.range(0.04, 0.2));
    // Bristles near the edge run out of paint sooner, giving a dry-brush tail.
    const start = Math.floor(rng.range(0, 0.08 + edge * 0.1) * pts.length);
    const end = Math.min(last, Math.floor(pts.length * (1 - rng.range(0, 0.05 + edge * 0.25))));
    if (end - start < 2) continue;
    parts.push(
      `<polyline points="${offsetLine(pts, off, start, end)}" fill="none" stroke="${tone}" stroke-opacity="${fmt(rng.range(0.35, 0.9))}" stroke-width="${fmt(rng.range(0.06, 0.16) * width)}" stroke-linecap="round"/>`,
    );
  }
  // A few darker streaks add paint ridges.
  for (let i = 0; i < 3; i += 1) {
    const off = (rng.next() - 0.5) * width * 0.7;
    parts.push(
      `<polyline points="${offsetLine(pts, off, 0, last)}" fill="none" stroke="${mix(color, '#000000', 0.25)}" stroke-opacity="0.18" stroke-width="${fmt(width * 0.03)}" stroke-linecap="round"/>`,
    );
  }
  return `<g opacity="${opacity.toFixed(3)}">${parts.join('')}</g>`;
}
