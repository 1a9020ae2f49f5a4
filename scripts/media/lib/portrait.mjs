// Flat-illustration portraits (testimonial avatars and the "Select Generated Face"
// samples). A person is a small parameter object; everything is drawn in a 512 box.
import { createRng, darken, lighten, fmt, smoothPath, radial } from '@wallart/imaging';

const S = 512;
const CX = 256;

function shape(points, cx, cy, rx, ry) {
  return smoothPath(points.map(([x, y]) => [cx + x * rx, cy + y * ry]), true);
}

const HEAD = [[0, -1], [0.74, -0.74], [1, -0.08], [0.9, 0.4], [0.58, 0.8], [0, 1], [-0.58, 0.8], [-0.9, 0.4], [-1, -0.08], [-0.74, -0.74]];

function hairBack(p, g) {
  const { cx, cy, rx, ry } = g;
  const c = p.hair;
  switch (p.hairStyle) {
    case 'long':
      return `<path d="${shape([[-1.2, -0.4], [-1.05, -1.02], [0, -1.22], [1.05, -1.02], [1.2, -0.4], [1.28, 0.6], [1.3, 1.45], [0.5, 1.6], [-0.5, 1.6], [-1.3, 1.45], [-1.28, 0.6]], cx, cy, rx, ry)}" fill="${c}"/>`;
    case 'afro': {
      const rng = createRng(p.seed);
      const pts = [];
      for (let i = 0; i < 22; i += 1) {
        const a = (i / 22) * Math.PI * 2;
        const r = 1.55 + rng.range(-0.06, 0.06);
        pts.push([Math.cos(a) * r, Math.sin(a) * r * 0.95 - 0.32]);
      }
      return `<path d="${shape(pts, cx, cy, rx, ry * 0.85)}" fill="${c}"/>`;
    }
    case 'hijab':
      return `<path d="${shape([[-1.3, -0.2], [-1.1, -1.05], [0, -1.3], [1.1, -1.05], [1.3, -0.2], [1.35, 0.9], [1.6, 1.7], [-1.6, 1.7], [-1.35, 0.9]], cx, cy, rx, ry)}" fill="${c}"/>`;
    case 'bob':
      return `<path d="${shape([[-1.16, -0.4], [-1.02, -1.04], [0, -1.2], [1.02, -1.04], [1.16, -0.4], [1.2, 0.55], [1.05, 0.78], [-1.05, 0.78], [-1.2, 0.55]], cx, cy, rx, ry)}" fill="${c}"/>`;
    default:
      return '';
  }
}

function hairFront(p, g) {
  const { cx, cy, rx, ry } = g;
  const c = p.hair;
  const hi = lighten(c, 0.18);
  const cap = (hairline) =>
    `<path d="${shape([[-1.06, 0.02], [-1.1, -0.5], [-0.72, -1.06], [0, -1.2], [0.72, -1.06], [1.1, -0.5], [1.06, 0.02], ...hairline], cx, cy, rx, ry)}" fill="${c}"/>`;
  switch (p.hairStyle) {
    case 'short':
      // Side parting with a swept fringe; the asymmetric hairline avoids a "cap" look.
      return `<path d="${shape([[-1.04, 0.06], [-1.12, -0.5], [-0.8, -1.08], [-0.2, -1.24], [0.5, -1.18], [0.98, -0.86], [1.12, -0.4], [1.05, 0.06], [0.95, -0.22], [0.82, -0.5], [0.35, -0.6], [-0.05, -0.7], [-0.42, -0.84], [-0.7, -0.58], [-0.92, -0.28], [-0.96, -0.02]], cx, cy, rx, ry)}" fill="${c}"/><path d="M${fmt(cx - rx * 0.42)},${fmt(cy - ry * 0.86)} Q${fmt(cx + rx * 0.1)},${fmt(cy - ry * 1.12)} ${fmt(cx + rx * 0.8)},${fmt(cy - ry * 0.82)}" stroke="${hi}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.45"/>`;
    case 'spiky':
      return `<path d="${shape([[-1.06, 0.0], [-1.12, -0.6], [-0.8, -1.15], [-0.45, -1.05], [-0.2, -1.3], [0.15, -1.1], [0.5, -1.28], [0.75, -1.02], [1.12, -0.62], [1.06, 0.0], [0.92, -0.4], [0.4, -0.5], [0.1, -0.66], [-0.3, -0.52], [-0.92, -0.38]], cx, cy, rx, ry)}" fill="${c}"/>`;
    case 'long':
    case 'bob':
      return `<path d="${shape([[-1.08, 0.35], [-1.12, -0.5], [-0.72, -1.08], [0, -1.2], [0.72, -1.08], [1.12, -0.5], [1.08, 0.35], [0.96, -0.2], [0.7, -0.55], [0.2, -0.62], [-0.35, -0.78], [-0.78, -0.5], [-0.98, -0.1]], cx, cy, rx, ry)}" fill="${c}"/>`;
    case 'bun':
      return `<circle cx="${cx}" cy="${fmt(cy - ry * 1.22)}" r="${fmt(rx * 0.42)}" fill="${c}"/>` + cap([[0.96, -0.25], [0.6, -0.6], [0, -0.74], [-0.6, -0.6], [-0.96, -0.25]]) + `<path d="M${fmt(cx - rx * 0.6)},${fmt(cy - ry * 0.8)} q${fmt(rx * 0.6)},${fmt(-ry * 0.28)} ${fmt(rx * 1.2)},0" stroke="${hi}" stroke-width="5" fill="none" opacity="0.55" stroke-linecap="round"/>`;
    case 'ponytail':
      return `<path d="${shape([[1.0, -0.5], [1.45, -0.7], [1.6, -0.1], [1.45, 0.55], [1.25, 0.1]], cx, cy, rx, ry)}" fill="${c}"/>` + cap([[0.95, -0.3], [0.45, -0.5], [0, -0.5], [-0.3, -0.72], [-0.94, -0.3]]);
    case 'afro':
      return `<path d="${shape([[-1.04, -0.05], [-1.1, -0.6], [-0.7, -1.1], [0, -1.2], [0.7, -1.1], [1.1, -0.6], [1.04, -0.05], [0.9, -0.45], [0.5, -0.62], [0, -0.66], [-0.5, -0.62], [-0.9, -0.45]], cx, cy, rx, ry)}" fill="${c}"/>`;
    case 'bald':
      return `<path d="${shape([[-1.04, 0.1], [-1.1, -0.25], [-1.0, -0.5], [-0.92, -0.2], [-0.9, 0.1]], cx, cy, rx, ry)}" fill="${c}"/><path d="${shape([[1.04, 0.1], [1.1, -0.25], [1.0, -0.5], [0.92, -0.2], [0.9, 0.1]], cx, cy, rx, ry)}" fill="${c}"/>`;
    case 'hijab':
      return `<path d="${shape([[-1.02, 0.2], [-1.08, -0.55], [-0.7, -1.08], [0, -1.2], [0.7, -1.08], [1.08, -0.55], [1.02, 0.2], [0.9, -0.3], [0.55, -0.6], [0, -0.7], [-0.55, -0.6], [-0.9, -0.3]], cx, cy, rx, ry)}" fill="${c}"/><path d="M${fmt(cx - rx * 0.9)},${fmt(cy - ry * 0.35)} Q${cx},${fmt(cy - ry * 0.92)} ${fmt(cx + rx * 0.9)},${fmt(cy - ry * 0.35)}" stroke="${darken(c, 0.15)}" stroke-width="4" fill="none"/>`;
    default:
      return '';
  }
}

function face(p, g) {
  const { cx, cy, rx, ry } = g;
  const ink = '#2a1d1a';
  const skinShade = darken(p.skin, 0.14);
  const ey = cy + ry * 0.02;
  const ex = rx * 0.4;
  let out = '';
  // Brows.
  const browC = p.brow ?? darken(p.hair, 0.1);
  for (const s of [-1, 1]) {
    out += `<path d="M${fmt(cx + s * ex - s * 20)},${fmt(ey - 30)} Q${fmt(cx + s * ex)},${fmt(ey - 40 - (p.raised ? 4 : 0))} ${fmt(cx + s * ex + s * 22)},${fmt(ey - 31)}" stroke="${browC}" stroke-width="${p.age > 60 ? 6 : 7}" fill="none" stroke-linecap="round"/>`;
  }
  // Eyes: dark almond with a highlight; seniors get softer, smiling eyes.
  for (const s of [-1, 1]) {
    const x = cx + s * ex;
    if (p.smileEyes) {
      out += `<path d="M${fmt(x - 13)},${fmt(ey + 2)} Q${fmt(x)},${fmt(ey - 12)} ${fmt(x + 13)},${fmt(ey + 2)}" stroke="${ink}" stroke-width="5.5" fill="none" stroke-linecap="round"/>`;
    } else {
      out += `<ellipse cx="${fmt(x)}" cy="${fmt(ey)}" rx="${p.child ? 10 : 9}" ry="${p.child ? 12 : 10.5}" fill="${ink}"/><circle cx="${fmt(x + 3)}" cy="${fmt(ey - 4)}" r="3" fill="#ffffff"/>`;
      if (p.lashes) out += `<path d="M${fmt(x + s * 8)},${fmt(ey - 7)} l${fmt(s * 6)},-5" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`;
    }
    if (p.age > 55) {
      out += `<path d="M${fmt(x + s * 17)},${fmt(ey - 2)} l${fmt(s * 9)},-5 M${fmt(x + s * 17)},${fmt(ey + 5)} l${fmt(s * 9)},3" stroke="${skinShade}" stroke-width="2.5" stroke-linecap="round"/>`;
      out += `<path d="M${fmt(x - 10)},${fmt(ey + 16)} q10,6 20,0" stroke="${skinShade}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
    }
  }
  if (p.age > 55) {
    out += `<path d="M${fmt(cx - 34)},${fmt(cy - ry * 0.52)} q34,-8 68,0 M${fmt(cx - 26)},${fmt(cy - ry * 0.42)} q26,-6 52,0" stroke="${skinShade}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  }
  // Nose.
  out += `<path d="M${fmt(cx - 2)},${fmt(ey + 10)} Q${fmt(cx - 12)},${fmt(ey + 40)} ${fmt(cx - 6)},${fmt(ey + 44)} Q${fmt(cx + 4)},${fmt(ey + 48)} ${fmt(cx + 12)},${fmt(ey + 42)}" stroke="${skinShade}" stroke-width="4.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  // Cheeks.
  out += `<ellipse cx="${fmt(cx - rx * 0.56)}" cy="${fmt(ey + 40)}" rx="18" ry="11" fill="${p.blush ?? '#f08c8c'}" opacity="0.28"/><ellipse cx="${fmt(cx + rx * 0.56)}" cy="${fmt(ey + 40)}" rx="18" ry="11" fill="${p.blush ?? '#f08c8c'}" opacity="0.28"/>`;
  if (p.freckles) {
    const rng = createRng(p.seed + 5);
    for (let i = 0; i < 12; i += 1) out += `<circle cx="${fmt(cx + (i % 2 ? 1 : -1) * rng.range(28, 60))}" cy="${fmt(ey + rng.range(22, 42))}" r="2" fill="${darken(p.skin, 0.25)}" opacity="0.6"/>`;
  }
  if (p.age > 55) out += `<path d="M${fmt(cx - 34)},${fmt(ey + 52)} q-8,16 -2,30 M${fmt(cx + 34)},${fmt(ey + 52)} q8,16 2,30" stroke="${skinShade}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  // Beard sits below the mouth so the smile stays visible.
  if (p.beard) {
    const hole = `M${fmt(cx - 34)},${fmt(ey + 66)} a34,20 0 1,0 68,0 a34,20 0 1,0 -68,0 Z`;
    out += `<path fill-rule="evenodd" d="${shape([[-0.95, 0.05], [-0.78, 0.36], [-0.45, 0.52], [0, 0.5], [0.45, 0.52], [0.78, 0.36], [0.95, 0.05], [0.9, 0.55], [0.55, 0.94], [0, 1.1], [-0.55, 0.94], [-0.9, 0.55]], cx, cy, rx, ry)} ${hole}" fill="${p.beard}"/>`;
    out += `<path d="M${fmt(cx - 30)},${fmt(ey + 56)} q30,-12 60,0 q-30,4 -60,0 Z" fill="${p.beard}"/>`;
  }
  if (p.moustache) {
    out += `<path d="M${fmt(cx)},${fmt(ey + 58)} q-22,-8 -38,6 q18,6 38,0 q20,6 38,0 q-16,-14 -38,-6 Z" fill="${p.moustache}"/>`;
  }
  // Mouth.
  const my = ey + 70;
  if (p.openSmile) {
    out += `<path d="M${fmt(cx - 28)},${fmt(my - 4)} Q${cx},${fmt(my + 30)} ${fmt(cx + 28)},${fmt(my - 4)} Z" fill="#7a2a2f"/><path d="M${fmt(cx - 24)},${fmt(my - 2)} L${fmt(cx + 24)},${fmt(my - 2)} L${fmt(cx + 19)},${fmt(my + 6)} L${fmt(cx - 19)},${fmt(my + 6)} Z" fill="#ffffff"/>`;
  } else {
    out += `<path d="M${fmt(cx - 22)},${fmt(my)} Q${cx},${fmt(my + 18)} ${fmt(cx + 22)},${fmt(my)}" stroke="${p.lip ?? '#9e3d45'}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }
  if (p.glasses) {
    const gc = p.glasses;
    out += `<g fill="#ffffff" fill-opacity="0.14" stroke="${gc}" stroke-width="5"><rect x="${fmt(cx - ex - 28)}" y="${fmt(ey - 22)}" width="56" height="42" rx="14"/><rect x="${fmt(cx + ex - 28)}" y="${fmt(ey - 22)}" width="56" height="42" rx="14"/></g><path d="M${fmt(cx - ex + 28)},${fmt(ey - 4)} q${fmt(ex - 28)},-10 ${fmt((ex - 28) * 2)},0" stroke="${gc}" stroke-width="5" fill="none"/>`;
  }
  return out;
}

function torso(p) {
  const c = p.shirt;
  const top = 410;
  let out = `<path d="M${CX - 200},${S} C${CX - 196},${top + 30} ${CX - 150},${top - 4} ${CX - 62},${top - 16} L${CX + 62},${top - 16} C${CX + 150},${top - 4} ${CX + 196},${top + 30} ${CX + 200},${S} Z" fill="${c}"/>`;
  if (p.collar === 'v') out += `<path d="M${CX - 48},${top - 14} L${CX},${top + 44} L${CX + 48},${top - 14} Z" fill="${darken(p.skin, 0.08)}"/>`;
  if (p.collar === 'shirt') out += `<path d="M${CX - 56},${top - 18} L${CX - 10},${top + 40} L${CX - 30},${top + 46} L${CX - 70},${top - 4} Z M${CX + 56},${top - 18} L${CX + 10},${top + 40} L${CX + 30},${top + 46} L${CX + 70},${top - 4} Z" fill="${lighten(c, 0.85)}"/><path d="M${CX - 10},${top + 40} L${CX},${top + 24} L${CX + 10},${top + 40} L${CX + 6},${S} L${CX - 6},${S} Z" fill="${p.tie ?? darken(c, 0.3)}"/>`;
  if (p.collar === 'crew') out += `<path d="M${CX - 58},${top - 16} Q${CX},${top + 26} ${CX + 58},${top - 16}" stroke="${darken(c, 0.18)}" stroke-width="9" fill="none"/>`;
  if (p.collar === 'cardigan') out += `<path d="M${CX - 50},${top - 14} L${CX - 6},${S} M${CX + 50},${top - 14} L${CX + 6},${S}" stroke="${darken(c, 0.2)}" stroke-width="10"/><path d="M${CX - 44},${top - 14} L${CX},${top + 50} L${CX + 44},${top - 14} Z" fill="${p.inner ?? '#f4efe6'}"/>`;
  return out;
}

/** Full portrait SVG (512 x 512 view box) rendered at `size` px. */
export function portraitSvg(p, size = 512) {
  const child = p.age < 13;
  const g = { cx: CX, cy: child ? 250 : 236, rx: child ? 104 : 96, ry: child ? 118 : 122 };
  const defs = `${radial('bgGlow', [[0, lighten(p.bg, 0.35)], [1, p.bg]], 0.5, 0.4, 0.7)}<clipPath id="headClip"><path d="${shape(HEAD, g.cx, g.cy, g.rx, g.ry)}"/></clipPath>`;
  let body = `<rect width="${S}" height="${S}" fill="url(#bgGlow)"/>`;
  body += `<circle cx="${S * 0.82}" cy="${S * 0.18}" r="70" fill="${lighten(p.bg, 0.5)}" opacity="0.35"/><circle cx="${S * 0.12}" cy="${S * 0.74}" r="46" fill="${darken(p.bg, 0.12)}" opacity="0.3"/>`;
  body += hairBack(p, g);
  body += torso(p);
  // Neck with a shadow under the jaw.
  body += `<path d="M${CX - 40},${g.cy + g.ry * 0.6} L${CX - 44},${400} Q${CX},${430} ${CX + 44},${400} L${CX + 40},${g.cy + g.ry * 0.6} Z" fill="${darken(p.skin, 0.06)}"/>`;
  body += `<ellipse cx="${CX}" cy="${fmt(g.cy + g.ry * 0.92)}" rx="48" ry="22" fill="${darken(p.skin, 0.2)}" opacity="0.45"/>`;
  if (p.hairStyle === 'hijab') body += `<path d="M${CX - 120},${S} L${CX - 92},${380} Q${CX},${g.cy + g.ry * 1.2} ${CX + 92},${380} L${CX + 120},${S} Z" fill="${darken(p.hair, 0.06)}"/>`;
  if (p.hairStyle !== 'hijab') {
    for (const s of [-1, 1]) body += `<ellipse cx="${fmt(CX + s * g.rx * 0.98)}" cy="${fmt(g.cy + 8)}" rx="17" ry="25" fill="${p.skin}"/><ellipse cx="${fmt(CX + s * g.rx * 0.98)}" cy="${fmt(g.cy + 8)}" rx="7" ry="12" fill="${darken(p.skin, 0.12)}"/>`;
  }
  body += `<path d="${shape(HEAD, g.cx, g.cy, g.rx, g.ry)}" fill="${p.skin}"/>`;
  // Soft side shading inside the head for volume.
  body += `<g clip-path="url(#headClip)"><ellipse cx="${fmt(CX + g.rx * 0.95)}" cy="${fmt(g.cy + 20)}" rx="${fmt(g.rx * 0.5)}" ry="${fmt(g.ry * 1.2)}" fill="${darken(p.skin, 0.1)}" opacity="0.5"/></g>`;
  if (p.earrings && p.hairStyle !== 'hijab') for (const s of [-1, 1]) body += `<circle cx="${fmt(CX + s * g.rx * 0.98)}" cy="${fmt(g.cy + 40)}" r="7" fill="${p.earrings}"/>`;
  body += face({ ...p, child }, g);
  body += hairFront(p, g);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${S} ${S}"><defs>${defs}</defs>${body}</svg>`;
}

