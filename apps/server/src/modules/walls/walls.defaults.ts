import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { wallBackgrounds } from './walls.tables';

/**
 * The four built-in walls of docs/product/visualizer.md#wall-backgrounds, drawn by scripts/media/rooms.mjs (original pictures; its
 * walls.json holds the same figures, checked by walls.defaults.test.ts). `widthInches` is what the
 * picture's width covers at the back wall; `floorLine` is where that wall meets the floor. Each room
 * has its own camera, framed so its furniture is at true size (issue 20, docs/decisions/021).
 */
export const DEFAULT_WALLS = [
  { id: 'defa17000000000000000001', slug: 'living-room', name: 'Modern Living Room', widthInches: 168, floorLine: 0.85 },
  { id: 'defa17000000000000000002', slug: 'bedroom', name: 'Bedroom', widthInches: 156, floorLine: 0.9 },
  { id: 'defa17000000000000000003', slug: 'office', name: 'Office', widthInches: 150, floorLine: 0.93 },
  { id: 'defa17000000000000000004', slug: 'dining-room', name: 'Dining Room', widthInches: 156, floorLine: 0.9 },
].map((wall, index) => ({
  ...wall,
  imageUrl: `/media/walls/${wall.slug}.webp`,
  thumbnailUrl: `/media/walls/${wall.slug}-thumb.webp`,
  width: 2400,
  height: 1500,
  sortOrder: index,
}));

export const DEFAULT_WALL_IDS: ReadonlySet<string> = new Set(DEFAULT_WALLS.map((w) => w.id));

/**
 * Writes the defaults under their fixed ids on every start (an upsert, like the packages): a
 * missing row is inserted and a changed one brought back in line. Defaults have no owner.
 */
export async function seedDefaultWalls(db: Db | Tx): Promise<void> {
  await db
    .insert(wallBackgrounds)
    .values(
      DEFAULT_WALLS.map((w) => ({
        id: w.id,
        ownerId: null,
        name: w.name,
        imageUrl: w.imageUrl,
        thumbnailUrl: w.thumbnailUrl,
        width: w.width,
        height: w.height,
        widthInches: w.widthInches,
        floorLine: w.floorLine,
        sortOrder: w.sortOrder,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      })),
    )
    .onConflictDoUpdate({
      target: wallBackgrounds.id,
      set: {
        ownerId: sql`null`,
        name: sql`excluded.name`,
        imageUrl: sql`excluded.image_url`,
        thumbnailUrl: sql`excluded.thumbnail_url`,
        width: sql`excluded.width`,
        height: sql`excluded.height`,
        widthInches: sql`excluded.width_inches`,
        floorLine: sql`excluded.floor_line`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
