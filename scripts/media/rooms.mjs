// docs/product/visualizer.md#wall-backgrounds wall backgrounds: the four built-in defaults (Modern Living Room, Bedroom,
// Office, Dining Room) at 2400x1500 with 480 px thumbnails, plus walls.json that tells
// the visualizer where on each image the art goes (fractions of width/height), how wide
// the picture is at the back wall in inches (true-size scale) and where the wall meets the
// floor (so the art hangs with its centre 57 in above it, issue 12).
// Standalone: `node --import tsx scripts/media/rooms.mjs` redraws only the rooms and updates their
// entries in manifest.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRoom, VIEW } from './lib/room.mjs';
import { furnitureKit } from './lib/furniture.mjs';
import { scenes, sceneDefs } from './lib/scenes.mjs';
import { writeImage, mediaDir, publicUrl, recordFile, records } from './lib/output.mjs';

const files = { living: 'living-room', bedroom: 'bedroom', office: 'office', dining: 'dining-room' };
/** Rendered at 1.5x the drawing's 1600x1000 view: large enough for a full-screen visualizer. */
const OUT = { w: 2400, h: 1500 };
const CM_PER_INCH = 2.54;

/**
 * A room's scale at the back wall, measured through its camera: view units per cm there
 * (f / depth). The picture's full width covers VIEW.w / that many cm at the wall's plane.
 */
function wallScale({ proj, ROOM }) {
  const [left] = proj(-100, 0, ROOM.depth);
  const [right] = proj(100, 0, ROOM.depth);
  const unitsPerCm = (right - left) / 200;
  const widthInches = VIEW.w / unitsPerCm / CM_PER_INCH;
  const floorLine = proj(0, 0, ROOM.depth)[1] / VIEW.h;
  return { widthInches: +widthInches.toFixed(2), floorLine: +floorLine.toFixed(4), backWallInches: +((ROOM.halfWidth * 2) / CM_PER_INCH).toFixed(1) };
}

export async function buildRooms() {
  const walls = [];
  for (const [key, scene] of Object.entries(scenes)) {
    const slug = files[key];
    const room = createRoom(scene.camera);
    const { widthInches, floorLine, backWallInches } = wallScale(room);
    const svg = room.roomSvg({ shellOpts: scene.shell, furniture: scene.furniture(furnitureKit(room)), extraDefs: sceneDefs, out: OUT });
    await writeImage(
      svg,
      [
        { rel: `walls/${slug}.webp`, variant: 'full', quality: 84 },
        { rel: `walls/${slug}-thumb.webp`, width: 480, variant: 'thumb', quality: 80 },
      ],
      { group: 'walls', id: slug, alt: `${scene.name} with an empty feature wall` },
    );
    const { x0, x1, y0, y1 } = scene.art;
    walls.push({
      id: slug,
      name: scene.name,
      file: publicUrl(`walls/${slug}.webp`),
      thumb: publicUrl(`walls/${slug}-thumb.webp`),
      width: OUT.w,
      height: OUT.h,
      widthInches,
      backWallInches,
      floorLine,
      wall: room.wallRect(x0, x1, y0, y1).frac,
    });
  }
  const rel = 'walls/walls.json';
  fs.writeFileSync(path.join(mediaDir, rel), `${JSON.stringify({ version: 2, walls }, null, 2)}\n`);
  recordFile(rel, { group: 'walls', id: 'walls-json', variant: 'data' });
  return walls;
}

// Run alone: redraw the rooms and swap their entries in manifest.json.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildRooms();
  const manifestPath = path.join(mediaDir, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const others = manifest.files.filter((f) => f.group !== 'walls');
  const firstWall = manifest.files.findIndex((f) => f.group === 'walls');
  const at = firstWall === -1 ? others.length : firstWall;
  manifest.files = [...others.slice(0, at), ...records, ...others.slice(at)];
  manifest.totalBytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`rooms: ${records.length} files written; manifest.json updated`);
}
