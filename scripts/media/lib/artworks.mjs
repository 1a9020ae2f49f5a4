// Eight procedural artworks. Each is a function (w, h, uid) returning SVG markup for a
// w x h box, so the same art can be a 1024 px sample, a framed print in a room or a
// full-wall mural in a portfolio shot. uid keeps gradient/filter ids unique per use.
import { createRng, BRAND as brand, lighten, darken, fmt, smoothPath, linear, radial, blurFilter, grainFilter, blob } from '@wallart/imaging';
import { brushStroke } from './brush.mjs';

function abstractStrokes(w, h, uid) {
  const rng = createRng(11);
  const s = Math.min(w, h);
  const colors = [brand.terracotta, brand.navy, brand.mustard, brand.sage, brand.blush, brand.teal, brand.terracotta, brand.ink];
  let body = `<rect width="${w}" height="${h}" fill="${brand.cream}"/>`;
  body += `<path d="${blob(rng, w * 0.62, h * 0.42, s * 0.3, 0.3)}" fill="${brand.sand}" opacity="0.55"/>`;
  colors.forEach((c, i) => {
    const y = h * (0.15 + 0.72 * ((i * 0.37) % 1));
    const pts = [];
    for (let k = 0; k < 5; k += 1) pts.push([w * (-0.05 + k * 0.27), y + rng.range(-0.12, 0.12) * h]);
    if (i % 3 === 2) pts.reverse();
    body += brushStroke({ points: pts, width: s * rng.range(0.06, 0.13), color: c, seed: 100 + i, opacity: 0.92 });
  });
  body += `<circle cx="${w * 0.74}" cy="${h * 0.3}" r="${s * 0.07}" fill="${brand.ink}"/>`;
  return `<defs>${grainFilter(`${uid}g`, { strength: 0.1, freq: 1.1 })}</defs><g filter="url(#${uid}g)">${body}</g>`;
}

function minimalArches(w, h, uid) {
  const cx = w / 2;
  const base = h * 0.86;
  const colors = [brand.terracotta, brand.blush, brand.sand, lighten(brand.sage, 0.2), brand.cream];
  let body = `<rect width="${w}" height="${h}" fill="#efe6d8"/>`;
  body += `<circle cx="${w * 0.72}" cy="${h * 0.26}" r="${Math.min(w, h) * 0.09}" fill="${brand.mustard}"/>`;
  const R = Math.min(w * 0.36, h * 0.5);
  colors.forEach((c, i) => {
    const r = R * (1 - i * 0.17);
    body += `<path d="M${fmt(cx - r)},${fmt(base)} A${fmt(r)},${fmt(r)} 0 0 1 ${fmt(cx + r)},${fmt(base)} Z" fill="${c}"/>`;
  });
  body += `<rect x="0" y="${fmt(base)}" width="${w}" height="${fmt(h - base)}" fill="#e4d6c3"/>`;
  body += `<rect x="${fmt(w * 0.1)}" y="${fmt(base)}" width="${fmt(w * 0.8)}" height="${fmt(h * 0.006)}" fill="${darken('#e4d6c3', 0.15)}"/>`;
  return `<defs>${grainFilter(`${uid}g`, { strength: 0.07 })}</defs><g filter="url(#${uid}g)">${body}</g>`;
}

function colourField(w, h, uid) {
  const defs = `${blurFilter(`${uid}b`, Math.min(w, h) * 0.012)}${grainFilter(`${uid}g`, { strength: 0.12, freq: 0.7, octaves: 3 })}${linear(`${uid}t`, [[0, '#c8553d'], [1, '#a63d2f']])}${linear(`${uid}m`, [[0, '#f2a541'], [1, '#e07a1f']])}`;
  const m = w * 0.08;
  let body = `<rect width="${w}" height="${h}" fill="#7a2e2a"/>`;
  body += `<g filter="url(#${uid}b)">`;
  body += `<rect x="${m}" y="${h * 0.07}" width="${w - 2 * m}" height="${h * 0.44}" rx="${w * 0.02}" fill="url(#${uid}t)"/>`;
  body += `<rect x="${m}" y="${h * 0.56}" width="${w - 2 * m}" height="${h * 0.12}" rx="${w * 0.02}" fill="#3b1f2b" opacity="0.85"/>`;
  body += `<rect x="${m}" y="${h * 0.72}" width="${w - 2 * m}" height="${h * 0.21}" rx="${w * 0.02}" fill="url(#${uid}m)"/>`;
  body += '</g>';
  return `<defs>${defs}</defs><g filter="url(#${uid}g)">${body}</g>`;
}

function geometricBauhaus(w, h, uid) {
  const rng = createRng(7);
  const cols = 4;
  const rows = Math.max(3, Math.round((cols * h) / w));
  const cw = w / cols;
  const ch = h / rows;
  const palette = [brand.terracotta, brand.mustard, brand.navy, brand.sage, brand.cream, brand.blush, brand.teal];
  let body = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = c * cw;
      const y = r * ch;
      const bg = palette[(r * 3 + c * 2) % palette.length];
      let fg = rng.pick(palette);
      if (fg === bg) fg = brand.ink;
      body += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(cw + 0.5)}" height="${fmt(ch + 0.5)}" fill="${bg}"/>`;
      const kind = (r * 5 + c * 3 + rng.int(0, 2)) % 5;
      const rr = Math.min(cw, ch);
      if (kind === 0) {
        const corner = rng.int(0, 3);
        const px = x + (corner % 2) * cw;
        const py = y + Math.floor(corner / 2) * ch;
        body += `<circle cx="${fmt(px)}" cy="${fmt(py)}" r="${fmt(rr)}" fill="${fg}" clip-path="url(#${uid}c${r}_${c})"/>`;
      } else if (kind === 1) {
        body += `<circle cx="${fmt(x + cw / 2)}" cy="${fmt(y + ch / 2)}" r="${fmt(rr * 0.36)}" fill="${fg}"/>`;
      } else if (kind === 2) {
        body += `<path d="M${fmt(x)},${fmt(y + ch)} A${fmt(cw / 2)},${fmt(cw / 2)} 0 0 1 ${fmt(x + cw)},${fmt(y + ch)} Z" fill="${fg}"/>`;
      } else if (kind === 3) {
        body += `<path d="M${fmt(x)},${fmt(y)} L${fmt(x + cw)},${fmt(y)} L${fmt(x)},${fmt(y + ch)} Z" fill="${fg}"/>`;
      } else {
        for (let k = 0; k < 3; k += 1) body += `<rect x="${fmt(x + cw * 0.18)}" y="${fmt(y + ch * (0.2 + k * 0.24))}" width="${fmt(cw * 0.64)}" height="${fmt(ch * 0.1)}" rx="${fmt(ch * 0.05)}" fill="${fg}"/>`;
      }
    }
  }
  let clips = '';
  for (let r = 0; r < rows; r += 1) for (let c = 0; c < cols; c += 1) clips += `<clipPath id="${uid}c${r}_${c}"><rect x="${fmt(c * cw)}" y="${fmt(r * ch)}" width="${fmt(cw)}" height="${fmt(ch)}"/></clipPath>`;
  return `<defs>${clips}${grainFilter(`${uid}g`, { strength: 0.06 })}</defs><g filter="url(#${uid}g)">${body}</g>`;
}

function leaf(x, y, len, angle, color, sw) {
  const a = (angle * Math.PI) / 180;
  const tip = [x + Math.cos(a) * len, y + Math.sin(a) * len];
  const nx = -Math.sin(a) * len * 0.28;
  const ny = Math.cos(a) * len * 0.28;
  const mid = [x + Math.cos(a) * len * 0.5, y + Math.sin(a) * len * 0.5];
  return `<path d="M${fmt(x)},${fmt(y)} Q${fmt(mid[0] + nx)},${fmt(mid[1] + ny)} ${fmt(tip[0])},${fmt(tip[1])} Q${fmt(mid[0] - nx)},${fmt(mid[1] - ny)} ${fmt(x)},${fmt(y)} Z M${fmt(x)},${fmt(y)} L${fmt(mid[0] + Math.cos(a) * len * 0.25)},${fmt(mid[1] + Math.sin(a) * len * 0.25)}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function botanicalLine(w, h, uid) {
  const rng = createRng(23);
  const s = Math.min(w, h);
  const ink = '#2c3a33';
  const sw = fmt(s * 0.004);
  let body = `<rect width="${w}" height="${h}" fill="#f3ede2"/>`;
  body += `<path d="${blob(rng, w * 0.38, h * 0.42, s * 0.24)}" fill="${brand.sage}" opacity="0.55"/>`;
  body += `<path d="${blob(rng, w * 0.66, h * 0.66, s * 0.17)}" fill="${brand.blush}" opacity="0.6"/>`;
  body += `<circle cx="${w * 0.7}" cy="${h * 0.24}" r="${s * 0.06}" fill="${brand.mustard}" opacity="0.8"/>`;
  // Three stems with alternating leaves, drawn as a continuous ink line.
  const stems = [
    { x: 0.5, y: 0.92, bend: -0.18, top: 0.12, n: 9 },
    { x: 0.46, y: 0.92, bend: 0.22, top: 0.3, n: 7 },
    { x: 0.54, y: 0.92, bend: 0.05, top: 0.45, n: 5 },
  ];
  for (const st of stems) {
    const x0 = st.x * w;
    const y0 = st.y * h;
    const x1 = x0 + st.bend * w;
    const y1 = st.top * h;
    body += `<path d="M${fmt(x0)},${fmt(y0)} Q${fmt(x0 + st.bend * w * 0.2)},${fmt((y0 + y1) / 2)} ${fmt(x1)},${fmt(y1)}" fill="none" stroke="${ink}" stroke-width="${sw}" stroke-linecap="round"/>`;
    for (let i = 1; i <= st.n; i += 1) {
      const t = i / (st.n + 1);
      const mx = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * (x0 + st.bend * w * 0.2) + t * t * x1;
      const my = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2) + t * t * y1;
      const side = i % 2 === 0 ? -1 : 1;
      const ang = -90 + side * rng.range(35, 60) + st.bend * 40;
      body += leaf(mx, my, s * (0.07 + 0.05 * (1 - t)), ang, ink, sw);
    }
    body += leaf(x1, y1, s * 0.06, -90 + st.bend * 60, ink, sw);
  }
  body += `<path d="M${fmt(w * 0.36)},${fmt(h * 0.92)} L${fmt(w * 0.64)},${fmt(h * 0.92)}" stroke="${ink}" stroke-width="${sw}" stroke-linecap="round"/>`;
  return `<defs>${grainFilter(`${uid}g`, { strength: 0.06 })}</defs><g filter="url(#${uid}g)">${body}</g>`;
}

function ridge(rng, w, y, amp, steps) {
  const pts = [[-w * 0.05, y]];
  for (let i = 1; i < steps; i += 1) pts.push([(i / (steps - 1)) * w * 1.1 - w * 0.05, y - rng.range(0, 1) * amp]);
  return `${smoothPath(pts)} L${fmt(w * 1.05)},99999 L${fmt(-w * 0.05)},99999 Z`;
}

function mountainSunset(w, h, uid) {
  const rng = createRng(31);
  const defs = `${linear(`${uid}sky`, [[0, '#2b2d5c'], [0.45, '#b3547a'], [0.75, '#f08a5d'], [1, '#f9c784']])}${linear(`${uid}haze`, [[0, '#f6b38a', 0], [0.7, '#f6b38a', 0.18], [1, '#f6b38a', 0]])}${radial(`${uid}sun`, [[0, '#fff3d1'], [0.35, '#ffd89a', 0.9], [1, '#ffb36b', 0]])}${grainFilter(`${uid}g`, { strength: 0.06 })}`;
  let body = `<rect width="${w}" height="${h}" fill="url(#${uid}sky)"/>`;
  body += `<circle cx="${w * 0.62}" cy="${h * 0.5}" r="${Math.min(w, h) * 0.3}" fill="url(#${uid}sun)"/>`;
  body += `<circle cx="${w * 0.62}" cy="${h * 0.5}" r="${Math.min(w, h) * 0.085}" fill="#fff1cf"/>`;
  const layers = ['#9c4f6e', '#7a3f63', '#5a2f55', '#3d2447', '#261a36'];
  layers.forEach((c, i) => {
    const y = h * (0.56 + i * 0.09);
    body += `<path d="${ridge(rng, w, y, h * (0.2 - i * 0.025), 7 + i)}" fill="${c}"/>`;
    // Haze in front of each distant ridge gives aerial perspective.
    if (i < layers.length - 1) body += `<rect x="0" y="${fmt(y - h * 0.05)}" width="${w}" height="${fmt(h * 0.14)}" fill="url(#${uid}haze)"/>`;
  });
  return `<defs>${defs}</defs><g filter="url(#${uid}g)">${body}</g>`;
}

function flowingWaves(w, h, uid) {
  const rng = createRng(41);
  const lines = 46;
  const defs = `${linear(`${uid}bg`, [[0, '#102a43'], [1, '#1f4e5f']])}${linear(`${uid}ln`, [[0, brand.mustard], [0.5, brand.coral], [1, brand.sage]], 0, 0, 1, 0)}${grainFilter(`${uid}g`, { strength: 0.06 })}`;
  let body = `<rect width="${w}" height="${h}" fill="url(#${uid}bg)"/>`;
  const ph = [rng.range(0, 6), rng.range(0, 6), rng.range(0, 6)];
  for (let i = 0; i < lines; i += 1) {
    const base = h * (0.06 + (0.88 * i) / (lines - 1));
    const pts = [];
    for (let k = 0; k <= 24; k += 1) {
      const x = (k / 24) * w;
      const u = k / 24;
      const y =
        base +
        Math.sin(u * 5.2 + ph[0] + i * 0.09) * h * 0.04 +
        Math.sin(u * 2.1 + ph[1] - i * 0.05) * h * 0.05 * Math.sin((i / lines) * Math.PI) +
        Math.sin(u * 11 + ph[2] + i * 0.2) * h * 0.006;
      pts.push([x, y]);
    }
    const op = 0.35 + 0.65 * Math.sin((i / lines) * Math.PI);
    body += `<path d="${smoothPath(pts)}" fill="none" stroke="url(#${uid}ln)" stroke-width="${fmt(Math.min(w, h) * 0.0045)}" opacity="${op.toFixed(2)}"/>`;
  }
  return `<defs>${defs}</defs><g filter="url(#${uid}g)">${body}</g>`;
}

function cutoutShapes(w, h, uid) {
  const rng = createRng(53);
  const s = Math.min(w, h);
  let body = `<rect width="${w}" height="${h}" fill="#f1e4d3"/>`;
  body += `<rect x="${w * 0.08}" y="${h * 0.08}" width="${w * 0.5}" height="${h * 0.62}" fill="${brand.teal}"/>`;
  body += `<rect x="${w * 0.45}" y="${h * 0.38}" width="${w * 0.47}" height="${h * 0.54}" fill="${brand.blush}"/>`;
  // Seaweed-like cut paper fronds.
  const frond = (cx, cy, len, color, ang) => {
    const pts = [];
    const n = 9;
    for (let i = 0; i <= n; i += 1) {
      const t = i / n;
      const r = len * 0.16 * Math.sin(t * Math.PI) * (i % 2 ? 1.6 : 0.7);
      pts.push([cx + Math.sin(ang) * len * t + Math.cos(ang) * r, cy - Math.cos(ang) * len * t + Math.sin(ang) * r]);
    }
    for (let i = n; i >= 0; i -= 1) {
      const t = i / n;
      const r = -len * 0.16 * Math.sin(t * Math.PI) * (i % 2 ? 0.7 : 1.6);
      pts.push([cx + Math.sin(ang) * len * t + Math.cos(ang) * r, cy - Math.cos(ang) * len * t + Math.sin(ang) * r]);
    }
    return `<path d="${smoothPath(pts, true)}" fill="${color}"/>`;
  };
  body += frond(w * 0.3, h * 0.72, s * 0.55, brand.cream, -0.15);
  body += frond(w * 0.7, h * 0.95, s * 0.5, brand.navy, 0.12);
  body += `<path d="${blob(rng, w * 0.78, h * 0.2, s * 0.1, 0.4)}" fill="${brand.mustard}"/>`;
  body += `<path d="${blob(rng, w * 0.2, h * 0.86, s * 0.07, 0.5)}" fill="${brand.terracotta}"/>`;
  for (let i = 0; i < 7; i += 1) body += `<circle cx="${fmt(w * rng.range(0.1, 0.9))}" cy="${fmt(h * rng.range(0.1, 0.9))}" r="${fmt(s * rng.range(0.008, 0.018))}" fill="${darken(brand.terracotta, 0.1)}"/>`;
  return `<defs>${grainFilter(`${uid}g`, { strength: 0.08 })}</defs><g filter="url(#${uid}g)">${body}</g>`;
}

/** Catalogue: id, title, style (for generator results / alt text) and the drawing. */
export const artworks = [
  { id: 'abstract-strokes', title: 'Brushwork in Terracotta', style: 'Abstract', draw: abstractStrokes },
  { id: 'minimal-arches', title: 'Desert Arches', style: 'Minimalist', draw: minimalArches },
  { id: 'colour-field', title: 'Ember Fields', style: 'Colour Field', draw: colourField },
  { id: 'geometric-grid', title: 'Bauhaus Grid', style: 'Geometric', draw: geometricBauhaus },
  { id: 'botanical-line', title: 'Garden Line Study', style: 'Botanical Line Art', draw: botanicalLine },
  { id: 'mountain-sunset', title: 'Violet Ridge Sunset', style: 'Landscape', draw: mountainSunset },
  { id: 'flowing-waves', title: 'Tidal Lines', style: 'Contemporary', draw: flowingWaves },
  { id: 'paper-cutouts', title: 'Cut-Paper Garden', style: 'Modern Organic', draw: cutoutShapes },
];

export function drawArt(id, w, h, uid) {
  const art = artworks.find((a) => a.id === id);
  if (!art) throw new Error(`Unknown artwork ${id}`);
  return art.draw(w, h, uid);
}

