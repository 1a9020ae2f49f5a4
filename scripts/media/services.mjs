// docs/product/landing.md#services about/services: four service card images and four why-choose-us feature
// illustrations, 800x600 WebP plus 400 px versions.
import { spots } from './lib/spots.mjs';
import { writeImage } from './lib/output.mjs';

export async function buildServices() {
  for (const [group, list] of Object.entries(spots)) {
    for (const s of list) {
      await writeImage(
        s.draw(),
        [
          { rel: `${group}/${s.id}.webp`, variant: 'full', quality: 82 },
          { rel: `${group}/${s.id}-400.webp`, width: 400, variant: 'small', quality: 80 },
        ],
        { group, id: s.id, alt: s.alt, title: s.title },
      );
    }
  }
}
