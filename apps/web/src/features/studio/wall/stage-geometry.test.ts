import type { Quad } from '@wallart/imaging';
import { describe, expect, it } from 'vitest';
import type { WallGeometry } from './placement';
import {
  artPxPerInch,
  artShadowFilter,
  clipPolygon,
  draggedCorners,
  handleTransform,
  outlinePoints,
  pointInStage,
  stageDpr,
  stageHeightFor,
  steppedCorner,
  wallDecodeSize,
} from './stage-geometry';

const wall: WallGeometry = { width: 4000, height: 3000, widthInches: 160, floorLine: 1 };
const square: Quad = [
  { x: 0.4, y: 0.4 },
  { x: 0.6, y: 0.4 },
  { x: 0.6, y: 0.6 },
  { x: 0.4, y: 0.6 },
];

describe('the stage as numbers', () => {
  it('draws at most two device pixels per CSS pixel', () => {
    expect(stageDpr(3)).toBe(2);
    expect(stageDpr(1.5)).toBe(1.5);
    expect(stageDpr(0)).toBe(1);
  });

  it('is as high as the photo for its width, and 0 before it is measured', () => {
    expect(stageHeightFor(800, wall)).toBe(600);
    expect(stageHeightFor(0, wall)).toBe(0);
  });

  it('decodes the wall at the stage’s pixels, never past the photo’s own', () => {
    expect(wallDecodeSize(wall, 800, 2)).toEqual({ width: 1600, height: 1200 });
    expect(wallDecodeSize(wall, 3000, 2)).toEqual({ width: 4000, height: 3000 });
  });

  it('draws the art at the stage’s scale, half as much again in perspective, capped at 1800 px', () => {
    expect(artPxPerInch(800, 160, 1, false, { width: 24, height: 36 })).toBe(5);
    expect(artPxPerInch(800, 160, 2, true, { width: 24, height: 36 })).toBe(15);
    expect(artPxPerInch(16000, 160, 2, false, { width: 24, height: 36 })).toBe(50);
  });

  it('writes the layers’ CSS from the corners in pixels', () => {
    const q: Quad = [
      { x: 1, y: 2 },
      { x: 3.25, y: 2 },
      { x: 3.25, y: 4 },
      { x: 1, y: 4 },
    ];
    expect(clipPolygon(q)).toBe('polygon(1.0px 2.0px,3.3px 2.0px,3.3px 4.0px,1.0px 4.0px)');
    expect(outlinePoints(q)).toBe('1,2 3.25,2 3.25,4 1,4');
    expect(handleTransform({ x: 5, y: 6 })).toBe('translate(5px, 6px) translate(-50%, -50%)');
    expect(artShadowFilter(800, 160)).toBe('drop-shadow(1.2px 3.5px 4.5px rgb(20 14 8 / 0.45))');
    expect(artShadowFilter(100, 160)).toBe('drop-shadow(0.3px 1.0px 1.3px rgb(20 14 8 / 0.45))');
  });

  it('reads a pointer as fractions of the stage', () => {
    expect(pointInStage(150, 100, { left: 50, top: 50, width: 200, height: 100 })).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe('a drag and a key', () => {
  it('moves the whole art by the pointer’s way from where it went down', () => {
    const moved = draggedCorners({ kind: 'move', pointerId: 1, start: { x: 0.5, y: 0.5 }, corners: square }, { x: 0.6, y: 0.5 }, square, wall);
    expect(moved[0].x).toBeCloseTo(0.5);
    expect(moved[2].x).toBeCloseTo(0.7);
    expect(moved[0].y).toBeCloseTo(0.4);
  });

  it('moves one corner from where it started, and keeps the corners when it cannot go there', () => {
    const drag = { kind: 'corner' as const, index: 0, pointerId: 1, start: { x: 0.4, y: 0.4 }, corners: square };
    expect(draggedCorners(drag, { x: 0.35, y: 0.38 }, square, wall)[0]).toEqual({ x: expect.closeTo(0.35), y: expect.closeTo(0.38) });
    const crossed = draggedCorners(drag, { x: 0.9, y: 0.9 }, square, wall);
    expect(crossed).toBe(square);
  });

  it('steps one corner, or answers null when it cannot go there', () => {
    expect(steppedCorner(square, 1, { x: 0.01, y: 0 })?.[1]).toEqual({ x: expect.closeTo(0.61), y: expect.closeTo(0.4) });
    expect(steppedCorner(square, 0, { x: 0.5, y: 0.5 })).toBeNull();
  });
});
