import { describe, expect, it } from 'vitest';
import { arrowKeyStep, defaultPlacement, fromDesignPlacement, toDesignPlacement, measuredWidthInches, moveCorner, moveQuad, quadCentre, rescalePlacement, resizePlacement, type WallGeometry } from './placement';

// A 4000 x 3000 photo of a wall 160 in wide: 25 px per inch, so the photo is 120 in high.
const wall: WallGeometry = { width: 4000, height: 3000, widthInches: 160, floorLine: 1 };

describe('placement at true size', () => {
  it('hangs a 24 x 36 in canvas at 24 x 36 in, centred 57 in above the floor', () => {
    const p = defaultPlacement({ width: 24, height: 36 }, wall);
    const [tl, tr, br] = p.corners;
    expect((tr.x - tl.x) * wall.width).toBeCloseTo(24 * 25);
    expect((br.y - tr.y) * wall.height).toBeCloseTo(36 * 25);
    expect((1 - quadCentre(p.corners).y) * wall.height).toBeCloseTo(57 * 25);
    expect(quadCentre(p.corners).x).toBeCloseTo(0.5);
    expect(measuredWidthInches(p.corners, wall)).toBeCloseTo(24);
  });

  it('keeps a tall piece inside a short photo', () => {
    const short: WallGeometry = { width: 4000, height: 1500, widthInches: 160, floorLine: 1 }; // 60 in high
    const p = defaultPlacement({ width: 48, height: 72 }, short);
    expect(quadCentre(p.corners).y).toBeCloseTo(0.5);
  });

  it('re-hangs the art at true size around the same centre when the wall is stated wider', () => {
    const p = moveQuad(defaultPlacement({ width: 24, height: 36 }, wall).corners, 0.1, 0);
    const wider: WallGeometry = { ...wall, widthInches: 200 };
    const next = rescalePlacement({ ...defaultPlacement({ width: 24, height: 36 }, wall), corners: p }, 160 / 200);
    expect(measuredWidthInches(next.corners, wider)).toBeCloseTo(24);
    expect(quadCentre(next.corners).x).toBeCloseTo(quadCentre(p).x);
    expect(quadCentre(next.corners).y).toBeCloseTo(quadCentre(p).y);
  });

  it('resizes an upright placement around its centre', () => {
    const p = defaultPlacement({ width: 24, height: 36 }, wall);
    const moved = { ...p, corners: moveQuad(p.corners, 0.1, -0.05) };
    const bigger = resizePlacement(moved, { width: 48, height: 72 }, wall);
    expect(quadCentre(bigger.corners).x).toBeCloseTo(quadCentre(moved.corners).x);
    expect(measuredWidthInches(bigger.corners, wall)).toBeCloseTo(48);
  });

  it('resizes an adjusted placement in its own plane', () => {
    const p = defaultPlacement({ width: 24, height: 36 }, wall);
    const tilted = { ...p, perspective: true, corners: moveCorner(p.corners, 1, { x: p.corners[1].x, y: p.corners[1].y + 0.02 })! };
    const same = resizePlacement(tilted, { width: 24, height: 36 }, wall);
    same.corners.forEach((c, i) => {
      expect(c.x).toBeCloseTo(tilted.corners[i]!.x, 9);
      expect(c.y).toBeCloseTo(tilted.corners[i]!.y, 9);
    });
    expect(resizePlacement(tilted, { width: 48, height: 72 }, wall).perspective).toBe(true);
  });

  it('keeps the whole art on the wall when dragged hard off any side', () => {
    const onWall: WallGeometry = { ...wall, floorLine: 0.8 };
    const p = defaultPlacement({ width: 24, height: 36 }, onWall);
    const halfW = (24 / 160) / 2;
    const halfH = (36 * 25) / 3000 / 2;
    const leftUp = quadCentre(moveQuad(p.corners, -5, -5, onWall));
    expect(leftUp.x).toBeCloseTo(halfW);
    expect(leftUp.y).toBeCloseTo(halfH);
    const rightDown = quadCentre(moveQuad(p.corners, 5, 5, onWall));
    expect(rightDown.x).toBeCloseTo(1 - halfW);
    // Its bottom edge rests on the floor line, not below it.
    expect(rightDown.y + halfH).toBeCloseTo(0.8);
  });

  it('moves freely within the wall', () => {
    const p = defaultPlacement({ width: 24, height: 36 }, wall);
    const before = quadCentre(p.corners);
    const after = quadCentre(moveQuad(p.corners, 0.05, -0.05, wall));
    expect(after.x - before.x).toBeCloseTo(0.05);
    expect(after.y - before.y).toBeCloseTo(-0.05);
  });

  it('lets art larger than the photo move only while it covers it', () => {
    const small: WallGeometry = { width: 4000, height: 3000, widthInches: 40, floorLine: null }; // 100 px per inch: 40 x 30 in
    const p = defaultPlacement({ width: 48, height: 72 }, small);
    const moved = moveQuad(p.corners, 5, 0, small);
    // Pushed right as far as it goes, its left edge meets the photo's left edge: no gap opens.
    expect(Math.min(...moved.map((c) => c.x))).toBeCloseTo(0, 5);
    expect(Math.max(...moved.map((c) => c.x))).toBeCloseTo(48 / 40, 5);
  });

  it('refuses a corner drag that folds the art', () => {
    const p = defaultPlacement({ width: 24, height: 36 }, wall);
    expect(moveCorner(p.corners, 0, { x: 0.9, y: 0.9 })).toBeNull();
  });

  it('round-trips through the saved design placement', () => {
    const p = defaultPlacement({ width: 24, height: 36 }, wall);
    const back = fromDesignPlacement(toDesignPlacement(p), p.sizeInches, wall);
    back.corners.forEach((c, i) => expect(c.x).toBeCloseTo(p.corners[i]!.x, 12));
    const tilted = { ...p, perspective: true, corners: moveCorner(p.corners, 2, { x: 0.6, y: 0.7 })! };
    expect(fromDesignPlacement(toDesignPlacement(tilted), p.sizeInches, wall).corners).toEqual(tilted.corners);
  });

  it('moves an inch per arrow key, six with Shift', () => {
    expect(arrowKeyStep('ArrowRight', false, wall)!.x * wall.width).toBeCloseTo(25);
    expect(arrowKeyStep('ArrowUp', true, wall)!.y * wall.height).toBeCloseTo(-150);
    expect(arrowKeyStep('Enter', false, wall)).toBeNull();
  });
});
