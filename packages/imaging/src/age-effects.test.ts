import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agingEffects,
  agingStrength,
  agingYears,
  ellipseWeight,
  faceGeometry,
  hairRegionWeight,
  hairThinningWeight,
  jawSagOffset,
  toFace,
  toImage,
} from './age-effects';
import { syntheticLandmarks } from './testing/face-landmarks';

describe('strength from years (issue 11 age progression)', () => {
  it('ages each result by its years, at least 8 and 10 more than the one before', () => {
    expect(agingYears(25, 30, 0)).toBe(8);
    expect(agingYears(25, 60, 3)).toBe(38);
    expect(agingYears(20, 70, 0)).toBe(50);
    expect(agingYears(70, 30, 0)).toBe(8);
    expect(agingYears(70, 60, 3)).toBe(38);
  });

  it('strength is 0 for no years, grows with every year and stays below 1', () => {
    expect(agingStrength(0)).toBe(0);
    expect(agingStrength(-5)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), (years) => {
        expect(agingStrength(years + 1)).toBeGreaterThan(agingStrength(years));
        expect(agingStrength(years)).toBeLessThan(1);
      }),
    );
  });

  it('every effect grows (or stays) with the years added', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 60 }), (estimated, years) => {
        const a = agingEffects(estimated, years);
        const b = agingEffects(estimated, years + 10);
        for (const key of Object.keys(a) as Array<keyof typeof a>) {
          expect(b[key]).toBeGreaterThanOrEqual(a[key]);
          expect(a[key]).toBeGreaterThanOrEqual(0);
          expect(a[key]).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('a child aged to twenty gets lines but no grey hair; a face aged to seventy gets both', () => {
    const young = agingEffects(8, 12);
    expect(young.greyHair).toBe(0);
    expect(young.eyeLines).toBeGreaterThan(0);
    const old = agingEffects(35, 35);
    expect(old.greyHair).toBeGreaterThan(0.5);
    expect(old.hairThinning).toBeGreaterThan(0.3);
    expect(old.jawSag).toBeGreaterThan(0.4);
  });

  it('seventy reads older than sixty: more grey, less colour and contrast, more spots (issue 20)', () => {
    const sixty = agingEffects(25, 35);
    const seventy = agingEffects(25, 45);
    expect(seventy.greyHair - sixty.greyHair).toBeGreaterThan(0.15);
    expect(seventy.skinDesaturation).toBeGreaterThan(0.75);
    expect(seventy.skinContrastLoss).toBeGreaterThan(0.6);
    expect(seventy.spots).toBeGreaterThan(0.85);
    // Twenty to thirty stays a small change: no grey, as little tone loss as before.
    const thirty = agingEffects(20, 10);
    expect(thirty.greyHair).toBeLessThan(0.05);
    expect(thirty.skinDesaturation).toBeLessThan(0.15);
    expect(thirty.spots).toBeLessThan(0.05);
  });

  it('the four results of a photo differ in strength, each by a visible step', () => {
    const estimated = 28;
    const strengths = [30, 40, 50, 60].map((age, i) => agingStrength(agingYears(estimated, age, i)));
    for (let i = 1; i < 4; i++) expect(strengths[i]! - strengths[i - 1]!).toBeGreaterThan(0.08);
  });
});

describe('landmark geometry', () => {
  it('maps between the face frame and the photo both ways, for a tilted face too', () => {
    fc.assert(
      fc.property(fc.double({ min: -0.6, max: 0.6, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }), fc.double({ min: -2, max: 2, noNaN: true }), (angle, u, v) => {
        const g = faceGeometry(syntheticLandmarks(30, -10, angle));
        const back = toFace(g.frame, toImage(g.frame, u, v));
        expect(back.u).toBeCloseTo(u, 6);
        expect(back.v).toBeCloseTo(v, 6);
      }),
    );
  });

  it('finds the eyes, the unit and the roll', () => {
    const level = faceGeometry(syntheticLandmarks());
    expect(level.frame.origin.x).toBeCloseTo(200);
    expect(level.frame.origin.y).toBeCloseTo(200, 0);
    expect(level.frame.unit).toBeCloseTo(100);
    expect(level.frame.angle).toBeCloseTo(0);
    expect(level.hairlineV).toBeLessThan(level.browTopV);
    expect(level.browTopV).toBeLessThan(0);
    expect(level.chinV).toBeGreaterThan(level.mouthV);
    const tilted = faceGeometry(syntheticLandmarks(0, 0, 0.3));
    expect(tilted.frame.angle).toBeCloseTo(0.3);
  });

  it('refuses anything but 68 landmarks', () => {
    expect(() => faceGeometry([{ x: 0, y: 0 }])).toThrow(/68/);
  });

  it('puts the hair region above the face and the skin ellipse over it', () => {
    const g = faceGeometry(syntheticLandmarks());
    expect(g.hair.cy).toBeLessThan(g.skin.cy);
    expect(ellipseWeight({ x: g.skin.cx, y: g.skin.cy }, g.skin, 0.2)).toBe(1);
    expect(ellipseWeight({ x: g.skin.cx + g.skin.rx * 1.2, y: g.skin.cy }, g.skin, 0.2)).toBe(0);
    const edge = ellipseWeight({ x: g.skin.cx + g.skin.rx * 0.9, y: g.skin.cy }, g.skin, 0.2);
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(1);
  });

  it('finds hair above the hairline and at the temples, never on the eyes or brows', () => {
    const pts = syntheticLandmarks();
    const g = faceGeometry(pts);
    const at = (u: number, v: number) => hairRegionWeight(g, toImage(g.frame, u, v));
    expect(at(0, g.hairlineV - 0.5)).toBe(1);
    expect(at(g.jawHalfWidth * 1.2, -0.3)).toBe(1);
    for (const i of [19, 24, 36, 39, 42, 45]) expect(hairRegionWeight(g, pts[i]!)).toBe(0);
    expect(at(0, 0.8)).toBe(0);
    // A fringe may hang over the forehead (the matte tells it from the skin by colour).
    expect(at(0, g.hairlineV + 0.3)).toBe(1);
    // Not far above the head, where whatever stands behind it shows (photo 5's staircase).
    expect(at(0, g.hairlineV - 2.2)).toBe(0);
    expect(at(g.jawHalfWidth * 0.5, g.hairlineV - 2.5)).toBe(0);
  });

  it('thins hair first at the temples, along the hairline', () => {
    const g = faceGeometry(syntheticLandmarks());
    const at = (u: number, v: number) => hairThinningWeight(g, toImage(g.frame, u, v));
    const w = g.jawHalfWidth;
    expect(at(w * 0.7, g.hairlineV - 0.3)).toBeGreaterThan(at(0, g.hairlineV - 0.3));
    expect(at(0, g.browTopV)).toBe(0);
    expect(at(0, g.hairlineV - 1.2)).toBe(0);
  });

  it('sags the jowls, not the forehead, and more with a stronger effect', () => {
    const pts = syntheticLandmarks();
    const g = faceGeometry(pts);
    const jowl = pts[5]!;
    expect(jawSagOffset(g, { x: 200, y: 120 }, 1)).toEqual({ x: 0, y: 0 });
    expect(jawSagOffset(g, jowl, 0)).toEqual({ x: 0, y: 0 });
    const weak = jawSagOffset(g, jowl, 0.3).y;
    const strong = jawSagOffset(g, jowl, 0.9).y;
    expect(weak).toBeGreaterThan(0);
    expect(strong).toBeGreaterThan(weak);
    expect(strong).toBeLessThan(g.frame.unit * 0.1);
  });
});
