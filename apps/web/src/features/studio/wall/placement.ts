/**
 * Where the artwork hangs on the wall photo. Corners are fractions of the photo's width and
 * height (0..1), so a placement survives any display size or re-encoded copy of the photo.
 *
 * True size (issue 12): the photo's wall is `widthInches` wide, so one inch is
 * width / widthInches photo pixels, in both directions. The art hangs with its centre 57 in above
 * the floor line when the wall knows it (the shared `defaultArtCentre`, docs/decisions/023).
 */
import { defaultArtCentre, type DesignPlacement, type Dimensions, type WallGeometry } from '@wallart/shared';
import { applyHomography, homographyFromQuads, isConvexQuad, rectQuad as unitRect, type Point, type Quad } from '@wallart/imaging';
import type { WallPlacement } from '../../../stores/studio-wall-work';

/** Arrow keys move the art an inch; with Shift, six. */
export const KEY_STEP_INCHES = 1;
export const KEY_STEP_LARGE_INCHES = 6;

export type { WallGeometry };
// Where the art hangs is part of the studio's kept work, so its type lives with it (decision 054).
export type { WallPlacement };


/** Size of one inch as fractions of the photo's width and height. */
export function inchFractions(wall: WallGeometry): Point {
  const pxPerInch = wall.width / wall.widthInches;
  return { x: 1 / wall.widthInches, y: pxPerInch / wall.height };
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

export function quadCentre(quad: Quad): Point {
  return { x: (quad[0].x + quad[1].x + quad[2].x + quad[3].x) / 4, y: (quad[0].y + quad[1].y + quad[2].y + quad[3].y) / 4 };
}

/** The upright rectangle of `size` inches centred on `centre` (fractions). */
export function rectQuad(centre: Point, size: Dimensions, wall: WallGeometry): Quad {
  const inch = inchFractions(wall);
  const hw = (size.width * inch.x) / 2;
  const hh = (size.height * inch.y) / 2;
  return [
    { x: centre.x - hw, y: centre.y - hh },
    { x: centre.x + hw, y: centre.y - hh },
    { x: centre.x + hw, y: centre.y + hh },
    { x: centre.x - hw, y: centre.y + hh },
  ];
}

/** The shared hanging centre, kept so the whole art stays inside the photo when it is short. */
export function defaultCentre(size: Dimensions, wall: WallGeometry): Point {
  const inch = inchFractions(wall);
  const halfHeight = (size.height * inch.y) / 2;
  const centre = defaultArtCentre(wall);
  return { x: centre.x, y: halfHeight >= 0.5 ? 0.5 : clamp(centre.y, halfHeight, 1 - halfHeight) };
}

export function defaultPlacement(size: Dimensions, wall: WallGeometry): WallPlacement {
  return { corners: rectQuad(defaultCentre(size, wall), size, wall), sizeInches: size, perspective: false, lighting: true };
}

/**
 * The placement for a new size (an option changed) keeping where the art hangs: an upright one
 * stays a true-size rectangle around the same centre; an adjusted one keeps its perspective, its
 * new outline drawn in the same plane (the old homography) around the same middle.
 */
export function resizePlacement(previous: WallPlacement, size: Dimensions, wall: WallGeometry): WallPlacement {
  if (!previous.perspective) return { ...previous, corners: rectQuad(quadCentre(previous.corners), size, wall), sizeInches: size };
  const m = homographyFromQuads(unitRect(1, 1), previous.corners);
  if (!m) return { ...previous, corners: rectQuad(quadCentre(previous.corners), size, wall), sizeInches: size, perspective: false };
  const rx = size.width / previous.sizeInches.width / 2;
  const ry = size.height / previous.sizeInches.height / 2;
  const unit: Quad = [
    { x: 0.5 - rx, y: 0.5 - ry },
    { x: 0.5 + rx, y: 0.5 - ry },
    { x: 0.5 + rx, y: 0.5 + ry },
    { x: 0.5 - rx, y: 0.5 + ry },
  ];
  return { ...previous, corners: unit.map((p) => applyHomography(m, p)) as unknown as Quad, sizeInches: size };
}

/**
 * The placement scaled by `factor` about its centre: the wall's stated width changed, so the same
 * inches cover a different share of the photo (old width / new width). Works for an adjusted
 * perspective too: a uniform scale about a point is the same in photo pixels and in fractions.
 */
export function rescalePlacement(placement: WallPlacement, factor: number): WallPlacement {
  if (!(factor > 0) || factor === 1) return placement;
  const c = quadCentre(placement.corners);
  const corners = placement.corners.map((p) => ({ x: c.x + (p.x - c.x) * factor, y: c.y + (p.y - c.y) * factor })) as unknown as Quad;
  return { ...placement, corners };
}

/** An interval [min, max]; when the art is larger than the room it has, the art may move while covering it. */
function range(min: number, max: number): [number, number] {
  return min <= max ? [min, max] : [max, min];
}

/**
 * Moves every corner by (dx, dy) fractions, keeping the art on the wall: all of it inside the
 * photo across, and between the top of the photo and the floor line (the photo's bottom when the
 * wall does not know its floor), so a hard drag or a held arrow key cannot hang it off the wall
 * or on the floor. Art larger than that room may move only while it still covers it.
 */
export function moveQuad(quad: Quad, dx: number, dy: number, wall?: Pick<WallGeometry, 'floorLine'>): Quad {
  const c = quadCentre(quad);
  const xs = quad.map((p) => p.x);
  const ys = quad.map((p) => p.y);
  const floor = wall?.floorLine ?? 1;
  const [minX, maxX] = range(c.x - Math.min(...xs), 1 - (Math.max(...xs) - c.x));
  const [minY, maxY] = range(c.y - Math.min(...ys), floor - (Math.max(...ys) - c.y));
  // A centre already outside (a placement saved before this rule) is never pushed further out.
  const mx = clamp(c.x + dx, Math.min(minX, c.x), Math.max(maxX, c.x)) - c.x;
  const my = clamp(c.y + dy, Math.min(minY, c.y), Math.max(maxY, c.y)) - c.y;
  return quad.map((p) => ({ x: p.x + mx, y: p.y + my })) as unknown as Quad;
}

/** Moves one corner to `to` (fractions, kept on the photo); refused (null) if the quad would fold. */
export function moveCorner(quad: Quad, index: number, to: Point): Quad | null {
  const next = quad.map((p, i) => (i === index ? { x: clamp(to.x, 0, 1), y: clamp(to.y, 0, 1) } : p)) as unknown as Quad;
  return isConvexQuad(next) ? next : null;
}

/** The move an arrow key asks for, in fractions, or null for any other key. */
export function arrowKeyStep(key: string, large: boolean, wall: WallGeometry): Point | null {
  const inch = inchFractions(wall);
  const step = large ? KEY_STEP_LARGE_INCHES : KEY_STEP_INCHES;
  switch (key) {
    case 'ArrowLeft':
      return { x: -step * inch.x, y: 0 };
    case 'ArrowRight':
      return { x: step * inch.x, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step * inch.y };
    case 'ArrowDown':
      return { x: 0, y: step * inch.y };
    default:
      return null;
  }
}

/** Corners in pixels of a stage of `width` x `height`. */
export function quadToPixels(quad: Quad, width: number, height: number): Quad {
  return quad.map((p) => ({ x: p.x * width, y: p.y * height })) as unknown as Quad;
}

/** The framed width as it measures on the wall, for the size label (inches across the top edge). */
export function measuredWidthInches(quad: Quad, wall: WallGeometry): number {
  const dx = (quad[1].x - quad[0].x) * wall.width;
  const dy = (quad[1].y - quad[0].y) * wall.height;
  return Math.hypot(dx, dy) / (wall.width / wall.widthInches);
}

/** The placement as a saved design keeps it (shared `designPlacementSchema`): centre, and corners once adjusted. */
export function toDesignPlacement(placement: WallPlacement): DesignPlacement {
  const centre = quadCentre(placement.corners);
  return { x: centre.x, y: centre.y, corners: placement.perspective ? [...placement.corners] : null, lighting: placement.lighting };
}

/** A saved placement back on the wall: its corners as saved, or the true-size rectangle at its centre. */
export function fromDesignPlacement(saved: DesignPlacement, size: Dimensions, wall: WallGeometry): WallPlacement {
  const lighting = saved.lighting ?? true;
  if (saved.corners) return { corners: saved.corners, sizeInches: size, perspective: true, lighting };
  return { corners: rectQuad({ x: saved.x, y: saved.y }, size, wall), sizeInches: size, perspective: false, lighting };
}
