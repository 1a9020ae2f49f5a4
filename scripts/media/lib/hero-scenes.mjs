// Frame generators for the two hero loops (docs/product/landing.md#home-hero home hero). Both are exactly
// periodic in time, so the last frame flows into the first.
import sharp from 'sharp';
import { createRng, BRAND as brand, lighten, fmt, linear, radial, grainFilter, blob, smoothPath } from '@wallart/imaging';
import { brushStroke } from './brush.mjs';

export const W = 1280;
export const H = 720;
const ease = (x) => (x < 0 ? 0 : x > 1 ? 1 : x * x * (3 - 2 * x));

/* ---------- Hero 1: brush strokes painting themselves across a plaster wall ---------- */

export const strokesLoop = { fps: 24, frames: 216, strokes: 7 };

function plasterWall() {
  const defs = `${linear('w', [[0, '#f3ebdd'], [1, '#e6d8c4']], 0, 0, 1, 1)}${radial('lit', [[0, '#ffffff', 0.35], [1, '#ffffff', 0]], 0.3, 0.25, 0.7)}${radial('vig', [[0.5, '#000', 0], [1, '#000', 0.28]], 0.5, 0.5, 0.8)}${grainFilter('pl', { freq: 0.5, strength: 0.07, octaves: 4, seed: 2 })}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${defs}</defs><g filter="url(#pl)"><rect width="${W}" height="${H}" fill="url(#w)"/><rect width="${W}" height="${H}" fill="url(#lit)"/></g></svg>`;
}

function vignette() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${radial('vig', [[0.55, '#000', 0], [1, '#000', 0.3]], 0.5, 0.5, 0.8)}</defs><rect width="${W}" height="${H}" fill="url(#vig)"/></svg>`;
}

function strokePlan() {
  const rng = createRng(2024);
  const colors = [brand.terracotta, brand.navy, brand.mustard, brand.sage, brand.teal, brand.blush, brand.plum];
  // Start/end heights are spread over the whole frame and cross each other, so the
  // strokes read as big diagonal sweeps rather than stripes.
  const lanes = [0.18, 0.78, 0.4, 0.9, 0.1, 0.6, 0.3];
  return colors.map((color, i) => {
    const y0 = H * (lanes[i] ?? 0.5);
    const y1 = H * (lanes[(i + 3) % lanes.length] ?? 0.5);
    const pts = [];
    for (let k = 0; k < 5; k += 1) {
      const u = k / 4;
      pts.push([W * (-0.12 + u * 1.24), y0 + (y1 - y0) * u + Math.sin(u * Math.PI) * rng.range(-0.18, 0.18) * H]);
    }
    if (i % 2 === 1) pts.reverse();
    return { color, points: pts, width: rng.range(90, 150), seed: 300 + i, start: i / colors.length };
  });
}

/** Returns an async function rendering frame n (0-based) to a PNG buffer. */
export async function strokesRenderer() {
  const { frames } = strokesLoop;
  const wall = await sharp(Buffer.from(plasterWall())).png().toBuffer();
  const vig = await sharp(Buffer.from(vignette())).png().toBuffer();
  const plan = strokePlan();
  const life = 0.82; // share of the loop a stroke stays on the wall
  return async (n) => {
    const t = n / frames;
    // Draw oldest first so fresh paint lies on top.
    const live = plan
      .map((s) => ({ ...s, age: (((t - s.start) % 1) + 1) % 1 }))
      .filter((s) => s.age < life)
      .sort((a, b) => b.age - a.age);
    let body = '';
    for (const s of live) {
      const progress = ease(s.age / 0.16);
      const fade = s.age > life - 0.14 ? 1 - ease((s.age - (life - 0.14)) / 0.14) : 1;
      body += brushStroke({ points: s.points, width: s.width, color: s.color, seed: s.seed, progress, opacity: 0.93 * fade, bristles: 26 });
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`;
    const layer = await sharp(Buffer.from(svg)).png().toBuffer();
    return sharp(wall).composite([{ input: layer }, { input: vig }]).png({ compressionLevel: 1 }).toBuffer();
  };
}

/* ---------- Hero 2: slow pan across a wrap-around mural with blooming shapes ---------- */

export const muralLoop = { fps: 24, frames: 240, period: 1440 };

function wrapped(P, x, draw) {
  return [x - P, x, x + P].map((xx) => draw(xx)).join('');
}

function muralStrip() {
  const P = muralLoop.period;
  const SW = P + W;
  const rng = createRng(99);
  const defs = `${linear('bg', [[0, '#1d2b4a'], [1, '#2c1f3d']])}${grainFilter('mg', { freq: 0.6, strength: 0.08, octaves: 3, seed: 5 })}`;
  let body = `<rect width="${SW}" height="${H}" fill="url(#bg)"/>`;
  // Large sun discs and arches.
  const discs = [
    { x: 180, y: 250, r: 190, c: brand.terracotta },
    { x: 620, y: 470, r: 240, c: brand.teal },
    { x: 980, y: 200, r: 150, c: brand.mustard },
    { x: 1260, y: 520, r: 200, c: brand.plum },
  ];
  for (const d of discs) body += wrapped(P, d.x, (x) => `<circle cx="${fmt(x)}" cy="${d.y}" r="${d.r}" fill="${d.c}"/>`);
  for (const [x, c] of [[420, brand.sand], [1120, brand.blush]]) {
    body += wrapped(P, x, (xx) => [0, 1, 2, 3].map((k) => `<path d="M${fmt(xx - 170 + k * 40)},${H} A${170 - k * 40},${170 - k * 40} 0 0 1 ${fmt(xx + 170 - k * 40)},${H} Z" fill="${k % 2 ? '#1d2b4a' : c}"/>`).join(''));
  }
  // Flowing bands whose sine periods divide the loop length so they join seamlessly.
  const bands = [
    { y: 300, a: 70, k: 2, c: brand.sage, w: 46 },
    { y: 380, a: 55, k: 3, c: brand.coral, w: 30 },
    { y: 200, a: 40, k: 4, c: brand.cream, w: 12 },
  ];
  for (const b of bands) {
    const pts = [];
    for (let x = -40; x <= SW + 40; x += 24) pts.push([x, b.y + Math.sin((x / P) * Math.PI * 2 * b.k + b.y) * b.a]);
    body += `<path d="${smoothPath(pts)}" fill="none" stroke="${b.c}" stroke-width="${b.w}" stroke-linecap="round" opacity="0.95"/>`;
  }
  // Leaf clusters and dot patterns.
  for (let i = 0; i < 6; i += 1) {
    const x = rng.range(0, P);
    const y = rng.range(120, 620);
    const c = rng.pick([brand.sage, brand.forest, brand.mustard, brand.cream]);
    const ang = rng.range(-60, 60);
    body += wrapped(P, x, (xx) => [0, 1, 2, 3, 4].map((k) => `<ellipse cx="${fmt(xx)}" cy="${fmt(y - 60)}" rx="22" ry="70" fill="${c}" transform="rotate(${fmt(ang - 60 + k * 30)} ${fmt(xx)} ${fmt(y)})"/>`).join(''));
  }
  for (let i = 0; i < 40; i += 1) {
    const x = rng.range(0, P);
    const y = rng.range(30, 690);
    const r = rng.range(4, 11);
    const c = rng.pick([brand.cream, brand.mustard, brand.blush]);
    body += wrapped(P, x, (xx) => `<circle cx="${fmt(xx)}" cy="${fmt(y)}" r="${fmt(r)}" fill="${c}" opacity="0.85"/>`);
  }
  for (let i = 0; i < 4; i += 1) {
    const x = rng.range(0, P);
    const y = rng.range(100, 600);
    body += wrapped(P, x, (xx) => `<path d="${blob(createRng(400 + i), xx, y, 70, 0.5)}" fill="${lighten(brand.blush, 0.1)}" opacity="0.9"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SW}" height="${H}"><defs>${defs}</defs><g filter="url(#mg)">${body}</g></svg>`;
}

function blooms(t) {
  // Soft glowing rings that open and fade; each has its own phase in the loop.
  const rng = createRng(7);
  let body = '';
  for (let i = 0; i < 6; i += 1) {
    const phase = (((t - i / 6) % 1) + 1) % 1;
    const x = rng.range(120, W - 120);
    const y = rng.range(120, H - 120);
    const c = rng.pick([brand.mustard, brand.blush, brand.cream, brand.sage]);
    const r = 20 + ease(phase / 0.6) * 170;
    const o = Math.sin(Math.PI * Math.min(1, phase / 0.7)) * 0.55;
    if (o > 0.01) body += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r)}" fill="url(#glow${i % 2})" opacity="${o.toFixed(3)}"/><circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r * 0.7)}" fill="none" stroke="${c}" stroke-width="3" opacity="${(o * 0.8).toFixed(3)}"/>`;
  }
  const sweepX = -400 + t * (W + 800);
  const defs = `${radial('glow0', [[0, '#fff3d6', 0.6], [1, '#fff3d6', 0]])}${radial('glow1', [[0, '#f4b9a8', 0.55], [1, '#f4b9a8', 0]])}${linear('sweep', [[0, '#ffffff', 0], [0.5, '#ffffff', 0.1], [1, '#ffffff', 0]], 0, 0, 1, 0)}${radial('vig', [[0.55, '#000', 0], [1, '#000', 0.35]], 0.5, 0.5, 0.8)}`;
  body += `<rect x="${fmt(sweepX)}" y="0" width="400" height="${H}" fill="url(#sweep)" transform="skewX(-15)"/>`;
  body += `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`;
}

export async function muralRenderer() {
  const { frames, period } = muralLoop;
  const strip = await sharp(Buffer.from(muralStrip())).png().toBuffer();
  const step = period / frames; // 6 px per frame: whole pixels, so no resampling shimmer
  return async (n) => {
    const left = Math.round(n * step) % period;
    const base = await sharp(strip).extract({ left, top: 0, width: W, height: H }).png().toBuffer();
    const overlay = await sharp(Buffer.from(blooms(n / frames))).png().toBuffer();
    return sharp(base).composite([{ input: overlay }]).png({ compressionLevel: 1 }).toBuffer();
  };
}
