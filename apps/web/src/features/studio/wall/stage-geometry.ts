import type { Point, Quad } from '@wallart/imaging';
import type { Dimensions } from '@wallart/shared';
import { moveCorner, moveQuad, type WallGeometry } from './placement';

/**
 * The visualizer's stage as numbers: the sizes it draws at and the CSS it sets on its layers, and
 * what a drag or a key does to the art's corners. Pure, so the component only lays out.
 */

/** A drag in progress: the whole art, or one corner, from where the pointer went down. */
export type StageDrag =
  | { kind: 'move'; pointerId: number; start: Point; corners: Quad }
  | { kind: 'corner'; index: number; pointerId: number; start: Point; corners: Quad };

/** Device pixels per CSS pixel, at most 2 (a 3x phone would draw nine times the pixels for nothing). */
export const stageDpr = (devicePixelRatio: number) => Math.min(2, devicePixelRatio || 1);

/** The stage's height for its width, at the wall photo's aspect ratio (0 before it is measured). */
export function stageHeightFor(stageWidth: number, wall: Pick<WallGeometry, 'width' | 'height'>): number {
  return stageWidth > 0 ? (stageWidth * wall.height) / wall.width : 0;
}

/** The size the wall photo is decoded at: the stage's pixels, never more than the photo has. */
export function wallDecodeSize(wall: Pick<WallGeometry, 'width' | 'height'>, stageWidth: number, dpr: number): Dimensions {
  const width = Math.min(wall.width, Math.round(stageWidth * dpr));
  return { width, height: Math.round((width * wall.height) / wall.width) };
}

/**
 * The framed art's pixels per inch at the stage's scale: half as much again while the perspective
 * is adjusted (the homography stretches it), and never a canvas past 1800 px on its long side.
 */
export function artPxPerInch(stageWidth: number, wallWidthInches: number, dpr: number, perspective: boolean, canvasInches: Dimensions): number {
  const pxPerInch = (stageWidth / wallWidthInches) * dpr * (perspective ? 1.5 : 1);
  return Math.min(pxPerInch, 1800 / Math.max(canvasInches.width, canvasInches.height));
}

/** The art's drop shadow, as long as 0.7 in on the wall (at least a pixel). */
export function artShadowFilter(stageWidth: number, wallWidthInches: number): string {
  const shadow = Math.max(1, (stageWidth / wallWidthInches) * 0.7);
  return `drop-shadow(${(shadow * 0.35).toFixed(1)}px ${shadow.toFixed(1)}px ${(shadow * 1.3).toFixed(1)}px rgb(20 14 8 / 0.45))`;
}

/** The room light's clip: the art's outline in stage pixels. */
export const clipPolygon = (q: Quad) => `polygon(${q.map((p) => `${p.x.toFixed(1)}px ${p.y.toFixed(1)}px`).join(',')})`;

/** The perspective outline's SVG points. */
export const outlinePoints = (q: Quad) => q.map((p) => `${p.x},${p.y}`).join(' ');

/** A corner handle centred on its corner. */
export const handleTransform = (p: Point) => `translate(${p.x}px, ${p.y}px) translate(-50%, -50%)`;

/** A pointer's position as fractions of the stage. */
export function pointInStage(clientX: number, clientY: number, rect: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>): Point {
  return { x: (clientX - rect.left) / rect.width, y: (clientY - rect.top) / rect.height };
}

/**
 * The corners while a drag is at `p`: the whole art moved (kept above the floor), or one corner
 * moved from where it started; `current` when that corner cannot go there.
 */
export function draggedCorners(drag: StageDrag, p: Point, current: Quad, wall: WallGeometry): Quad {
  const dx = p.x - drag.start.x;
  const dy = p.y - drag.start.y;
  if (drag.kind === 'move') return moveQuad(drag.corners, dx, dy, wall);
  const from = drag.corners[drag.index]!;
  return moveCorner(current, drag.index, { x: from.x + dx, y: from.y + dy }) ?? current;
}

/** The corners with corner `index` moved by `step`; null when it cannot go there. */
export function steppedCorner(corners: Quad, index: number, step: Point): Quad | null {
  const from = corners[index]!;
  return moveCorner(corners, index, { x: from.x + step.x, y: from.y + step.y });
}
