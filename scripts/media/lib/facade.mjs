// Exterior street scene: a community building whose blank side wall carries a mural.
// Drawn frontally in a 1200 x 900 box (used by the Public Spaces portfolio project).
import { createRng, fmt, linear, radial, blurFilter, grainFilter, nest } from '@wallart/imaging';

function windowsGrid(x, y, cols, rows, w, h, gapX, gapY, frame) {
  let out = '';
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const wx = x + c * (w + gapX);
      const wy = y + r * (h + gapY);
      out += `<rect x="${wx}" y="${wy}" width="${w}" height="${h}" fill="${frame}"/><rect x="${wx + 4}" y="${wy + 4}" width="${w - 8}" height="${h - 8}" fill="url(#glass)"/>`;
    }
  }
  return out;
}

function tree(x, base, s, rng) {
  let out = `<rect x="${fmt(x - 6 * s)}" y="${fmt(base - 120 * s)}" width="${fmt(12 * s)}" height="${fmt(120 * s)}" fill="#5b4636"/>`;
  const greens = ['#3f7a5f', '#4f8f6a', '#2f5d50', '#5d9c72'];
  for (let i = 0; i < 9; i += 1) out += `<circle cx="${fmt(x + rng.range(-55, 55) * s)}" cy="${fmt(base - 150 * s + rng.range(-50, 30) * s)}" r="${fmt(rng.range(34, 50) * s)}" fill="${greens[i % 4]}"/>`;
  return out;
}

function person(x, base, s, top, legs) {
  return `<g><circle cx="${fmt(x)}" cy="${fmt(base - 150 * s)}" r="${fmt(11 * s)}" fill="#6f4a36"/><rect x="${fmt(x - 14 * s)}" y="${fmt(base - 136 * s)}" width="${fmt(28 * s)}" height="${fmt(62 * s)}" rx="${fmt(10 * s)}" fill="${top}"/><rect x="${fmt(x - 12 * s)}" y="${fmt(base - 80 * s)}" width="${fmt(10 * s)}" height="${fmt(80 * s)}" rx="${fmt(4 * s)}" fill="${legs}"/><rect x="${fmt(x + 2 * s)}" y="${fmt(base - 80 * s)}" width="${fmt(10 * s)}" height="${fmt(80 * s)}" rx="${fmt(4 * s)}" fill="${legs}"/></g>`;
}

export function facadeSvg(muralMarkup, muralView, out = { w: 1200, h: 900 }) {
  const rng = createRng(77);
  const W = 1200;
  const H = 900;
  const ground = 700;
  const defs = `${linear('sky', [[0, '#8ec5e6'], [0.7, '#d9eef5'], [1, '#f7e7cf']])}${linear('glass', [[0, '#b9d6e3'], [1, '#6f93a6']], 0, 0, 1, 1)}${linear('street', [[0, '#8d8a86'], [1, '#5e5b58']])}${linear('walk', [[0, '#d9d2c7'], [1, '#bfb6a8']])}${radial('vig', [[0.6, '#000', 0], [1, '#000', 0.3]], 0.5, 0.5, 0.75)}${blurFilter('fsoft', 8)}${grainFilter('fgrain', { strength: 0.07, freq: 0.8 })}`;
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  for (let i = 0; i < 4; i += 1) body += `<ellipse cx="${fmt(rng.range(80, 1120))}" cy="${fmt(rng.range(60, 200))}" rx="${fmt(rng.range(60, 120))}" ry="${fmt(rng.range(16, 26))}" fill="#ffffff" opacity="0.7"/>`;
  // Neighbouring buildings.
  body += `<rect x="0" y="170" width="250" height="${ground - 170}" fill="#c98f6b"/>${windowsGrid(30, 200, 3, 5, 50, 64, 26, 30, '#f3e9dc')}`;
  body += `<rect x="950" y="230" width="250" height="${ground - 230}" fill="#9fb3b8"/>${windowsGrid(975, 260, 3, 4, 52, 70, 24, 34, '#eef2f2')}`;
  // The mural wall, with a parapet and a shadowed edge.
  const mx = 250;
  const my = 120;
  const mw = 700;
  const mh = ground - my;
  body += `<rect x="${mx}" y="${my - 18}" width="${mw}" height="18" fill="#e6dccd"/>`;
  body += `<rect x="${mx}" y="${my}" width="${mw}" height="${mh}" fill="#efe6d8"/>`;
  body += nest(mx + 20, my + 20, mw - 40, mh - 40, muralView.w, muralView.h, muralMarkup);
  body += `<rect x="${mx}" y="${my}" width="${mw}" height="${mh}" fill="url(#wallSun)"/>`;
  body += `<rect x="${mx + mw - 8}" y="${my}" width="8" height="${mh}" fill="#000" opacity="0.12"/>`;
  // Scaffold-free finish: a painter's signature plaque.
  body += `<rect x="${mx + 40}" y="${ground - 60}" width="110" height="30" rx="4" fill="#1f2a44"/><text x="${mx + 95}" y="${ground - 40}" font-family="DejaVu Sans" font-size="13" font-weight="bold" fill="#f7f3e8" text-anchor="middle">WALLART STUDIO</text>`;
  // Pavement and street in perspective toward a vanishing point.
  body += `<rect x="0" y="${ground}" width="${W}" height="80" fill="url(#walk)"/>`;
  for (let i = -10; i <= 22; i += 1) {
    const xb = i * 90;
    body += `<line x1="${fmt(600 + (xb - 600) * 0.55)}" y1="${ground}" x2="${xb}" y2="${ground + 80}" stroke="#b0a797" stroke-width="1.5"/>`;
  }
  body += `<rect x="0" y="${ground + 80}" width="${W}" height="14" fill="#9b9288"/>`;
  body += `<rect x="0" y="${ground + 94}" width="${W}" height="${H - ground - 94}" fill="url(#street)"/>`;
  for (let i = 0; i < 7; i += 1) body += `<rect x="${i * 200 - 40}" y="${ground + 150}" width="110" height="8" fill="#f2efe6" opacity="0.8"/>`;
  // Street furniture and people admiring the wall.
  body += `<ellipse cx="330" cy="${ground + 4}" rx="90" ry="10" fill="#000" opacity="0.18" filter="url(#fsoft)"/>` + tree(330, ground + 4, 1.25, rng);
  body += `<ellipse cx="1080" cy="${ground + 6}" rx="90" ry="10" fill="#000" opacity="0.18" filter="url(#fsoft)"/>` + tree(1080, ground + 6, 1.1, rng);
  body += `<rect x="680" y="${ground + 20}" width="150" height="10" rx="3" fill="#7a5a40"/><rect x="690" y="${ground + 30}" width="8" height="26" fill="#2b2420"/><rect x="812" y="${ground + 30}" width="8" height="26" fill="#2b2420"/><rect x="680" y="${ground - 4}" width="150" height="8" rx="3" fill="#7a5a40"/>`;
  body += `<line x1="560" y1="${ground + 70}" x2="560" y2="${ground - 230}" stroke="#2b2420" stroke-width="7"/><rect x="540" y="${ground - 250}" width="40" height="24" rx="6" fill="#2b2420"/><circle cx="560" cy="${ground - 222}" r="8" fill="#fff2c9"/>`;
  body += `<ellipse cx="620" cy="${ground + 64}" rx="26" ry="6" fill="#000" opacity="0.2"/>${person(620, ground + 62, 1, '#e07a5f', '#27365c')}`;
  body += `<ellipse cx="890" cy="${ground + 70}" rx="24" ry="6" fill="#000" opacity="0.2"/>${person(890, ground + 68, 0.95, '#3d7a8c', '#3b2a20')}`;
  body += `<ellipse cx="930" cy="${ground + 72}" rx="16" ry="4" fill="#000" opacity="0.2"/>${person(930, ground + 70, 0.62, '#f2a541', '#27365c')}`;
  const sunDefs = linear('wallSun', [[0, '#fff4dc', 0.18], [0.6, '#fff4dc', 0], [1, '#000', 0.1]], 0, 0, 1, 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${out.w}" height="${out.h}" viewBox="0 0 ${W} ${H}"><defs>${defs}${sunDefs}</defs><g filter="url(#fgrain)">${body}</g><rect width="${W}" height="${H}" fill="url(#vig)"/></svg>`;
}

