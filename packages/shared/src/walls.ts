/** Wall background rules of docs/product/visualizer.md#wall-backgrounds, docs/product/visualizer.md#wall-upload. */

/** The four built-in walls, in display order (docs/product/visualizer.md#wall-backgrounds). */
export const DEFAULT_WALL_NAMES = ['Modern Living Room', 'Bedroom', 'Office', 'Dining Room'] as const;

/** Ours: the spec gives no limit. */
export const WALL_NAME_MAX_LENGTH = 100;

/** The picker shows four thumbnails per row (docs/product/visualizer.md#wall-backgrounds). */
export const WALL_THUMBNAILS_PER_ROW = 4;

/**
 * The upload name prefilled from a file name: extension dropped, dashes and underscores turned to
 * spaces, each word capitalised ('my_living-room.jpg' -> 'My Living Room'). The rest of each word is
 * kept as typed ('IMG_2041.PNG' -> 'IMG 2041'). A leading dot ('.hidden') is not an extension.
 */
export function wallNameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return stem
    .replace(/[-_]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
    .slice(0, WALL_NAME_MAX_LENGTH);
}

/**
 * The selected wall after deleting the wall at `deletedIndex` (docs/product/visualizer.md#wall-backgrounds): back to 0 if the selected
 * one was deleted, one down if it came after it, unchanged otherwise.
 */
export function selectedWallAfterDelete(selectedIndex: number, deletedIndex: number): number {
  if (selectedIndex === deletedIndex) return 0;
  return selectedIndex > deletedIndex ? selectedIndex - 1 : selectedIndex;
}

/**
 * Artsy's "view in room" convention (issue 12): art hangs with its centre 57 in above the floor,
 * the average eye height galleries use.
 */
export const ART_CENTRE_HEIGHT_INCHES = 57;

/**
 * A wall's `widthInches` is the real width the picture's full width covers at the wall's plane.
 * Ours: an uploaded wall starts at 12 ft until its owner states the width (a typical living-room
 * wall seen whole); the limits keep a typo (0, 10 000) from drawing a stamp or a billboard.
 */
export const DEFAULT_UPLOADED_WALL_WIDTH_INCHES = 144;
export const WALL_WIDTH_MIN_INCHES = 24;
export const WALL_WIDTH_MAX_INCHES = 1200;

/** Multipart fields of `POST /api/walls/upload` (docs/product/visualizer.md#wall-upload: wallImage and name; widthInches is ours). */
export const WALL_UPLOAD_FIELD = 'wallImage';
export const WALL_NAME_FIELD = 'name';
export const WALL_WIDTH_FIELD = 'widthInches';
/** Ours (issue 38): the wall's four corners on the photo, as JSON text in the multipart form. */
export const WALL_OUTLINE_FIELD = 'outline';

export const WALL_MESSAGES = {
  widthInvalid: `The wall width must be a number of inches from ${WALL_WIDTH_MIN_INCHES} to ${WALL_WIDTH_MAX_INCHES}.`,
  nameTooLong: `The wall name must be at most ${WALL_NAME_MAX_LENGTH} characters.`,
  notFound: 'Wall background not found',
  defaultImmutable: 'Default wall backgrounds cannot be changed or deleted',
  nothingToUpdate: 'Send a new name, width or outline for the wall.',
  outlineInvalid: "The wall's outline must be four corners inside the photo (top-left, top-right, bottom-right, bottom-left) that do not cross.",
} as const;

export interface WallScale {
  /** Picture width in pixels. */
  width: number;
  /** Real width the picture spans at the wall, in inches. */
  widthInches: number;
}

/** Pixels per inch of the wall picture at the wall's plane. */
export function wallPixelsPerInch(wall: WallScale): number {
  if (!(wall.width > 0) || !(wall.widthInches > 0)) return 0;
  return wall.width / wall.widthInches;
}

/**
 * True size: how many pixels of the wall picture `inches` of art covers (e.g. 48 in on a
 * 2400 px picture of a 240 in wall is 480 px). Multiply by the display scale to draw it.
 */
export function trueSizePixels(inches: number, wall: WallScale): number {
  return inches * wallPixelsPerInch(wall);
}

/** `trueSizePixels` as a fraction of the picture's width (wall-relative units, resolution-free). */
export function trueSizeFraction(inches: number, wallWidthInches: number): number {
  return wallWidthInches > 0 ? inches / wallWidthInches : 0;
}

export interface WallGeometry extends WallScale {
  height: number;
  /** Where the wall meets the floor, as a fraction of the picture height; null when unknown. */
  floorLine: number | null;
}

/**
 * Where the art's centre goes by default, in wall-relative units (fractions of width and height):
 * horizontally centred, 57 in above the floor line when the wall knows it; otherwise at 42% of the
 * height (about eye level in a photo taken standing). Clamped inside the picture.
 */
export function defaultArtCentre(wall: WallGeometry): { x: number; y: number } {
  if (wall.floorLine === null || !(wall.height > 0)) return { x: 0.5, y: 0.42 };
  const abovePx = trueSizePixels(ART_CENTRE_HEIGHT_INCHES, wall);
  const y = wall.floorLine - abovePx / wall.height;
  return { x: 0.5, y: Math.min(0.95, Math.max(0.05, y)) };
}

/** A point on the wall photo as fractions of its width and height (0..1). */
export interface PhotoPoint {
  x: number;
  y: number;
}

/**
 * True when four corners (top-left, top-right, bottom-right, bottom-left) make a convex outline
 * that turns one way (no crossed or folded edges) and is not flat.
 */
export function isConvexOutline(corners: readonly PhotoPoint[]): boolean {
  if (corners.length !== 4) return false;
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % 4]!;
    const c = corners[(i + 2) % 4]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (Math.abs(cross) < 1e-9) return false;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/**
 * The floor line an outline gives (issue 38): the middle of its bottom edge, as a fraction of the
 * height; null when the bottom corners sit on the photo's lower edge (the floor is not in the
 * photo, so it stays unknown).
 */
export function floorLineFromOutline(outline: readonly PhotoPoint[]): number | null {
  const y = (outline[2]!.y + outline[3]!.y) / 2;
  return y < 0.98 ? Math.round(y * 10_000) / 10_000 : null;
}
