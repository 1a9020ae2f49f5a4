// Furniture built from perspective boxes (see room.mjs), in cm at true size for the room's
// camera: `furnitureKit(createRoom(camera))`. Each function returns SVG markup including its
// own contact shadow; callers draw far-to-near.
import { darken, lighten, fmt, smoothPath, createRng } from '@wallart/imaging';

export function furnitureKit(room) {
  const { box, proj, poly, floorShadow, wallShadow, ROOM } = room;
  const D = ROOM.depth;

  function rug(x0, x1, z0, z1, color, border) {
    let out = poly([[x0, 0.3, z0], [x1, 0.3, z0], [x1, 0.3, z1], [x0, 0.3, z1]], color);
    const m = 12;
    out += `<polygon points="${[[x0 + m, z0 + m], [x1 - m, z0 + m], [x1 - m, z1 - m], [x0 + m, z1 - m]].map(([x, z]) => proj(x, 0.4, z).map(fmt).join(',')).join(' ')}" fill="none" stroke="${border}" stroke-width="3"/>`;
    return out;
  }

  /** A three-seat sofa against the back wall; `height` is its back's height (86 cm; a low modern one is 76). */
  function sofa(x0, x1, zBack, color, { pillows = ['#f2cc8f', '#e07a5f'], height = 86 } = {}) {
    const k = height / 86;
    const y = (v) => v * k;
    const depth = 92;
    const z0 = zBack - depth;
    let out = wallShadow(x0, x1, y(88)) + floorShadow(x0 - 6, x1 + 6, z0 - 6, zBack, 0.45);
    // Legs.
    for (const x of [x0 + 8, x1 - 12]) out += box(x, x + 4, 0, y(12), z0 + 6, z0 + 10, '#3b2a20');
    out += box(x0, x1, y(12), y(42), z0, zBack, darken(color, 0.05), { round: 4 });
    out += box(x0 + 4, x1 - 4, y(42), y(86), zBack - 24, zBack, color, { round: 8 });
    // Seat cushions.
    const n = 3;
    const arm = 22;
    const cw = (x1 - x0 - 2 * arm) / n;
    for (let i = 0; i < n; i += 1) out += box(x0 + arm + i * cw + 1, x0 + arm + (i + 1) * cw - 1, y(42), y(54), z0 + 2, zBack - 24, lighten(color, 0.05), { round: 6 });
    // Back cushions.
    for (let i = 0; i < n; i += 1) out += box(x0 + arm + i * cw + 2, x0 + arm + (i + 1) * cw - 2, y(52), y(82), zBack - 36, zBack - 24, lighten(color, 0.08), { round: 10 });
    out += box(x0, x0 + arm, y(12), y(64), z0, zBack, darken(color, 0.02), { round: 8 });
    out += box(x1 - arm, x1, y(12), y(64), z0, zBack, darken(color, 0.02), { round: 8 });
    // Throw pillows.
    pillows.forEach((c, i) => {
      const px = i === 0 ? x0 + arm + 6 : x1 - arm - 46;
      const [a, b] = [proj(px, y(54), zBack - 40), proj(px + 40, y(92), zBack - 40)];
      out += `<rect x="${fmt(a[0])}" y="${fmt(b[1])}" width="${fmt(b[0] - a[0])}" height="${fmt(a[1] - b[1])}" rx="18" fill="${c}" transform="rotate(${i === 0 ? -6 : 6} ${fmt((a[0] + b[0]) / 2)} ${fmt((a[1] + b[1]) / 2)})"/>`;
    });
    return out;
  }

  function coffeeTable(x0, x1, z0, z1, top = '#c89b6d') {
    let out = floorShadow(x0, x1, z0, z1, 0.3);
    for (const [x, z] of [[x0 + 6, z0 + 6], [x1 - 10, z0 + 6], [x0 + 6, z1 - 10], [x1 - 10, z1 - 10]]) out += box(x, x + 4, 0, 38, z, z + 4, '#2b2420');
    out += box(x0, x1, 38, 43, z0, z1, top);
    out += box(x0 + 30, x0 + 58, 43, 48, z0 + 14, z0 + 36, '#27365c');
    out += box(x0 + 32, x0 + 56, 48, 51, z0 + 16, z0 + 34, '#e07a5f');
    return out;
  }

  /** A potted plant `h` cm tall; `leaf` scales its leaves (1: large leaves 32-52 cm long). */
  function plant(x, z, h = 150, pot = '#e9e2d6', seed = 3, leaf = 1) {
    const rng = createRng(seed);
    let out = floorShadow(x - 26, x + 26, z - 20, z + 20, 0.35);
    out += box(x - 20, x + 20, 0, 44, z - 20, z + 20, pot, { round: 6 });
    const [bx, by] = proj(x, 44, z);
    const scale = proj(x + 1, 0, z)[0] - proj(x, 0, z)[0];
    const greens = ['#2f5d50', '#3f7a5f', '#4f8f6a', '#2a4f45', '#5d9c72'];
    for (let i = 0; i < 15; i += 1) {
      const ang = rng.range(-1.1, 1.1) - Math.PI / 2;
      const len = h * rng.range(0.45, 1) * scale;
      const tx = bx + Math.cos(ang) * len;
      const ty = by + Math.sin(ang) * len;
      const c = greens[i % greens.length];
      out += `<path d="M${fmt(bx)},${fmt(by)} Q${fmt((bx + tx) / 2 + rng.range(-12, 12))},${fmt((by + ty) / 2)} ${fmt(tx)},${fmt(ty)}" stroke="#35553f" stroke-width="${fmt(1.2 * scale)}" fill="none"/>`;
      const lw = rng.range(16, 26) * scale * leaf;
      const la = (ang * 180) / Math.PI + rng.range(-30, 30);
      out += `<ellipse cx="${fmt(tx)}" cy="${fmt(ty)}" rx="${fmt(lw)}" ry="${fmt(lw * 0.45)}" fill="${c}" transform="rotate(${fmt(la)} ${fmt(tx)} ${fmt(ty)})"/>`;
      out += `<path d="M${fmt(tx - Math.cos((la * Math.PI) / 180) * lw)},${fmt(ty - Math.sin((la * Math.PI) / 180) * lw)} L${fmt(tx + Math.cos((la * Math.PI) / 180) * lw)},${fmt(ty + Math.sin((la * Math.PI) / 180) * lw)}" stroke="${lighten(c, 0.25)}" stroke-width="${fmt(0.5 * scale)}" opacity="0.6"/>`;
    }
    return out;
  }

  function floorLamp(x, z, { shade = '#f3e6cf', glow = true } = {}) {
    let out = floorShadow(x - 18, x + 18, z - 18, z + 18, 0.3);
    out += box(x - 16, x + 16, 0, 3, z - 16, z + 16, '#2b2420');
    out += box(x - 1.2, x + 1.2, 3, 150, z - 1, z + 1, '#2b2420');
    const [a, b] = [proj(x - 24, 150, z), proj(x + 24, 186, z)];
    const [c] = [proj(x - 18, 186, z)];
    if (glow) out += `<circle cx="${fmt((a[0] + b[0]) / 2)}" cy="${fmt((a[1] + b[1]) / 2)}" r="${fmt((b[0] - a[0]) * 2.4)}" fill="url(#lampGlow)"/>`;
    out += `<polygon points="${fmt(a[0])},${fmt(a[1])} ${fmt(b[0])},${fmt(a[1])} ${fmt(b[0] - (c[0] - a[0]))},${fmt(b[1])} ${fmt(c[0])},${fmt(b[1])}" fill="${shade}"/>`;
    out += `<polygon points="${fmt(a[0])},${fmt(a[1])} ${fmt(b[0])},${fmt(a[1])} ${fmt(b[0] - 4)},${fmt(a[1] - 6)} ${fmt(a[0] + 4)},${fmt(a[1] - 6)}" fill="#fff7e0"/>`;
    return out;
  }

  function sideTable(x0, x1, z0, z1, color = '#c89b6d', h = 55) {
    let out = floorShadow(x0, x1, z0, z1, 0.3) + wallShadow(x0, x1, h, 0.1);
    out += box(x0, x1, 0, h, z0, z1, color, { round: 2 });
    const [a] = [proj(x0 + 2, h * 0.55, z0)];
    const [b] = [proj(x1 - 2, h * 0.55, z0)];
    out += `<line x1="${fmt(a[0])}" y1="${fmt(a[1])}" x2="${fmt(b[0])}" y2="${fmt(b[1])}" stroke="${darken(color, 0.3)}" stroke-width="2"/>`;
    return out;
  }

  function tableLamp(x, y, z, shade = '#f6ead2') {
    let out = '';
    const [p0, p1] = [proj(x - 6, y, z), proj(x + 6, y + 26, z)];
    out += `<ellipse cx="${fmt((p0[0] + p1[0]) / 2)}" cy="${fmt((p0[1] + p1[1]) / 2)}" rx="${fmt((p1[0] - p0[0]) / 2)}" ry="${fmt((p0[1] - p1[1]) / 2)}" fill="#d9c3a5"/>`;
    const [a, b] = [proj(x - 18, y + 24, z), proj(x + 18, y + 50, z)];
    out += `<circle cx="${fmt((a[0] + b[0]) / 2)}" cy="${fmt((a[1] + b[1]) / 2)}" r="${fmt((b[0] - a[0]) * 2.2)}" fill="url(#lampGlow)"/>`;
    out += `<polygon points="${fmt(a[0])},${fmt(a[1])} ${fmt(b[0])},${fmt(a[1])} ${fmt(b[0] - (b[0] - a[0]) * 0.15)},${fmt(b[1])} ${fmt(a[0] + (b[0] - a[0]) * 0.15)},${fmt(b[1])}" fill="${shade}"/>`;
    return out;
  }

  /** A bed with its headboard against the back wall, `headHeight` cm high. */
  function bed(x0, x1, zFoot, { duvet = '#f3efe7', throwC = '#81b29a', head = '#c9b49a', headHeight = 125 } = {}) {
    let out = wallShadow(x0 - 8, x1 + 8, headHeight, 0.16) + floorShadow(x0 - 6, x1 + 6, zFoot - 6, D, 0.45);
    out += box(x0 - 8, x1 + 8, 0, headHeight, D - 8, D - 1, head, { round: 10 });
    out += box(x0, x1, 0, 28, zFoot, D - 8, darken(head, 0.1));
    out += box(x0 + 2, x1 - 2, 28, 50, zFoot + 2, D - 8, '#fbf8f2', { round: 6 });
    // Pillows.
    const pw = (x1 - x0 - 20) / 2;
    for (let i = 0; i < 2; i += 1) out += box(x0 + 8 + i * (pw + 4), x0 + 8 + i * (pw + 4) + pw, 50, 72, D - 40, D - 14, '#ffffff', { round: 14 });
    out += box(x0 + 30, x1 - 30, 50, 66, D - 52, D - 42, '#e07a5f', { round: 12 });
    // Duvet and folded throw.
    out += box(x0 - 2, x1 + 2, 18, 56, zFoot - 2, D - 60, duvet, { round: 8 });
    out += box(x0 - 3, x1 + 3, 20, 57.5, zFoot - 3, zFoot + 38, throwC, { round: 6 });
    return out;
  }

  function desk(x0, x1, z0, z1, top = '#d8b68c', legs = '#2b2420') {
    let out = floorShadow(x0, x1, z0, z1, 0.3) + wallShadow(x0, x1, 76, 0.1);
    for (const [x, z] of [[x0 + 4, z0 + 4], [x1 - 8, z0 + 4], [x0 + 4, z1 - 8], [x1 - 8, z1 - 8]]) out += box(x, x + 4, 0, 72, z, z + 4, legs);
    out += box(x1 - 50, x1 - 4, 30, 72, z0 + 4, z1 - 4, lighten(legs, 0.9));
    out += box(x0, x1, 72, 76, z0, z1, top);
    return out;
  }

  function monitor(x, z, y = 76) {
    let out = box(x - 10, x + 10, y, y + 2, z - 8, z + 4, '#2b2b2b');
    out += box(x - 2, x + 2, y + 2, y + 18, z + 1, z + 3, '#2b2b2b');
    out += box(x - 34, x + 34, y + 14, y + 56, z - 1, z + 1, '#1d1f24');
    const [a, b] = [proj(x - 32, y + 16, z - 1.1), proj(x + 32, y + 54, z - 1.1)];
    out += `<rect x="${fmt(a[0])}" y="${fmt(b[1])}" width="${fmt(b[0] - a[0])}" height="${fmt(a[1] - b[1])}" fill="url(#screen)"/>`;
    return out;
  }

  /** An open laptop on a desk top at height y, its screen at the back (z) facing the camera. */
  function laptop(x, z, y = 76) {
    let out = box(x - 16, x + 16, y, y + 1.5, z - 22, z, '#c9ccd1');
    out += box(x - 16, x + 16, y + 1.5, y + 22, z, z + 1, '#b9bcc2');
    const [a, b] = [proj(x - 14.5, y + 3, z - 0.1), proj(x + 14.5, y + 20.5, z - 0.1)];
    out += `<rect x="${fmt(a[0])}" y="${fmt(b[1])}" width="${fmt(b[0] - a[0])}" height="${fmt(a[1] - b[1])}" fill="url(#screen)"/>`;
    return out;
  }

  function officeChair(x, z, color = '#27365c') {
    let out = floorShadow(x - 30, x + 30, z - 30, z + 30, 0.35);
    out += box(x - 28, x + 28, 4, 8, z - 2, z + 2, '#2b2b2b');
    out += box(x - 2, x + 2, 8, 46, z - 2, z + 2, '#3a3a3a');
    out += box(x - 26, x + 26, 46, 54, z - 26, z + 24, color, { round: 6 });
    out += box(x - 24, x + 24, 58, 108, z - 30, z - 24, darken(color, 0.05), { round: 12 });
    return out;
  }

  function bookshelf(x0, x1, z0, color = '#f3efe8', seed = 5) {
    const rng = createRng(seed);
    const h = 200;
    let out = wallShadow(x0, x1, h, 0.14) + floorShadow(x0, x1, z0, D, 0.3);
    out += box(x0, x1, 0, h, z0, D - 1, color);
    const books = ['#e07a5f', '#27365c', '#f2cc8f', '#81b29a', '#6d3b5e', '#3d7a8c', '#f2a541'];
    for (let s = 0; s < 5; s += 1) {
      const y = 6 + s * 39;
      out += box(x0 + 3, x1 - 3, y, y + 34, z0 + 2, D - 2, darken(color, 0.3));
      let x = x0 + 5;
      while (x < x1 - 10) {
        const bw = rng.range(3, 7);
        if (rng.chance(0.15)) {
          x += bw + 4;
          continue;
        }
        out += box(x, Math.min(x + bw, x1 - 5), y, y + rng.range(22, 32), z0 + 6, z0 + 22, rng.pick(books));
        x += bw + 0.6;
      }
      out += box(x0, x1, y - 2, y, z0, D - 1, color);
    }
    return out;
  }

  function diningTable(x0, x1, z0, z1, top = '#b07d52') {
    let out = floorShadow(x0, x1, z0, z1, 0.3);
    for (const [x, z] of [[x0 + 8, z0 + 8], [x1 - 14, z0 + 8], [x0 + 8, z1 - 14], [x1 - 14, z1 - 14]]) out += box(x, x + 6, 0, 72, z, z + 6, darken(top, 0.35));
    out += box(x0, x1, 72, 77, z0, z1, top);
    return out;
  }

  /** A chair seen from the front (facing camera) or from behind. */
  function chair(x, z, color = '#e9e2d6', facing = 'front') {
    let out = floorShadow(x - 22, x + 22, z - 22, z + 22, 0.3);
    for (const [dx, dz] of [[-20, -20], [17, -20], [-20, 17], [17, 17]]) out += box(x + dx, x + dx + 3, 0, 45, z + dz, z + dz + 3, '#3b2a20');
    const backZ = facing === 'front' ? z + 18 : z - 22;
    if (facing === 'front') out += box(x - 21, x + 21, 45, 90, backZ, backZ + 4, color, { round: 8 });
    out += box(x - 22, x + 22, 45, 50, z - 22, z + 22, color, { round: 5 });
    if (facing !== 'front') out += box(x - 21, x + 21, 45, 90, backZ, backZ + 4, color, { round: 8 });
    return out;
  }

  function pendant(x, z, y = 200, color = '#1f2a44') {
    const [top] = [proj(x, ROOM.height, z)];
    const [a, b] = [proj(x - 22, y, z), proj(x + 22, y + 22, z)];
    let out = `<line x1="${fmt(top[0])}" y1="${fmt(top[1])}" x2="${fmt((a[0] + b[0]) / 2)}" y2="${fmt(b[1])}" stroke="#2b2420" stroke-width="2"/>`;
    out += `<circle cx="${fmt((a[0] + b[0]) / 2)}" cy="${fmt(a[1])}" r="${fmt((b[0] - a[0]) * 2)}" fill="url(#lampGlow)"/>`;
    const w = b[0] - a[0];
    out += `<path d="M${fmt(a[0])},${fmt(a[1])} Q${fmt(a[0] + w * 0.05)},${fmt(b[1])} ${fmt(a[0] + w / 2)},${fmt(b[1])} Q${fmt(b[0] - w * 0.05)},${fmt(b[1])} ${fmt(b[0])},${fmt(a[1])} Z" fill="${color}"/>`;
    out += `<ellipse cx="${fmt(a[0] + w / 2)}" cy="${fmt(a[1])}" rx="${fmt(w / 2)}" ry="${fmt(w * 0.08)}" fill="#fff4d6"/>`;
    return out;
  }

  function sideboard(x0, x1, z0, color = '#27365c', h = 78) {
    let out = wallShadow(x0, x1, h, 0.14) + floorShadow(x0, x1, z0, D, 0.35);
    for (const x of [x0 + 6, x1 - 10]) out += box(x, x + 4, 0, 14, z0 + 4, z0 + 8, '#2b2420');
    out += box(x0, x1, 14, h, z0, D - 1, color, { round: 2 });
    const n = 3;
    for (let i = 1; i < n; i += 1) {
      const [p, q] = [proj(x0 + ((x1 - x0) * i) / n, 16, z0 - 0.2), proj(x0 + ((x1 - x0) * i) / n, h - 2, z0 - 0.2)];
      out += `<line x1="${fmt(p[0])}" y1="${fmt(p[1])}" x2="${fmt(q[0])}" y2="${fmt(q[1])}" stroke="${darken(color, 0.3)}" stroke-width="2"/>`;
    }
    return out;
  }

  /** Vase with a few dried stems, for sideboards and tables. */
  function vase(x, y, z, color = '#e07a5f') {
    const [a, b] = [proj(x - 8, y, z), proj(x + 8, y + 28, z)];
    const w = b[0] - a[0];
    let out = '';
    for (let i = 0; i < 5; i += 1) {
      const ang = -Math.PI / 2 + (i - 2) * 0.22;
      const L = w * 3.2;
      const sx = a[0] + w / 2;
      const sy = b[1];
      out += `<path d="M${fmt(sx)},${fmt(sy)} q${fmt(Math.cos(ang) * L * 0.3)},${fmt(Math.sin(ang) * L * 0.6)} ${fmt(Math.cos(ang) * L)},${fmt(Math.sin(ang) * L)}" stroke="#a2845e" stroke-width="2" fill="none"/><ellipse cx="${fmt(sx + Math.cos(ang) * L)}" cy="${fmt(sy + Math.sin(ang) * L)}" rx="${fmt(w * 0.18)}" ry="${fmt(w * 0.4)}" fill="#d9bf94" transform="rotate(${fmt((ang * 180) / Math.PI + 90)} ${fmt(sx + Math.cos(ang) * L)} ${fmt(sy + Math.sin(ang) * L)})"/>`;
    }
    out += `<path d="${smoothPath([[a[0] + w * 0.3, b[1]], [a[0] + w * 0.05, b[1] + (a[1] - b[1]) * 0.5], [a[0] + w * 0.25, a[1]], [b[0] - w * 0.25, a[1]], [b[0] - w * 0.05, b[1] + (a[1] - b[1]) * 0.5], [b[0] - w * 0.3, b[1]]], true)}" fill="${color}"/>`;
    return out;
  }

  return { rug, sofa, coffeeTable, plant, floorLamp, sideTable, tableLamp, bed, desk, monitor, laptop, officeChair, bookshelf, diningTable, chair, pendant, sideboard, vase };
}
