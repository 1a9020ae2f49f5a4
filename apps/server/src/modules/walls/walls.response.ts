import type { WallBackground } from '@wallart/shared';
import type { WallBackgroundRow } from './walls.tables';

/** A wall in the API shape (SPEC §3: id from id or _id, so both; `url` is the spec's name for the picture). */
export function toWallBackground(row: WallBackgroundRow): WallBackground {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    url: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    width: row.width,
    height: row.height,
    widthInches: row.widthInches,
    floorLine: row.floorLine,
    isDefault: row.ownerId === null,
    createdAt: row.createdAt.toISOString(),
  };
}
