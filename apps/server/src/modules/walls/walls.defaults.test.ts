import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CANVAS_SIZE_INCHES, DEFAULT_WALL_NAMES, defaultArtCentre, trueSizePixels } from '@wallart/shared';
import { DEFAULT_WALLS } from './walls.defaults';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
const wallsJson = JSON.parse(fs.readFileSync(path.join(publicDir, 'media/walls/walls.json'), 'utf8')) as {
  walls: { name: string; file: string; thumb: string; width: number; height: number; widthInches: number; floorLine: number }[];
};

describe('the default walls', () => {
  it('are the four of docs/product/visualizer.md#wall-backgrounds, in order', () => {
    expect(DEFAULT_WALLS.map((w) => w.name)).toEqual([...DEFAULT_WALL_NAMES]);
  });

  it('match the pictures scripts/media/rooms.mjs drew (walls.json) and the files on disk', async () => {
    expect(wallsJson.walls).toHaveLength(DEFAULT_WALLS.length);
    for (const [i, wall] of DEFAULT_WALLS.entries()) {
      const drawn = wallsJson.walls[i]!;
      expect({ name: wall.name, file: wall.imageUrl, thumb: wall.thumbnailUrl, width: wall.width, height: wall.height, widthInches: wall.widthInches, floorLine: wall.floorLine }).toEqual({
        name: drawn.name,
        file: drawn.file,
        thumb: drawn.thumb,
        width: drawn.width,
        height: drawn.height,
        widthInches: drawn.widthInches,
        floorLine: drawn.floorLine,
      });
      const meta = await sharp(path.join(publicDir, wall.imageUrl)).metadata();
      expect([meta.width, meta.height]).toEqual([wall.width, wall.height]);
      expect((await sharp(path.join(publicDir, wall.thumbnailUrl)).metadata()).width).toBe(480);
    }
  });

  it('are drawn at a true scale where a Medium canvas hangs at 57 in with its whole height on the wall (issue 20)', () => {
    const medium = CANVAS_SIZE_INCHES['Medium (36x48)']!;
    for (const wall of DEFAULT_WALLS) {
      // A room believable for its furniture: 12 to 15 ft across the picture, not 25.
      expect(wall.widthInches).toBeGreaterThanOrEqual(144);
      expect(wall.widthInches).toBeLessThanOrEqual(180);
      const centre = defaultArtCentre(wall);
      const halfHeight = trueSizePixels(medium.height, wall) / 2 / wall.height;
      // Not clamped: centre exactly 57 in above the floor line, the top at least 4 in under the picture's edge.
      expect(centre.y).toBeCloseTo(wall.floorLine - trueSizePixels(57, wall) / wall.height, 6);
      expect(centre.y - halfHeight).toBeGreaterThanOrEqual(trueSizePixels(4, wall) / wall.height);
    }
  });
});
