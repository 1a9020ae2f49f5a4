// Brand assets: Open Graph card (1200x630, WebP + PNG) and the 180 px apple-touch icon.
// The mark is a rounded "frame" holding a brush-stroke swash with the letters WA.
import { writeImage } from './lib/output.mjs';
import { BRAND as brand, nest, linear, radial } from '@wallart/imaging';
import { drawArt } from './lib/artworks.mjs';

/** The brand mark drawn in a 180 box; radius 0 for iOS, which applies its own mask. */
function mark(radius = 40) {
  return `<rect width="180" height="180" rx="${radius}" fill="${brand.ink}"/><rect x="18" y="18" width="144" height="144" rx="26" fill="none" stroke="${brand.sand}" stroke-width="5"/><path d="M30,124 C62,104 96,138 150,108" stroke="${brand.terracotta}" stroke-width="20" fill="none" stroke-linecap="round"/><path d="M34,130 C64,114 98,146 146,118" stroke="${brand.mustard}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/><text x="90" y="101" font-family="DejaVu Serif" font-weight="bold" font-size="62" text-anchor="middle" fill="${brand.cream}" letter-spacing="-2">WA</text>`;
}

function ogSvg() {
  const defs = `${linear('ogbg', [[0, '#1f2a44'], [1, '#2c1f3d']], 0, 0, 1, 1)}${radial('oglow', [[0, '#e07a5f', 0.35], [1, '#e07a5f', 0]], 0.25, 0.3, 0.6)}<filter id="ds" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-opacity="0.45"/></filter>`;
  let body = `<rect width="1200" height="630" fill="url(#ogbg)"/><rect width="1200" height="630" fill="url(#oglow)"/>`;
  // Collage of three framed artworks on the right.
  const tiles = [
    { id: 'mountain-sunset', x: 760, y: 70, w: 220, h: 290, r: -4 },
    { id: 'geometric-grid', x: 950, y: 150, w: 200, h: 260, r: 5 },
    { id: 'abstract-strokes', x: 800, y: 340, w: 260, h: 200, r: -1 },
  ];
  tiles.forEach((t, i) => {
    body += `<g transform="rotate(${t.r} ${t.x + t.w / 2} ${t.y + t.h / 2})" filter="url(#ds)"><rect x="${t.x - 10}" y="${t.y - 10}" width="${t.w + 20}" height="${t.h + 20}" fill="#f7f3e8"/>${nest(t.x, t.y, t.w, t.h, t.w, t.h, drawArt(t.id, t.w, t.h, `og${i}`))}</g>`;
  });
  body += `<g transform="translate(80 120) scale(0.62)">${mark()}</g>`;
  body += `<text x="80" y="290" font-family="DejaVu Serif" font-weight="bold" font-size="66" fill="${brand.cream}">WallArt Studio</text>`;
  body += `<text x="82" y="350" font-family="DejaVu Sans" font-size="25" fill="${brand.sand}">Murals, canvas prints &amp; painted feature walls</text>`;
  body += `<text x="82" y="388" font-family="DejaVu Sans" font-size="25" fill="${brand.sand}">— designed with AI, painted by artists.</text>`;
  body += `<rect x="82" y="450" width="320" height="60" rx="30" fill="${brand.terracotta}"/><text x="242" y="488" font-family="DejaVu Sans" font-weight="bold" font-size="22" text-anchor="middle" fill="#fff">Transform your walls</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs>${defs}</defs>${body}</svg>`;
}

export async function buildBrand() {
  await writeImage(
    ogSvg(),
    [
      { rel: 'brand/og-image.webp', variant: 'full', quality: 86 },
      { rel: 'brand/og-image.png', variant: 'full', format: 'png' },
    ],
    { group: 'brand', id: 'og-image', alt: 'WallArt Studio — murals, canvas prints and painted feature walls' },
  );
  // Rendered at 360 and downscaled for clean anti-aliased edges at 180 px.
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="360" viewBox="0 0 180 180">${mark(0)}</svg>`;
  await writeImage(icon, [{ rel: 'brand/apple-touch-icon.png', width: 180, variant: 'full', format: 'png' }], { group: 'brand', id: 'apple-touch-icon', alt: 'WallArt Studio logo' });
}
