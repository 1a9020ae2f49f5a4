// docs/product/landing.md#portfolio portfolio: four finished projects (categories Residential, Commercial,
// Public Spaces) at 1200x900 plus 600 px versions. Interiors reuse the room scenes
// with a mural painted across the feature wall; the public project is a street facade.
import { createRoom } from './lib/room.mjs';
import { furnitureKit } from './lib/furniture.mjs';
import { sceneDefs } from './lib/scenes.mjs';
import { portfolioScenes } from './lib/portfolio-scenes.mjs';
import { facadeSvg } from './lib/facade.mjs';
import { drawArt } from './lib/artworks.mjs';
import { nest } from '@wallart/imaging';
import { writeImage } from './lib/output.mjs';

export const projects = [
  { id: 'residential-sunset-lounge', category: 'Residential', title: 'Sunset Ridge Living Room', location: 'Toronto, Canada', scene: 'living', art: 'mountain-sunset' },
  { id: 'commercial-cafe-botanica', category: 'Commercial', title: 'Café Botanica Feature Wall', location: 'Melbourne, Australia', scene: 'dining', art: 'paper-cutouts' },
  { id: 'public-riverside-wall', category: 'Public Spaces', title: 'Riverside Community Mural', location: 'Colombo, Sri Lanka', art: 'abstract-strokes' },
  { id: 'commercial-studio-office', category: 'Commercial', title: 'Tidal Lines Studio Office', location: 'London, UK', scene: 'office', art: 'flowing-waves' },
];

/** Mural across the back wall, from skirting to just under the ceiling. */
function wallMural({ proj, ROOM }, artId) {
  const [x0, y0] = proj(-ROOM.halfWidth, ROOM.height - 12, ROOM.depth);
  const [x1, y1] = proj(ROOM.halfWidth, 9, ROOM.depth);
  const w = Math.round(x1 - x0);
  const h = Math.round(y1 - y0);
  return nest(x0, y0, w, h, w, h, drawArt(artId, w, h, 'm'));
}

export async function buildPortfolio() {
  for (const p of projects) {
    const out = { w: 1200, h: 900 };
    let svg;
    if (p.scene) {
      const scene = portfolioScenes[p.scene];
      const room = createRoom(scene.camera);
      // Crop the 16:10 room to 4:3 around its centre.
      svg = room.roomSvg({ shellOpts: { ...scene.shell, mural: wallMural(room, p.art) }, furniture: scene.furniture(furnitureKit(room)), extraDefs: sceneDefs, out, view: { x: 133, y: 0, w: 1334, h: 1000 } });
    } else {
      svg = facadeSvg(drawArt(p.art, 660, 540, 'm'), { w: 660, h: 540 }, out);
    }
    await writeImage(
      svg,
      [
        { rel: `portfolio/${p.id}.webp`, variant: 'full', quality: 82 },
        { rel: `portfolio/${p.id}-600.webp`, width: 600, variant: 'small', quality: 80 },
      ],
      { group: 'portfolio', id: p.id, alt: `${p.title} — ${p.category.toLowerCase()} mural in ${p.location}`, title: p.title, category: p.category, location: p.location },
    );
  }
}
