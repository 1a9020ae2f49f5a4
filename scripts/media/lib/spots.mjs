// Spot illustrations (800 x 600) for service cards and why-choose-us features.
// Shared style: warm backdrop, one soft blob, grounded objects with contact shadows.
import { createRng, BRAND as brand, darken, lighten, fmt, blob, radial, grainFilter, blurFilter, nest } from '@wallart/imaging';
import { drawArt } from './artworks.mjs';

const W = 800;
const H = 600;

function frame(bg, blobColor, seed, body) {
  const rng = createRng(seed);
  const defs = `${radial('bgr', [[0, lighten(bg, 0.4)], [1, bg]], 0.5, 0.45, 0.75)}${blurFilter('sh', 8)}${grainFilter('sg', { strength: 0.05 })}`;
  let deco = '';
  for (let i = 0; i < 9; i += 1) deco += `<circle cx="${fmt(rng.range(40, 760))}" cy="${fmt(rng.range(40, 560))}" r="${fmt(rng.range(3, 8))}" fill="${darken(bg, 0.18)}" opacity="0.6"/>`;
  for (let i = 0; i < 3; i += 1) {
    const x = rng.range(80, 720);
    const y = rng.range(60, 200);
    deco += `<path d="M${fmt(x)},${fmt(y - 12)} L${fmt(x + 3)},${fmt(y - 3)} L${fmt(x + 12)},${fmt(y)} L${fmt(x + 3)},${fmt(y + 3)} L${fmt(x)},${fmt(y + 12)} L${fmt(x - 3)},${fmt(y + 3)} L${fmt(x - 12)},${fmt(y)} L${fmt(x - 3)},${fmt(y - 3)} Z" fill="#ffffff" opacity="0.8"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs><g filter="url(#sg)"><rect width="${W}" height="${H}" fill="url(#bgr)"/><path d="${blob(rng, 400, 300, 235, 0.22, 9)}" fill="${blobColor}"/>${deco}${body}</g></svg>`;
}

const shadow = (cx, cy, rx, ry = rx * 0.12, o = 0.22) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="${o}" filter="url(#sh)"/>`;

function paintCan(x, y, s, color, label = brand.cream) {
  return `<g transform="translate(${x} ${y}) scale(${s})">${shadow(0, 0, 62)}<path d="M-55,-120 L-55,-6 Q0,12 55,-6 L55,-120 Z" fill="#c9ccd1"/><path d="M-55,-96 L-55,-30 Q0,-18 55,-30 L55,-96 Q0,-84 -55,-96 Z" fill="${label}"/><circle cx="0" cy="-62" r="18" fill="${color}"/><ellipse cx="0" cy="-120" rx="55" ry="14" fill="${color}"/><ellipse cx="0" cy="-120" rx="55" ry="14" fill="none" stroke="#a7abb2" stroke-width="5"/><path d="M-20,-120 q-6,36 2,48 q8,10 12,-4 q2,-20 -4,-44" fill="${color}"/><path d="M-55,-110 Q0,-170 55,-110" fill="none" stroke="#6d7078" stroke-width="4"/></g>`;
}

function brush(x, y, angle, s, color) {
  return `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${s})"><rect x="-7" y="-150" width="14" height="110" rx="7" fill="#b5835a"/><rect x="-12" y="-44" width="24" height="26" rx="3" fill="#c9ccd1"/><path d="M-13,-18 L13,-18 L10,22 Q0,32 -10,22 Z" fill="${color}"/></g>`;
}

function customMurals() {
  let b = '';
  // Wall panel: left part painted, right part still pencil sketch.
  b += shadow(400, 470, 260, 18, 0.18);
  b += `<rect x="150" y="110" width="500" height="360" rx="10" fill="#f7f3e8"/>`;
  b += `<clipPath id="painted"><path d="M150,110 L470,110 Q440,250 500,470 L150,470 Z"/></clipPath>`;
  b += `<g clip-path="url(#painted)">${nest(150, 110, 500, 360, 500, 360, drawArt('minimal-arches', 500, 360, 's'))}</g>`;
  b += `<g fill="none" stroke="#9a8f80" stroke-width="2" stroke-dasharray="6 5" opacity="0.8"><path d="M470,470 A120,120 0 0 1 650,360"/><circle cx="560" cy="200" r="34"/></g>`;
  b += `<path d="M470,110 Q440,250 500,470" stroke="${brand.terracotta}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  // Ladder.
  b += `<g stroke="#8a6a4c" stroke-width="10" stroke-linecap="round"><line x1="610" y1="500" x2="660" y2="170"/><line x1="690" y1="500" x2="720" y2="190"/>${[0, 1, 2, 3, 4].map((k) => `<line x1="${fmt(616 + k * 8.5)}" y1="${460 - k * 62}" x2="${fmt(694 + k * 5.5)}" y2="${460 - k * 62}"/>`).join('')}</g>`;
  b += paintCan(230, 520, 0.75, brand.terracotta) + brush(520, 520, 70, 0.9, brand.terracotta);
  return frame('#f6e7d6', '#efd2bc', 1, b);
}

function canvasPrinting() {
  let b = shadow(420, 500, 230, 18);
  // Back canvas leaning.
  b += `<g transform="rotate(-6 250 300)"><rect x="130" y="170" width="220" height="290" fill="#d9cfc1"/>${nest(136, 176, 208, 278, 208, 278, drawArt('botanical-line', 208, 278, 'b'))}</g>`;
  // Front gallery-wrapped canvas with a visible side edge (SPEC: canvas printing).
  b += `<polygon points="610,140 640,160 640,490 610,500" fill="${darken('#5a2f55', 0.2)}"/>`;
  b += `<rect x="290" y="140" width="320" height="360" fill="#fff"/>${nest(290, 140, 320, 360, 320, 360, drawArt('mountain-sunset', 320, 360, 'c'))}`;
  b += `<rect x="290" y="140" width="320" height="360" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
  // Roll of canvas.
  b += shadow(620, 540, 140, 12);
  b += `<rect x="500" y="500" width="230" height="44" rx="22" fill="#f3ede2"/><ellipse cx="730" cy="522" rx="12" ry="22" fill="#e2d8c8"/><ellipse cx="730" cy="522" rx="5" ry="9" fill="#b5a68f"/><path d="M500,520 L470,560 L610,560 L640,540" fill="#f7f2ea"/>`;
  return frame('#e3ecef', '#cfe0e4', 2, b);
}

function wallPainting() {
  let b = shadow(400, 500, 280, 16, 0.16);
  b += `<rect x="140" y="100" width="520" height="400" rx="8" fill="#e9e3d8"/>`;
  b += `<path d="M140,100 L420,100 L420,500 L140,500 Z" fill="${brand.sage}"/>`;
  // Fresh roller edge with texture.
  b += `<path d="M420,100 ${[...Array(20)].map((_, i) => `L${i % 2 ? 426 : 416},${100 + i * 20}`).join(' ')} L420,500" stroke="${brand.sage}" stroke-width="10" fill="none" stroke-linejoin="round"/>`;
  // Roller.
  b += `<g transform="translate(470 250) rotate(-8)"><rect x="-70" y="-40" width="140" height="56" rx="26" fill="${lighten(brand.sage, 0.1)}"/><rect x="-70" y="-40" width="140" height="56" rx="26" fill="none" stroke="${darken(brand.sage, 0.2)}" stroke-width="3"/><path d="M70,-12 L96,-12 L96,40 L8,60 L8,150" fill="none" stroke="#6d7078" stroke-width="8" stroke-linejoin="round"/><rect x="-6" y="150" width="28" height="130" rx="12" fill="${brand.navy}"/></g>`;
  b += `<g transform="translate(560 520)">${shadow(0, 0, 110)}<path d="M-110,-50 L110,-50 L90,0 L-90,0 Z" fill="#c9ccd1"/><path d="M-100,-44 L40,-44 L30,-20 L-92,-20 Z" fill="${brand.sage}"/></g>`;
  b += paintCan(230, 540, 0.7, brand.sage);
  return frame('#eef0e4', '#dfe6cf', 3, b);
}

function installation() {
  let b = `<rect x="120" y="90" width="560" height="400" rx="10" fill="#f4efe6"/>`;
  b += `<g transform="rotate(3 400 250)"><rect x="250" y="130" width="300" height="220" fill="#2b2420"/><rect x="262" y="142" width="276" height="196" fill="#fff"/>${nest(274, 154, 252, 172, 252, 172, drawArt('geometric-grid', 252, 172, 'i'))}</g>`;
  b += `<path d="M400,110 L330,132 M400,110 L470,132" stroke="#6d7078" stroke-width="3"/><circle cx="400" cy="108" r="6" fill="#6d7078"/>`;
  // Measuring guides.
  b += `<g stroke="${brand.terracotta}" stroke-width="3" stroke-dasharray="10 8"><line x1="150" y1="250" x2="235" y2="250"/><line x1="565" y1="250" x2="650" y2="250"/></g>`;
  // Spirit level on top.
  b += `<g transform="translate(400 392)">${shadow(0, 14, 150, 8, 0.15)}<rect x="-150" y="-16" width="300" height="32" rx="6" fill="${brand.mustard}"/><rect x="-30" y="-9" width="60" height="18" rx="9" fill="#d9f2c4"/><circle cx="4" cy="0" r="6" fill="#ffffff"/></g>`;
  // Drill.
  b += `<g transform="translate(210 520)">${shadow(10, 0, 90)}<rect x="-60" y="-90" width="120" height="54" rx="18" fill="${brand.teal}"/><rect x="60" y="-74" width="60" height="22" rx="4" fill="#6d7078"/><rect x="120" y="-68" width="40" height="10" fill="#9aa0a8"/><path d="M-30,-36 L-10,-36 L0,-4 L-40,-4 Z" fill="${darken(brand.teal, 0.25)}"/><rect x="-50" y="-10" width="70" height="14" rx="5" fill="#2b2b2b"/></g>`;
  return frame('#f3e6dc', '#ead1c2', 4, b);
}

function expertArtists() {
  let b = shadow(400, 470, 230, 22);
  b += `<path d="M400,160 C560,150 660,240 640,330 C625,400 560,400 530,380 C500,362 470,380 480,420 C492,470 440,490 380,480 C240,460 160,390 170,300 C180,210 270,165 400,160 Z" fill="#e2b98c"/>`;
  b += `<ellipse cx="555" cy="320" rx="30" ry="24" fill="url(#bgr)"/>`;
  const blobs = [[260, 280, brand.terracotta], [320, 220, brand.mustard], [410, 205, brand.sage], [500, 230, brand.teal], [260, 370, brand.navy], [350, 420, brand.blush]];
  const rng = createRng(12);
  for (const [x, y, c] of blobs) b += `<path d="${blob(rng, x, y, 30, 0.35)}" fill="${c}"/><ellipse cx="${x - 8}" cy="${y - 10}" rx="9" ry="5" fill="#fff" opacity="0.35"/>`;
  b += brush(600, 470, 28, 1.3, brand.terracotta) + brush(640, 450, 40, 1.1, brand.teal);
  return frame('#f7ebdc', '#f0d9c0', 5, b);
}

function premiumMaterials() {
  let b = shadow(400, 500, 260, 18);
  const swatches = [brand.terracotta, brand.mustard, brand.sand, brand.sage, brand.teal, brand.navy, brand.plum];
  swatches.forEach((c, i) => {
    const a = -48 + i * 16;
    b += `<g transform="rotate(${a} 330 470)"><rect x="300" y="170" width="60" height="300" rx="10" fill="#fbf8f2"/><rect x="306" y="176" width="48" height="200" rx="6" fill="${c}"/><rect x="306" y="176" width="48" height="66" rx="6" fill="${lighten(c, 0.3)}"/><circle cx="330" cy="448" r="7" fill="#c9ccd1"/></g>`;
  });
  b += paintCan(560, 520, 1, brand.teal) + paintCan(660, 530, 0.7, brand.mustard);
  return frame('#e8ecf2', '#d5dde9', 6, b);
}

function aiDesign() {
  let b = shadow(400, 500, 250, 18);
  b += `<rect x="210" y="120" width="380" height="370" rx="30" fill="${brand.ink}"/><rect x="228" y="138" width="344" height="300" rx="12" fill="#fff"/>`;
  b += nest(228, 138, 344, 300, 344, 300, drawArt('flowing-waves', 344, 300, 'ai'));
  b += `<rect x="250" y="452" width="220" height="20" rx="10" fill="#3b4766"/><rect x="250" y="452" width="150" height="20" rx="10" fill="${brand.coral}"/><circle cx="530" cy="462" r="16" fill="${brand.mustard}"/>`;
  const star = (x, y, r, c) => `<path d="M${x},${y - r} Q${x},${y} ${x + r},${y} Q${x},${y} ${x},${y + r} Q${x},${y} ${x - r},${y} Q${x},${y} ${x},${y - r} Z" fill="${c}"/>`;
  b += star(620, 160, 34, brand.mustard) + star(660, 230, 18, brand.coral) + star(180, 420, 24, brand.sage) + star(170, 170, 14, brand.mustard);
  return frame('#ece6f3', '#dcd1ea', 7, b);
}

function guarantee() {
  let b = shadow(400, 500, 200, 18);
  b += `<path d="M400,110 L560,170 L560,300 C560,400 480,460 400,490 C320,460 240,400 240,300 L240,170 Z" fill="${brand.teal}"/><path d="M400,140 L532,190 L532,300 C532,384 466,436 400,462 Z" fill="${darken(brand.teal, 0.12)}"/>`;
  b += `<path d="M330,300 L385,355 L480,250" fill="none" stroke="#fff" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>`;
  b += `<g transform="translate(590 420)"><circle r="62" fill="${brand.mustard}"/><circle r="48" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="6 6"/><path d="M-28,48 L-40,120 L-10,100 L0,128 L14,52" fill="${brand.terracotta}"/><text y="12" font-family="DejaVu Sans" font-weight="bold" font-size="34" text-anchor="middle" fill="#fff">5Y</text></g>`;
  return frame('#e4efe9', '#cfe3d8', 8, b);
}

export const spots = {
  services: [
    { id: 'custom-murals', title: 'Custom Murals', alt: 'A wall mural half painted next to a ladder and paint can', draw: customMurals },
    { id: 'canvas-printing', title: 'Canvas Printing', alt: 'Gallery-wrapped canvas prints and a roll of canvas', draw: canvasPrinting },
    { id: 'wall-painting', title: 'Wall Painting', alt: 'A paint roller covering a wall in fresh sage green', draw: wallPainting },
    { id: 'installation', title: 'Installation', alt: 'A framed print being hung level with a spirit level and drill', draw: installation },
  ],
  features: [
    { id: 'expert-artists', title: 'Expert Artists', alt: 'An artist palette with paint and brushes', draw: expertArtists },
    { id: 'premium-materials', title: 'Premium Materials', alt: 'A fan of paint colour swatches beside paint cans', draw: premiumMaterials },
    { id: 'ai-design', title: 'AI-Assisted Design', alt: 'A tablet showing generated wall art with sparkles', draw: aiDesign },
    { id: 'guaranteed-quality', title: 'Guaranteed Quality', alt: 'A shield with a check mark and a warranty badge', draw: guarantee },
  ],
};
