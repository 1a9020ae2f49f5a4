/**
 * The scenery the procedural artist paints (docs/decisions/019): sky, sun, moon, stars, mountains,
 * city, forest, waves, leaves, flowers and Bauhaus blocks, each in the four looks. Where things go
 * comes from the variation's layout (`c.layout`, `c.lay`), so the four variations of one Generate
 * differ; the small details from `c.rng`.
 */
import { blob, brushStroke, fade, fmt, linear, mixHex, radial, smoothPath, type ArtworkMotif, type PathPoint as Point } from '@wallart/imaging';
import { accent, type Ctx } from './scene';

export function background(c: Ctx, motifs: ArtworkMotif[]): string {
  const { w, h, pal } = c;
  const sky = c.horizon ?? h;
  if (c.look === 'depth') {
    // At dusk (the panorama's light) the top of the sky deepens toward the ink.
    // A night sky takes a hint of an accent (which one rotates with the variation's emphasis).
    const top = pal.dark ? mixHex(mixHex(pal.bg, '#000000', 0.2), accent(c, 1), 0.2) : c.layout.dusk ? mixHex(accent(c, 1), pal.ink, 0.45) : mixHex(accent(c, 1), '#ffffff', 0.25);
    const mid = pal.dark ? pal.bg2 : mixHex(accent(c, 0), '#ffffff', 0.45);
    const low = pal.dark ? mixHex(accent(c, 0), pal.bg2, 0.35) : mixHex(pal.sun, '#ffffff', 0.55);
    c.defs.push(linear('sky', [[0, top], [0.6, mid], [1, low]]));
    return `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  }
  if (c.look === 'flat') {
    if (c.horizon === null) {
      // A colour field: soft-edged blocks of the palette, as in "Ember Fields".
      const m = w * 0.08;
      let out = `<rect width="${w}" height="${h}" fill="${mixHex(accent(c, 1), '#000000', 0.35)}"/>`;
      const cuts = [0, c.lay.range(0.4, 0.55), c.lay.range(0.62, 0.72), 1];
      for (let i = 0; i < 3; i += 1) {
        const y0 = h * 0.07 + (h * 0.86 * (cuts[i] as number));
        const y1 = h * 0.07 + (h * 0.86 * (cuts[i + 1] as number)) - h * 0.035;
        out += `<rect x="${fmt(m)}" y="${fmt(y0)}" width="${fmt(w - 2 * m)}" height="${fmt(y1 - y0)}" rx="${fmt(w * 0.02)}" fill="${accent(c, i === 1 ? 2 : i === 2 ? 3 : 0)}"/>`;
      }
      return out;
    }
    // Posterised sky: bands of the palette from the top down to the horizon.
    const bands = 5;
    // The lead colour tints the sky, so a colour scheme reads at first sight.
    const from = pal.dark ? mixHex(mixHex(pal.bg, '#000000', 0.1), accent(c, 1), 0.18) : c.layout.dusk ? mixHex(accent(c, 1), pal.ink, 0.35) : mixHex(accent(c, 0), '#ffffff', 0.55);
    const to = pal.dark ? mixHex(accent(c, 0), pal.bg2, 0.4) : mixHex(mixHex(accent(c, 0), pal.sun, 0.5), '#ffffff', 0.3);
    let out = '';
    for (let i = 0; i < bands; i += 1) {
      const y = (sky * i) / bands;
      out += `<rect y="${fmt(y)}" width="${w}" height="${fmt(sky / bands + 1)}" fill="${mixHex(from, to, i / (bands - 1))}"/>`;
    }
    return `${out}<rect y="${fmt(sky)}" width="${w}" height="${fmt(h - sky)}" fill="${mixHex(accent(c, 3), pal.ink, 0.2)}"/>`;
  }
  if (c.look === 'paint') {
    let out = `<rect width="${w}" height="${h}" fill="${pal.bg}"/>`;
    for (let i = 0; i < 3; i += 1) {
      out += `<path d="${blob(c.rng, w * c.lay.range(0.2, 0.8), h * c.lay.range(0.2, 0.8), c.s * c.rng.range(0.16, 0.3), 0.35)}" fill="${accent(c, i + 2)}" opacity="0.45"/>`;
    }
    // Loose brush strokes behind the motifs, as in "Brushwork in Terracotta".
    const strokes = motifs.length === 0 || motifs.every((m) => m === 'geometric') ? 6 : 3;
    for (let i = 0; i < strokes; i += 1) {
      const y = h * (0.12 + 0.76 * ((i * 0.37 + c.lay.next() * 0.2) % 1));
      const pts: Point[] = [];
      for (let k = 0; k < 5; k += 1) pts.push([w * (-0.05 + k * 0.27), y + c.rng.range(-0.1, 0.1) * h]);
      const col = accent(c, i);
      out += brushStroke(c.rng, pts, c.s * c.rng.range(0.05, 0.11), col, [mixHex(col, '#ffffff', 0.2), mixHex(col, '#000000', 0.18)], 0.85);
    }
    return out;
  }
  // minimal: one quiet tone; the scene sits in an arch on a plain ground (composeArtworkSvg).
  // The frame's inside takes a clear tint of an accent (which one, by the layout's emphasis), against the plain wall.
  // Half the arrangements take a stronger tint, so neighbouring variations differ in light as well as shape.
  const strong = ['foreground', 'panorama', 'close-up'].includes(c.layout.arrangement);
  const inside = `<rect width="${w}" height="${h}" fill="${mixHex(pal.bg2, accent(c, 1), strong ? 0.55 : 0.3)}"/>`;
  // Leaves, flowers or blocks without a horizon still stand on a ground, as high as the layout says.
  const y = h * c.layout.horizon;
  return c.horizon === null ? `${inside}<rect y="${fmt(y)}" width="${w}" height="${fmt(h - y)}" fill="${mixHex(pal.bg2, accent(c, 3), 0.7)}"/>` : inside;
}

function sun(c: Ctx): string {
  const { w, h, s, pal } = c;
  const cx = w * c.layout.sunX + c.rng.range(-0.02, 0.02) * w;
  const cy = h * c.layout.sunY + c.rng.range(-0.02, 0.02) * h;
  const r = s * c.layout.sunR * (c.look === 'minimal' ? 0.75 : 1);
  if (c.look === 'depth') {
    c.defs.push(radial('glow', [[0, pal.light, 0.95], [0.3, mixHex(pal.sun, '#ffffff', 0.4), 0.6], [1, pal.sun, 0]]));
    return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r * 4)}" fill="url(#glow)"/><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${mixHex(pal.light, pal.sun, 0.15)}"/>`;
  }
  if (c.look === 'flat') {
    let out = '';
    for (let i = 3; i >= 1; i -= 1) out += `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r * (1 + i * 0.45))}" fill="${mixHex(pal.sun, '#ffffff', i * 0.16)}" opacity="0.9"/>`;
    return `${out}<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${pal.sun}"/>`;
  }
  if (c.look === 'paint') {
    return `<path d="${blob(c.rng, cx, cy, r * 1.1, 0.18)}" fill="${pal.sun}"/><circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r * 1.6)}" fill="none" stroke="${mixHex(pal.sun, pal.ink, 0.2)}" stroke-width="${fmt(s * 0.012)}" stroke-dasharray="${fmt(r * 0.9)} ${fmt(r * 0.35)}" opacity="0.6"/>`;
  }
  return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${pal.sun}"/>`;
}

function moon(c: Ctx): string {
  const { w, h, s, pal } = c;
  // Where the sun would be; beside it when the sun is drawn too.
  const cx = w * (c.layout.moonBesideSun ? 1 - c.layout.sunX : c.layout.sunX) + c.rng.range(-0.02, 0.02) * w;
  const cy = h * Math.min(c.layout.sunY, 0.3) + c.rng.range(-0.02, 0.02) * h;
  const r = s * c.layout.sunR * 0.8;
  const colour = pal.dark ? pal.light : mixHex(pal.light, accent(c, 1), 0.15);
  // A crescent: the outer circle's arc, back along a larger inner arc.
  const d = `M${fmt(cx)},${fmt(cy - r)} A${fmt(r)},${fmt(r)} 0 1 0 ${fmt(cx)},${fmt(cy + r)} A${fmt(r * 1.25)},${fmt(r * 1.25)} 0 0 1 ${fmt(cx)},${fmt(cy - r)}Z`;
  let out = '';
  if (c.look === 'depth') {
    c.defs.push(radial('moonglow', [[0, colour, 0.5], [1, colour, 0]]));
    out += `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r * 3)}" fill="url(#moonglow)"/>`;
  }
  return `${out}<path d="${d}" fill="${colour}"/>`;
}

function stars(c: Ctx): string {
  const { w, s, pal } = c;
  const top = (c.horizon ?? c.h) * 0.85;
  const n = c.look === 'minimal' ? 14 : c.look === 'depth' ? 90 : 45;
  const colour = pal.dark ? pal.light : mixHex(pal.ink, accent(c, 1), 0.3);
  let out = '';
  for (let i = 0; i < n; i += 1) {
    const x = c.rng.range(0.02, 0.98) * w;
    const y = c.rng.range(0.02, 1) * top;
    if (c.look !== 'depth' && i % 7 === 0) {
      const r = s * c.rng.range(0.008, 0.016);
      out += `<path d="M${fmt(x)},${fmt(y - r)} Q${fmt(x)},${fmt(y)} ${fmt(x + r)},${fmt(y)} Q${fmt(x)},${fmt(y)} ${fmt(x)},${fmt(y + r)} Q${fmt(x)},${fmt(y)} ${fmt(x - r)},${fmt(y)} Q${fmt(x)},${fmt(y)} ${fmt(x)},${fmt(y - r)}Z" fill="${colour}"/>`;
    } else {
      out += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(s * c.rng.range(0.0012, 0.0035))}" fill="${colour}" opacity="${fmt(c.rng.range(0.4, 1))}"/>`;
    }
  }
  return out;
}

function ridgePath(c: Ctx, base: number, amp: number, steps: number, sharp: boolean): string {
  const { w } = c;
  const pts: Point[] = [[-w * 0.05, base]];
  for (let i = 1; i < steps; i += 1) pts.push([(i / (steps - 1)) * w * 1.1 - w * 0.05, base - c.rng.range(0.15, 1) * amp]);
  const line = sharp ? `M${pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' L')}` : smoothPath(pts);
  return `${line} L${fmt(w * 1.05)},${fmt(c.h + 2)} L${fmt(-w * 0.05)},${fmt(c.h + 2)} Z`;
}

function mountains(c: Ctx): string {
  const { h, pal } = c;
  const horizon = c.horizon ?? h * 0.6;
  const layers = c.look === 'depth' ? 4 : c.look === 'minimal' ? 2 : 3;
  const far = pal.dark ? mixHex(accent(c, 0), pal.bg2, 0.55) : mixHex(accent(c, 1), '#ffffff', 0.45);
  const near = pal.dark ? mixHex(pal.ink, accent(c, 1), 0.25) : mixHex(accent(c, 1), pal.ink, 0.35);
  if (c.look === 'depth') c.defs.push(linear('haze', [[0, pal.light, 0], [0.6, pal.light, 0.22], [1, pal.light, 0]]));
  let out = '';
  for (let i = 0; i < layers; i += 1) {
    const t = i / (layers - 1);
    const base = horizon + i * h * 0.045;
    const colour = mixHex(far, near, t);
    out += `<path d="${ridgePath(c, base, h * (0.26 - i * 0.045) * c.lay.range(0.8, 1.15), 6 + i * 2, c.look === 'flat')}" fill="${colour}"/>`;
    if (c.look === 'paint' && i === layers - 1) {
      const pts: Point[] = [];
      for (let k = 0; k < 6; k += 1) pts.push([c.w * (k / 5), base - c.rng.range(0.04, 0.12) * h]);
      out += brushStroke(c.rng, pts, c.s * 0.03, accent(c, 2), [pal.light, pal.ink], 0.7);
    }
    if (c.look === 'depth' && i < layers - 1) out += `<rect y="${fmt(base - h * 0.06)}" width="${c.w}" height="${fmt(h * 0.16)}" fill="url(#haze)"/>`;
  }
  return out;
}

function city(c: Ctx): string {
  const { w, h, s, pal } = c;
  const horizon = c.horizon ?? h * 0.65;
  let out = '';
  const rows = c.look === 'minimal' ? 1 : 2;
  let windows = 0;
  for (let row = 0; row < rows; row += 1) {
    // The lead colour builds the city: faded in the back row, deep in the front one.
    const colour = row === 0 && rows > 1 ? fade(pal, accent(c, 0), 0.4) : pal.dark ? mixHex(pal.ink, accent(c, 0), 0.35) : mixHex(accent(c, 0), pal.ink, 0.25);
    let x = -c.rng.range(0, 0.04) * w;
    while (x < w) {
      const bw = w * c.rng.range(0.045, 0.1);
      const bh = h * (row === 0 ? c.rng.range(0.12, 0.36) : c.rng.range(0.06, 0.24)) * (c.look === 'minimal' ? 0.8 : 1);
      const top = horizon + row * h * 0.04 - bh;
      out += `<rect x="${fmt(x)}" y="${fmt(top)}" width="${fmt(bw + 0.5)}" height="${fmt(bh + (h - horizon) + 2)}" fill="${colour}"/>`;
      if (c.look !== 'minimal' && row === rows - 1 && windows < 260) {
        const lit = pal.dark ? pal.sun : mixHex(pal.light, accent(c, 0), 0.2);
        for (let wy = top + s * 0.02; wy < horizon + row * h * 0.04 - s * 0.02 && windows < 260; wy += s * 0.028) {
          for (let wx = x + bw * 0.18; wx < x + bw * 0.8; wx += bw * 0.3) {
            if (c.rng.chance(pal.dark ? 0.45 : 0.3)) {
              out += `<rect x="${fmt(wx)}" y="${fmt(wy)}" width="${fmt(bw * 0.14)}" height="${fmt(s * 0.012)}" fill="${lit}" opacity="0.85"/>`;
              windows += 1;
            }
          }
        }
      }
      x += bw + w * c.rng.range(0, 0.012);
    }
  }
  return out;
}

function pine(x: number, base: number, height: number, colour: string): string {
  const half = height * 0.28;
  return `<path d="M${fmt(x)},${fmt(base - height)} L${fmt(x + half * 0.7)},${fmt(base - height * 0.55)} L${fmt(x + half * 0.45)},${fmt(base - height * 0.55)} L${fmt(x + half)},${fmt(base)} L${fmt(x - half)},${fmt(base)} L${fmt(x - half * 0.45)},${fmt(base - height * 0.55)} L${fmt(x - half * 0.7)},${fmt(base - height * 0.55)}Z" fill="${colour}"/>`;
}

function forest(c: Ctx): string {
  const { w, h, pal } = c;
  const horizon = c.horizon ?? h * 0.62;
  const rows = c.look === 'minimal' ? 1 : c.look === 'depth' ? 3 : 2;
  const green = pal.accents.find((a) => parseInt(a.slice(3, 5), 16) > parseInt(a.slice(1, 3), 16)) ?? '#2f5d50';
  let out = '';
  for (let row = 0; row < rows; row += 1) {
    const t = rows === 1 ? 1 : row / (rows - 1);
    const colour = mixHex(fade(pal, green, 0.5), pal.dark ? mixHex(pal.ink, green, 0.3) : mixHex(green, pal.ink, 0.45), t);
    const base = horizon + h * (0.03 + row * 0.07);
    const count = c.look === 'minimal' ? 7 : 12 + row * 4;
    out += `<rect y="${fmt(base - 1)}" width="${w}" height="${fmt(h - base + 2)}" fill="${colour}"/>`;
    for (let i = 0; i < count; i += 1) {
      const x = ((i + c.rng.range(-0.3, 0.3)) / (count - 1)) * w;
      const height = h * c.rng.range(0.09, 0.17) * (1 + row * 0.35);
      if (c.look === 'paint' && i % 2 === 0) {
        out += `<path d="${blob(c.rng, x, base - height * 0.55, height * 0.32, 0.4, 7)}" fill="${colour}"/><rect x="${fmt(x - 2)}" y="${fmt(base - height * 0.3)}" width="4" height="${fmt(height * 0.3)}" fill="${colour}"/>`;
      } else {
        out += pine(x, base, height, colour);
      }
    }
  }
  return out;
}

function waves(c: Ctx): string {
  const { w, h, s, pal } = c;
  const horizon = c.horizon ?? h * 0.55;
  const water = pal.accents.find((a) => parseInt(a.slice(5, 7), 16) > parseInt(a.slice(1, 3), 16)) ?? '#3d7a8c';
  const far = fade(pal, water, 0.35);
  const near = pal.dark ? mixHex(water, pal.ink, 0.6) : mixHex(water, pal.ink, 0.35);
  const bands = c.look === 'minimal' ? 4 : c.look === 'depth' ? 6 : 5;
  const phase = c.lay.range(0, 6);
  let out = '';
  for (let i = 0; i < bands; i += 1) {
    const t = i / (bands - 1);
    const base = horizon + (h - horizon) * (t * t * 0.85);
    const amp = s * (0.008 + t * 0.03) * c.lay.range(0.8, 1.3);
    const pts: Point[] = [];
    for (let k = 0; k <= 16; k += 1) {
      const u = k / 16;
      pts.push([u * w * 1.1 - w * 0.05, base + Math.sin(u * (6 + i) + phase + i * 1.3) * amp + Math.sin(u * 17 + c.rng.range(0, 6)) * amp * 0.25]);
    }
    const colour = mixHex(far, near, t);
    if (c.look === 'minimal') {
      out += `${i === 0 ? `<rect y="${fmt(horizon)}" width="${w}" height="${fmt(h - horizon)}" fill="${fade(pal, water, 0.7)}"/>` : ''}<path d="${smoothPath(pts)}" fill="none" stroke="${mixHex(water, pal.ink, 0.3)}" stroke-width="${fmt(s * 0.005)}" stroke-linecap="round"/>`;
      continue;
    }
    out += `<path d="${smoothPath(pts)} L${fmt(w * 1.05)},${fmt(h + 2)} L${fmt(-w * 0.05)},${fmt(h + 2)}Z" fill="${colour}"/>`;
    if (c.look === 'paint' && i > 0) out += brushStroke(c.rng, pts.filter((_, k) => k % 4 === 0), s * 0.018, mixHex(colour, '#ffffff', 0.35), [pal.light, colour], 0.6);
    if (c.look !== 'paint') {
      // Foam: a light line riding the crest.
      out += `<path d="${smoothPath(pts)}" fill="none" stroke="${mixHex(colour, '#ffffff', 0.45)}" stroke-width="${fmt(s * (0.002 + t * 0.004))}" opacity="0.7"/>`;
    }
  }
  if (c.look === 'depth') {
    // The sun's (or moon's) path on the water.
    const x = w * c.layout.sunX;
    for (let i = 0; i < 18; i += 1) {
      const y = horizon + (h - horizon) * (i / 18) * 0.9 + s * 0.01;
      const len = w * (0.02 + (i / 18) * 0.08) * c.rng.range(0.5, 1.2);
      out += `<rect x="${fmt(x - len / 2 + c.rng.range(-0.02, 0.02) * w)}" y="${fmt(y)}" width="${fmt(len)}" height="${fmt(s * 0.004)}" rx="2" fill="${pal.light}" opacity="${fmt(0.55 - i * 0.025)}"/>`;
    }
  }
  return out;
}

function leafPath(x: number, y: number, len: number, angle: number): { d: string; rib: string } {
  const a = (angle * Math.PI) / 180;
  const tip = [x + Math.cos(a) * len, y + Math.sin(a) * len];
  const nx = -Math.sin(a) * len * 0.3;
  const ny = Math.cos(a) * len * 0.3;
  const mid = [x + Math.cos(a) * len * 0.5, y + Math.sin(a) * len * 0.5];
  const d = `M${fmt(x)},${fmt(y)} Q${fmt((mid[0] as number) + nx)},${fmt((mid[1] as number) + ny)} ${fmt(tip[0] as number)},${fmt(tip[1] as number)} Q${fmt((mid[0] as number) - nx)},${fmt((mid[1] as number) - ny)} ${fmt(x)},${fmt(y)}Z`;
  const rib = `M${fmt(x)},${fmt(y)} L${fmt(x + Math.cos(a) * len * 0.85)},${fmt(y + Math.sin(a) * len * 0.85)}`;
  return { d, rib };
}

function botanical(c: Ctx): string {
  const { w, h, s, pal } = c;
  const stems = c.look === 'minimal' ? 2 : c.lay.int(3, 5);
  const greens = [pal.accents.find((a) => parseInt(a.slice(3, 5), 16) >= parseInt(a.slice(1, 3), 16)) ?? '#81b29a', '#2f5d50', accent(c, 0)];
  const sw = fmt(s * 0.004);
  let out = '';
  if (c.look === 'depth') c.defs.push(linear('leaf', [[0, mixHex(greens[0] as string, '#ffffff', 0.25)], [1, mixHex(greens[1] as string, pal.ink, 0.2)]], 0, 0, 1, 1));
  for (let st = 0; st < stems; st += 1) {
    const x0 = w * (0.5 + (st - (stems - 1) / 2) * c.lay.range(0.1, 0.18)) + c.rng.range(-0.03, 0.03) * w;
    const y0 = h * 0.97;
    const bend = c.lay.range(-0.22, 0.22);
    const top = h * c.rng.range(0.1, 0.35);
    const x1 = x0 + bend * w;
    const ctrl: Point = [x0 + bend * w * 0.2, (y0 + top) / 2];
    const stemColour = c.look === 'minimal' ? pal.ink : mixHex(greens[1] as string, pal.ink, 0.3);
    out += `<path d="M${fmt(x0)},${fmt(y0)} Q${fmt(ctrl[0])},${fmt(ctrl[1])} ${fmt(x1)},${fmt(top)}" fill="none" stroke="${stemColour}" stroke-width="${c.look === 'minimal' ? sw : fmt(s * 0.007)}" stroke-linecap="round"/>`;
    const n = c.look === 'minimal' ? 6 : c.rng.int(5, 8);
    for (let i = 1; i <= n; i += 1) {
      const t = i / (n + 1);
      const mx = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ctrl[0] + t * t * x1;
      const my = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ctrl[1] + t * t * top;
      const side = i % 2 === 0 ? -1 : 1;
      const leaf = leafPath(mx, my, s * (0.08 + 0.09 * (1 - t)) * c.rng.range(0.8, 1.2), -90 + side * c.rng.range(35, 65) + bend * 40);
      if (c.look === 'minimal') {
        out += `<path d="${leaf.d} ${leaf.rib}" fill="none" stroke="${pal.ink}" stroke-width="${sw}" stroke-linejoin="round"/>`;
      } else {
        const fill = c.look === 'depth' ? 'url(#leaf)' : (greens[(i + st) % greens.length] as string);
        out += `<path d="${leaf.d}" fill="${fill}"${c.look === 'paint' ? ' opacity="0.88"' : ''}/><path d="${leaf.rib}" stroke="${mixHex(c.look === 'flat' ? pal.bg : pal.light, greens[1] as string, 0.2)}" stroke-width="${sw}" opacity="0.7"/>`;
      }
    }
  }
  return out;
}

function flowers(c: Ctx): string {
  const { w, h, s, pal } = c;
  const count = c.look === 'minimal' ? 3 : c.lay.int(4, 7);
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = w * ((i + 0.5) / count) + c.rng.range(-0.05, 0.05) * w;
    const y = h * c.rng.range(0.3, 0.62);
    const r = s * c.rng.range(0.05, 0.09) * (c.look === 'minimal' ? 0.8 : 1);
    const petals = c.lay.int(5, 8);
    const colour = accent(c, i === 0 ? 0 : i);
    const stem = c.look === 'minimal' ? pal.ink : mixHex('#2f5d50', pal.ink, 0.2);
    out += `<path d="M${fmt(x)},${fmt(y)} Q${fmt(x + c.rng.range(-0.05, 0.05) * w)},${fmt((y + h) / 2)} ${fmt(x + c.rng.range(-0.03, 0.03) * w)},${fmt(h + 2)}" fill="none" stroke="${stem}" stroke-width="${fmt(s * 0.005)}"/>`;
    const leaf = leafPath(x, (y + h) / 2 + s * 0.05, s * 0.07, i % 2 ? -30 : -150);
    out += c.look === 'minimal' ? `<path d="${leaf.d}" fill="none" stroke="${pal.ink}" stroke-width="${fmt(s * 0.004)}"/>` : `<path d="${leaf.d}" fill="${mixHex('#81b29a', pal.ink, 0.15)}"/>`;
    for (let p = 0; p < petals; p += 1) {
      const a = (p / petals) * 360 + c.rng.range(-8, 8);
      const rad = (a * Math.PI) / 180;
      const px = x + Math.cos(rad) * r * 0.6;
      const py = y + Math.sin(rad) * r * 0.6;
      out +=
        c.look === 'minimal'
          ? `<ellipse cx="${fmt(px)}" cy="${fmt(py)}" rx="${fmt(r * 0.55)}" ry="${fmt(r * 0.28)}" transform="rotate(${fmt(a)} ${fmt(px)} ${fmt(py)})" fill="none" stroke="${pal.ink}" stroke-width="${fmt(s * 0.004)}"/>`
          : `<ellipse cx="${fmt(px)}" cy="${fmt(py)}" rx="${fmt(r * 0.6)}" ry="${fmt(r * 0.32)}" transform="rotate(${fmt(a)} ${fmt(px)} ${fmt(py)})" fill="${p % 2 ? mixHex(colour, '#ffffff', 0.18) : colour}"/>`;
    }
    out += `<circle cx="${fmt(x)}" cy="${fmt(y)}" r="${fmt(r * 0.28)}" fill="${c.look === 'minimal' ? pal.sun : mixHex(pal.sun, pal.ink, 0.1)}"/>`;
  }
  return out;
}

/** Bauhaus blocks (after "Bauhaus Grid"): a full picture, or a quiet pattern behind other motifs. */
export function geometric(c: Ctx, behind: boolean): string {
  const { w, h } = c;
  const cols = c.look === 'minimal' ? 2 : c.lay.int(3, 5);
  const rows = cols;
  const cw = w / cols;
  const ch = h / rows;
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    for (let col = 0; col < cols; col += 1) {
      const x = col * cw;
      const y = r * ch;
      const bg = c.look === 'minimal' ? c.pal.bg : accent(c, r * 3 + col * 2);
      let fg = accent(c, c.rng.int(0, 5));
      if (fg === bg) fg = c.pal.ink;
      out += `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(cw + 0.5)}" height="${fmt(ch + 0.5)}" fill="${bg}"/>`;
      const kind = (r * 5 + col * 3 + c.rng.int(0, 3)) % 4;
      const rr = Math.min(cw, ch);
      if (kind === 0) out += `<circle cx="${fmt(x + cw / 2)}" cy="${fmt(y + ch / 2)}" r="${fmt(rr * c.rng.range(0.28, 0.4))}" fill="${fg}"/>`;
      else if (kind === 1) out += `<path d="M${fmt(x)},${fmt(y + ch)} A${fmt(cw / 2)},${fmt(cw / 2)} 0 0 1 ${fmt(x + cw)},${fmt(y + ch)}Z" fill="${fg}"/>`;
      else if (kind === 2) out += `<path d="M${fmt(x)},${fmt(y)} L${fmt(x + cw)},${fmt(y)} L${fmt(x)},${fmt(y + ch)}Z" fill="${fg}"/>`;
      else for (let k = 0; k < 3; k += 1) out += `<rect x="${fmt(x + cw * 0.18)}" y="${fmt(y + ch * (0.2 + k * 0.24))}" width="${fmt(cw * 0.64)}" height="${fmt(ch * 0.1)}" rx="${fmt(ch * 0.05)}" fill="${fg}"/>`;
    }
  }
  return behind ? `<g opacity="0.22">${out}</g>` : out;
}

export const DRAW_MOTIF: Record<Exclude<ArtworkMotif, 'geometric'>, (c: Ctx) => string> = {
  stars,
  sun,
  moon,
  mountains,
  city,
  forest,
  waves,
  botanical,
  flowers,
};
