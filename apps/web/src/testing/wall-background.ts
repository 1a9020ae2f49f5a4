import type { WallBackground } from '@wallart/shared';

/**
 * A wall background as the server answers it, for tests: a default wall (as the drawn living room:
 * 168 in across the picture, floor line at 0.85) unless `isDefault` is false, then an uploaded one.
 */
export function wallBackground(n: number, name: string, isDefault = true, widthInches = isDefault ? 168 : 144): WallBackground {
  const id = `${isDefault ? 'defa17' : 'abcdef'}${String(n).padStart(18, '0')}`;
  return {
    id,
    _id: id,
    name,
    imageUrl: `/media/${n}.webp`,
    url: `/media/${n}.webp`,
    thumbnailUrl: `/media/${n}-thumb.webp`,
    width: 2400,
    height: 1500,
    widthInches,
    floorLine: isDefault ? 0.85 : null,
    outline: null,
    isDefault,
    createdAt: '2026-11-25T09:00:00.000Z',
  };
}
