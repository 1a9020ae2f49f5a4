import { describe, expect, it } from 'vitest';
import type { Point } from './homography';
import { suggestWallOutline, type RgbaImage } from './wall-outline';

/** A synthetic room: `inside` decides, for a pixel centre (fractions), whether it is the wall (light) or around it (darker). */
function room(width: number, height: number, inside: (p: Point) => boolean, extra?: (p: Point) => number | null): RgbaImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = { x: (x + 0.5) / width, y: (y + 0.5) / height };
      const v = extra?.(p) ?? (inside(p) ? 215 : p.y > 0.5 ? 90 : 150);
      const i = (y * width + x) * 4;
      data[i] = v;
      data[i + 1] = v;
      data[i + 2] = v;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

const near = (actual: readonly Point[], expected: Point[], tolerance: number) => {
  actual.forEach((p, i) => {
    expect(Math.abs(p.x - expected[i]!.x), `corner ${i} x`).toBeLessThan(tolerance);
    expect(Math.abs(p.y - expected[i]!.y), `corner ${i} y`).toBeLessThan(tolerance);
  });
};

describe('suggestWallOutline (docs/product/visualizer.md#wall-photo)', () => {
  it('finds an upright wall between ceiling, floor and side walls', () => {
    const image = room(240, 180, (p) => p.x > 0.15 && p.x < 0.85 && p.y > 0.1 && p.y < 0.8);
    near(suggestWallOutline(image), [{ x: 0.15, y: 0.1 }, { x: 0.85, y: 0.1 }, { x: 0.85, y: 0.8 }, { x: 0.15, y: 0.8 }], 0.02);
  });

  it('follows a floor line the camera tilted', () => {
    // The floor edge runs from y = 0.75 at the left to y = 0.85 at the right.
    const floorAt = (x: number) => 0.75 + 0.1 * x;
    const image = room(240, 180, (p) => p.x > 0.1 && p.x < 0.9 && p.y > 0.12 && p.y < floorAt(p.x));
    const [, , br, bl] = suggestWallOutline(image);
    expect(Math.abs(bl.y - floorAt(bl.x))).toBeLessThan(0.025);
    expect(Math.abs(br.y - floorAt(br.x))).toBeLessThan(0.025);
    expect(br.y - bl.y).toBeGreaterThan(0.04);
  });

  it('is not fooled by a picture on the wall: short edges lose to the long ones', () => {
    const frame = (p: Point) => (p.x > 0.4 && p.x < 0.6 && p.y > 0.3 && p.y < 0.5 ? 30 : null);
    const image = room(240, 180, (p) => p.x > 0.1 && p.x < 0.9 && p.y > 0.15 && p.y < 0.82, frame);
    near(suggestWallOutline(image), [{ x: 0.1, y: 0.15 }, { x: 0.9, y: 0.15 }, { x: 0.9, y: 0.82 }, { x: 0.1, y: 0.82 }], 0.02);
  });

  it('takes the outermost long edge: a sofa in front of the wall is not its floor line', () => {
    // Sofa top at 0.6 (a darker, stronger edge), floor at 0.85 seen on both sides of it.
    const sofa = (p: Point) => (p.x > 0.2 && p.x < 0.8 && p.y > 0.6 && p.y < 0.85 ? 60 : null);
    const image = room(240, 180, (p) => p.y < 0.85, sofa);
    const [, , br, bl] = suggestWallOutline(image);
    expect(Math.abs(bl.y - 0.85)).toBeLessThan(0.02);
    expect(Math.abs(br.y - 0.85)).toBeLessThan(0.02);
  });

  it('never takes an A4 sheet on the wall for its sides', () => {
    const sheet = (p: Point) => (p.x > 0.4 && p.x < 0.6 && p.y > 0.3 && p.y < 0.44 ? 252 : null);
    const image = room(240, 180, (p) => p.y < 0.8, sheet);
    near(suggestWallOutline(image), [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 0.8 }, { x: 0, y: 0.8 }], 0.02);
  });

  it('gives the whole photo for a plain wall with no edges, and for a tiny image', () => {
    const whole = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }];
    expect(suggestWallOutline(room(120, 90, () => true))).toEqual(whole);
    expect(suggestWallOutline(room(4, 4, () => true))).toEqual(whole);
  });

  it('keeps the side it finds and uses the photo edge for the rest (a wall that fills the photo across)', () => {
    const image = room(240, 180, (p) => p.y < 0.7);
    near(suggestWallOutline(image), [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 0.7 }, { x: 0, y: 0.7 }], 0.02);
  });
});
