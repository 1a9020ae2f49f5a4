import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_DEFAULT, AGE_MAX, AGE_MIN, ageProgressionAges, clampTargetAge } from './age-progression';

describe('age progression (docs/product/studio.md#face-tab)', () => {
  it('ranges 1 to 100 with default 30', () => {
    expect([AGE_MIN, AGE_MAX, AGE_DEFAULT]).toEqual([1, 100, 30]);
  });

  it.each<[unknown, number]>([
    [30, 30],
    [1, 1],
    [100, 100],
    [0, 1],
    [-5, 1],
    [101, 100],
    [42.4, 42],
    [42.5, 43],
    ['55', 55],
    ['', 30],
    ['abc', 30],
    [Number.NaN, 30],
    [Infinity, 30],
    [null, 30],
  ])('clamps %j to %d', (input, expected) => {
    expect(clampTargetAge(input)).toBe(expected);
  });

  it('gives the target age plus 0, 10, 20 and 30', () => {
    expect(ageProgressionAges(30)).toEqual([30, 40, 50, 60]);
    expect(ageProgressionAges(100)).toEqual([100, 110, 120, 130]);
    expect(ageProgressionAges(0)).toEqual([1, 11, 21, 31]);
  });

  it('always gives four ascending ages starting within range', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (age) => {
        const ages = ageProgressionAges(age);
        expect(ages).toHaveLength(4);
        expect(ages[0]! >= 1 && ages[0]! <= 100).toBe(true);
        expect(ages.map((a) => a - ages[0]!)).toEqual([0, 10, 20, 30]);
      }),
    );
  });
});
