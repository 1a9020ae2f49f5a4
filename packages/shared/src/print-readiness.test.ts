import { describe, expect, it } from 'vitest';
import { effectivePpi, MIN_PRINT_PPI, printReadiness, printSummary, printWarning } from './print-readiness';

describe('effectivePpi', () => {
  it('is pixels per inch of the canvas the picture covers, the best way round', () => {
    expect(effectivePpi({ width: 2400, height: 3600 }, { width: 24, height: 36 })).toBe(100);
    // Cover fit: the tighter side decides (a square on a 2:3 canvas is cropped at the sides).
    expect(effectivePpi({ width: 3600, height: 3600 }, { width: 24, height: 36 })).toBe(100);
    // A landscape photo is hung on the canvas turned sideways.
    expect(effectivePpi({ width: 7200, height: 4800 }, { width: 48, height: 72 })).toBe(100);
    expect(effectivePpi({ width: 0, height: 10 }, { width: 24, height: 36 })).toBe(0);
  });
});

describe('printReadiness', () => {
  it('lists Small, Medium and Large with their PPI and a 100 PPI threshold', () => {
    const rows = printReadiness({ width: 4000, height: 6000, vector: false });
    expect(rows.map((r) => [r.label, r.ppi, r.ready])).toEqual([
      ['24x36', 166, true],
      ['36x48', 111, true],
      ['48x72', 83, false],
    ]);
    expect(MIN_PRINT_PPI).toBe(100);
  });

  it('counts vector artwork as ready at every size', () => {
    expect(printReadiness({ width: 1024, height: 1024, vector: true }).every((r) => r.ready && r.ppi === null)).toBe(true);
    expect(printWarning({ width: 1024, height: 1024, vector: true })).toBeNull();
    expect(printSummary({ width: 1024, height: 1024, vector: true })).toBe('Vector artwork: print-ready at any size');
  });

  it('warns in the words of issue 11', () => {
    expect(printWarning({ width: 4000, height: 6000, vector: false })).toBe('This image will look soft at 48x72 in');
    expect(printWarning({ width: 3000, height: 4000, vector: false })).toBe('This image will look soft at 36x48 in and 48x72 in');
    expect(printWarning({ width: 1024, height: 1024, vector: false })).toBe('This image will look soft at 24x36 in, 36x48 in and 48x72 in');
    expect(printWarning({ width: 4800, height: 7200, vector: false })).toBeNull();
  });

  it('summarises the largest sharp size', () => {
    expect(printSummary({ width: 4800, height: 7200, vector: false })).toBe('Print-ready at every canvas size');
    expect(printSummary({ width: 4000, height: 6000, vector: false })).toBe('Print-ready up to 36x48 in');
    expect(printSummary({ width: 800, height: 600, vector: false })).toBe('Too few pixels for a sharp canvas print');
  });
});
