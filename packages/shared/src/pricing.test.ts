import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { CANVAS_SIZES, FRAME_STYLES, type DesignOptions } from './options';
import { CANVAS_SIZE_SURCHARGE_CENTS, FRAME_SURCHARGE_CENTS, WALL_ART_BASE_PRICE_CENTS, wallArtPriceCents } from './pricing';

describe('wallArtPriceCents (docs/product/visualizer.md#wall-art-pricing)', () => {
  it('is the base 39.99 with nothing chosen', () => {
    expect(wallArtPriceCents({ canvasSize: '', frameStyle: '' })).toBe(3999);
    expect(WALL_ART_BASE_PRICE_CENTS).toBe(3999);
  });

  it.each([
    ['Small (24x36)', '$49.99'],
    ['Medium (36x48)', '$59.99'],
    ['Large (48x72)', '$69.99'],
    ['Custom', '$79.99'],
  ] as const)('adds the %s surcharge', (canvasSize, shown) => {
    expect(formatMoney(wallArtPriceCents({ canvasSize, frameStyle: '' }))).toBe(shown);
  });

  it.each(['Modern', 'Classic', 'Floating'] as const)('adds 15 for the %s frame', (frameStyle) => {
    expect(wallArtPriceCents({ canvasSize: '', frameStyle })).toBe(3999 + 1500);
  });

  it('adds nothing for frame None or an unselected frame', () => {
    expect(wallArtPriceCents({ canvasSize: '', frameStyle: 'None' })).toBe(3999);
    expect(wallArtPriceCents({ canvasSize: '', frameStyle: '' })).toBe(3999);
  });

  it('combines size and frame: Large + Classic is 84.99', () => {
    expect(formatMoney(wallArtPriceCents({ canvasSize: 'Large (48x72)', frameStyle: 'Classic' }))).toBe('$84.99');
  });

  it('ignores art style and texture', () => {
    const full: DesignOptions = { artStyle: 'Abstract', texture: 'Metallic', canvasSize: 'Custom', frameStyle: 'Modern' };
    expect(wallArtPriceCents(full)).toBe(3999 + 4000 + 1500);
  });

  it('is always base + size + frame surcharge', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ...CANVAS_SIZES), fc.constantFrom('', ...FRAME_STYLES), (canvasSize, frameStyle) => {
        const size = canvasSize ? CANVAS_SIZE_SURCHARGE_CENTS[canvasSize] : 0;
        const frame = frameStyle && frameStyle !== 'None' ? FRAME_SURCHARGE_CENTS : 0;
        expect(wallArtPriceCents({ canvasSize, frameStyle })).toBe(3999 + size + frame);
      }),
    );
  });
});
