import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyHomography,
  cssMatrix3d,
  homographyFromQuads,
  invertHomography,
  isConvexQuad,
  rectQuad,
  type Quad,
} from './homography';

const near = (a: { x: number; y: number }, b: { x: number; y: number }, tolerance: number) =>
  Math.hypot(a.x - b.x, a.y - b.y) <= tolerance;

/** A convex quad around a centre: each corner pushed out from a rectangle by at most 30%. */
const convexQuad = fc
  .record({
    cx: fc.double({ min: 200, max: 3800, noNaN: true }),
    cy: fc.double({ min: 200, max: 2800, noNaN: true }),
    w: fc.double({ min: 80, max: 1500, noNaN: true }),
    h: fc.double({ min: 80, max: 1500, noNaN: true }),
    jitter: fc.array(fc.double({ min: -0.3, max: 0.3, noNaN: true }), { minLength: 8, maxLength: 8 }),
  })
  .map(({ cx, cy, w, h, jitter }) => {
    const signs = [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const;
    return signs.map(([sx, sy], i) => ({
      x: cx + sx * (w / 2) * (1 + jitter[2 * i]!),
      y: cy + sy * (h / 2) * (1 + jitter[2 * i + 1]!),
    })) as unknown as Quad;
  })
  .filter(isConvexQuad);

describe('homography (four corners)', () => {
  it('maps each corner of the artwork onto the chosen corner and back within half a pixel', () => {
    fc.assert(
      fc.property(convexQuad, fc.integer({ min: 100, max: 4000 }), fc.integer({ min: 100, max: 4000 }), (to, w, h) => {
        const from = rectQuad(w, h);
        const forward = homographyFromQuads(from, to);
        expect(forward).not.toBeNull();
        const back = invertHomography(forward!);
        expect(back).not.toBeNull();
        for (let i = 0; i < 4; i++) {
          expect(near(applyHomography(forward!, from[i]!), to[i]!, 0.5)).toBe(true);
          expect(near(applyHomography(back!, to[i]!), from[i]!, 0.5)).toBe(true);
        }
        // An inner point goes there and back too.
        const inner = { x: w * 0.37, y: h * 0.61 };
        expect(near(applyHomography(back!, applyHomography(forward!, inner)), inner, 0.5)).toBe(true);
      }),
    );
  });

  it('is the identity for the same rectangle and a plain scale for a scaled one', () => {
    const h = homographyFromQuads(rectQuad(100, 50), rectQuad(200, 100, 10, 20))!;
    expect(applyHomography(h, { x: 50, y: 25 })).toEqual({ x: 110, y: 70 });
    const id = homographyFromQuads(rectQuad(10, 10), rectQuad(10, 10))!;
    expect(id.map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('refuses degenerate corners (three on a line, or repeated)', () => {
    const line: Quad = [
      { x: 0, y: 0 },
      { x: 5, y: 0 },
      { x: 10, y: 0 },
      { x: 0, y: 10 },
    ];
    expect(homographyFromQuads(rectQuad(10, 10), line)).toBeNull();
    const same: Quad = [
      { x: 1, y: 1 },
      { x: 1, y: 1 },
      { x: 1, y: 1 },
      { x: 1, y: 1 },
    ];
    expect(homographyFromQuads(rectQuad(10, 10), same)).toBeNull();
  });

  it('tells convex, correctly ordered corners from folded ones', () => {
    expect(isConvexQuad(rectQuad(10, 10))).toBe(true);
    const folded: Quad = [
      { x: 0, y: 0 },
      { x: 10, y: 10 },
      { x: 10, y: 0 },
      { x: 0, y: 10 },
    ];
    expect(isConvexQuad(folded)).toBe(false);
    const reversed = [...rectQuad(10, 10)].reverse() as unknown as Quad;
    expect(isConvexQuad(reversed)).toBe(false);
  });

  it('gives a CSS matrix3d for an element drawn onto four corners', () => {
    expect(cssMatrix3d(100, 100, rectQuad(100, 100))).toBe('matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1)');
    expect(cssMatrix3d(100, 100, rectQuad(200, 100, 5, 7))).toBe('matrix3d(2,0,0,0,0,1,0,0,0,0,1,0,5,7,0,1)');
  });
});
