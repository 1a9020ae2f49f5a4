// docs/product/studio.md#generator-tabs generator: eight procedural artworks used as generator results and as
// images to visualise on a wall. 1024 px square WebP plus a 512 px version.
import { artworks } from './lib/artworks.mjs';
import { svgDoc } from '@wallart/imaging';
import { writeImage } from './lib/output.mjs';

export async function buildArtSamples() {
  for (const art of artworks) {
    const svg = svgDoc({ viewW: 1024, viewH: 1024 }, art.draw(1024, 1024, 'a'));
    await writeImage(
      svg,
      [
        { rel: `art/${art.id}.webp`, variant: 'full', quality: 84 },
        { rel: `art/${art.id}-512.webp`, width: 512, variant: 'small', quality: 82 },
      ],
      { group: 'art', id: art.id, alt: `${art.title} — ${art.style.toLowerCase()} wall art`, title: art.title, style: art.style },
    );
  }
}
