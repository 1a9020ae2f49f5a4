import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consultationsFor,
  estimatePackage,
  estimatedPriceCents,
  pricePerSqFtCad,
  recommendPackage,
  selectPackageBySquareFeet,
  totalSquareFeet,
} from './packages-rules';
import { SERVICE_PACKAGES } from './packages';

describe('totalSquareFeet', () => {
  it('sums width x height x quantity', () => {
    expect(
      totalSquareFeet([
        { width: 2, height: 3, quantity: 2 },
        { width: 10, height: 4.5, quantity: 1 },
      ]),
    ).toBe(12 + 45);
  });

  it('counts 0 as 1 square foot', () => {
    expect(totalSquareFeet([])).toBe(1);
    expect(totalSquareFeet([{ width: 0, height: 5, quantity: 3 }])).toBe(1);
    expect(totalSquareFeet([{ width: 4, height: 5, quantity: 0 }])).toBe(1);
  });

  it.each([
    { width: -1, height: 1, quantity: 1 },
    { width: 1, height: Number.NaN, quantity: 1 },
    { width: 1, height: 1, quantity: -2 },
    { width: Infinity, height: 1, quantity: 1 },
  ])('rejects %j', (line) => {
    expect(() => totalSquareFeet([line])).toThrow(RangeError);
  });
});

describe('recommendPackage (the server list an admin edits)', () => {
  it('agrees with docs/product/cart-and-orders.md#package-selection on the seeded packages', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (sqFt) => {
        expect(recommendPackage(SERVICE_PACKAGES, sqFt)?.slug).toBe(selectPackageBySquareFeet(sqFt));
      }),
    );
  });

  it('follows the list: the smallest coverage that fits, unlimited next, else the largest', () => {
    const list = [
      { id: 'big', coverageSqFt: 500 },
      { id: 'small', coverageSqFt: 150 },
    ];
    expect(recommendPackage(list, 120)?.id).toBe('small');
    expect(recommendPackage(list, 151)?.id).toBe('big');
    expect(recommendPackage(list, 900)?.id).toBe('big');
    expect(recommendPackage([...list, { id: 'any', coverageSqFt: null }], 900)?.id).toBe('any');
    expect(recommendPackage([], 10)).toBeUndefined();
  });
});

describe('selectPackageBySquareFeet (docs/product/cart-and-orders.md#package-selection)', () => {
  it.each([
    [0, 'starter'],
    [1, 'starter'],
    [100, 'starter'],
    [100.01, 'professional'],
    [300, 'professional'],
    [300.01, 'enterprise'],
    [10_000, 'enterprise'],
  ] as const)('%d sq ft -> %s', (sqFt, slug) => {
    expect(selectPackageBySquareFeet(sqFt)).toBe(slug);
  });

  it('picks a package whose coverage covers the area', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (sqFt) => {
        const pkg = SERVICE_PACKAGES.find((p) => p.slug === selectPackageBySquareFeet(sqFt))!;
        expect(pkg.coverageSqFt === null || sqFt <= pkg.coverageSqFt).toBe(true);
      }),
    );
  });

  it('rejects negative and NaN areas', () => {
    expect(() => selectPackageBySquareFeet(-1)).toThrow(RangeError);
    expect(() => selectPackageBySquareFeet(Number.NaN)).toThrow(RangeError);
  });
});

describe('pricePerSqFtCad and estimatedPriceCents (docs/product/cart-and-orders.md#server-cart-add)', () => {
  it.each([
    [0, 21],
    [50, 21],
    [50.01, 20],
    [100, 20],
    [100.01, 18],
    [5000, 18],
  ])('%d sq ft costs %d CAD per sq ft', (sqFt, rate) => {
    expect(pricePerSqFtCad(sqFt)).toBe(rate);
  });

  it('multiplies the area by the rate exactly', () => {
    expect(estimatedPriceCents(50)).toBe(105_000);
    expect(estimatedPriceCents(100)).toBe(200_000);
    expect(estimatedPriceCents(301)).toBe(541_800);
    expect(estimatedPriceCents(0.01)).toBe(21);
    expect(estimatedPriceCents(12.35)).toBe(25_935);
  });

  it('rounds the area to hundredths first', () => {
    expect(estimatedPriceCents(1.004)).toBe(2100);
    expect(estimatedPriceCents(50.004)).toBe(105_000);
  });

  it('is the area in hundredths times the rate, in whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (hundredths) => {
        const price = estimatedPriceCents(hundredths / 100);
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price).toBe(hundredths * pricePerSqFtCad(hundredths / 100));
      }),
    );
  });

  it('rejects negative areas', () => {
    expect(() => pricePerSqFtCad(-0.5)).toThrow(RangeError);
    expect(() => estimatedPriceCents(-1)).toThrow(RangeError);
  });
});

describe('consultationsFor', () => {
  it("uses the package's consultations when it has some", () => {
    expect(consultationsFor(3, 10)).toBe(3);
    expect(consultationsFor(5, 0)).toBe(5);
  });

  it('defaults to items + 2 when the package has none', () => {
    expect(consultationsFor(null, 4)).toBe(6);
    expect(consultationsFor(undefined, 0)).toBe(2);
    expect(consultationsFor(0, 1)).toBe(3);
  });

  it('rejects a bad item count', () => {
    expect(() => consultationsFor(null, -1)).toThrow(RangeError);
    expect(() => consultationsFor(null, 1.5)).toThrow(RangeError);
  });
});

describe('estimatePackage', () => {
  it('combines area, package, rate and price', () => {
    expect(estimatePackage([{ width: 10, height: 12, quantity: 1 }])).toEqual({
      sqFt: 120,
      packageSlug: 'professional',
      pricePerSqFtCad: 18,
      estimatedPriceCents: 216_000,
    });
  });

  it('gives an empty cart 1 sq ft on Starter', () => {
    expect(estimatePackage([])).toEqual({ sqFt: 1, packageSlug: 'starter', pricePerSqFtCad: 21, estimatedPriceCents: 2100 });
  });
});
