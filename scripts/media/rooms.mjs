// SPEC §2/§3 wall backgrounds: the four built-in defaults (Modern Living Room, Bedroom,
// Office, Dining Room) at 1600x1000 with 480 px thumbnails, plus walls.json that tells
// the visualizer where on each image the art goes (fractions of width/height).
import fs from 'node:fs';
import path from 'node:path';
import { roomSvg, wallRect } from './lib/room.mjs';
import { scenes, sceneDefs } from './lib/scenes.mjs';
import { writeImage, mediaDir, publicUrl, recordFile } from './lib/output.mjs';

const files = { living: 'living-room', bedroom: 'bedroom', office: 'office', dining: 'dining-room' };

export async function buildRooms() {
  const walls = [];
  for (const [key, scene] of Object.entries(scenes)) {
    const slug = files[key];
    const svg = roomSvg({ shellOpts: scene.shell, furniture: scene.furniture(), extraDefs: sceneDefs });
    await writeImage(
      svg,
      [
        { rel: `walls/${slug}.webp`, variant: 'full', quality: 82 },
        { rel: `walls/${slug}-thumb.webp`, width: 480, variant: 'thumb', quality: 80 },
      ],
      { group: 'walls', id: slug, alt: `${scene.name} with an empty feature wall` },
    );
    const { x0, x1, y0, y1 } = scene.art;
    walls.push({ id: slug, name: scene.name, file: publicUrl(`walls/${slug}.webp`), thumb: publicUrl(`walls/${slug}-thumb.webp`), width: 1600, height: 1000, wall: wallRect(x0, x1, y0, y1).frac });
  }
  const rel = 'walls/walls.json';
  fs.writeFileSync(path.join(mediaDir, rel), `${JSON.stringify({ version: 1, walls }, null, 2)}\n`);
  recordFile(rel, { group: 'walls', id: 'walls-json', variant: 'data' });
  return walls;
}
