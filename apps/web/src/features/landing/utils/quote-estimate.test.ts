import { describe, expect, it } from 'vitest';
import { estimateQuote } from './quote-estimate';
import { carouselCardSpacing } from './carousel-spacing';
import { initialTypewriterState, typewriterStep, type TypewriterState } from './typewriter';

describe('estimateQuote (docs/product/cart-and-orders.md#package-selection per-square-foot rules)', () => {
  it('prices small walls at 21 CAD per sq ft and picks Starter', () => {
    expect(estimateQuote({ width: 8, height: 6, walls: 1 })).toEqual({
      sqFt: 48,
      pricePerSqFtCad: 21,
      estimatedPrice: 'CAD 1,008.00',
      packageSlug: 'starter',
      packageName: 'Starter',
    });
  });

  it('uses 20 up to 100 sq ft, 18 above, and Professional up to 300 sq ft', () => {
    expect(estimateQuote({ width: 10, height: 10, walls: 1 })).toMatchObject({ sqFt: 100, pricePerSqFtCad: 20, packageSlug: 'starter' });
    expect(estimateQuote({ width: 12, height: 9, walls: 2 })).toMatchObject({
      sqFt: 216,
      pricePerSqFtCad: 18,
      estimatedPrice: 'CAD 3,888.00',
      packageSlug: 'professional',
    });
    expect(estimateQuote({ width: 20, height: 10, walls: 2 })).toMatchObject({ sqFt: 400, packageSlug: 'enterprise', packageName: 'Enterprise' });
  });

  it('returns null for missing, zero or negative measurements', () => {
    expect(estimateQuote({ width: 0, height: 8, walls: 1 })).toBeNull();
    expect(estimateQuote({ width: Number.NaN, height: 8, walls: 1 })).toBeNull();
    expect(estimateQuote({ width: 8, height: -1, walls: 1 })).toBeNull();
    expect(estimateQuote({ width: 8, height: 8, walls: 0 })).toBeNull();
    expect(estimateQuote({ width: 8, height: 8, walls: 1.5 })).toBeNull();
  });
});

describe('carouselCardSpacing (docs/product/landing.md#testimonials)', () => {
  it('scales the 300 px base by 0.7, 0.8 and 0.9 below 640, 768 and 1024 px', () => {
    expect(carouselCardSpacing(360)).toBeCloseTo(210);
    expect(carouselCardSpacing(640)).toBeCloseTo(240);
    expect(carouselCardSpacing(800)).toBeCloseTo(270);
    expect(carouselCardSpacing(1024)).toBe(300);
    expect(carouselCardSpacing(1440)).toBe(300);
  });
});

describe('typewriterStep (docs/product/landing.md#home-hero: 70 ms typing, 50 ms deleting, 1500 ms pause)', () => {
  it('types, pauses, deletes and moves on to the next phrase', () => {
    const phrases = ['ab', 'xyz'];
    let state: TypewriterState = initialTypewriterState;
    const delays: number[] = [];
    const shown: string[] = [];
    for (let i = 0; i < 7; i++) {
      const { next, delayMs } = typewriterStep(state, phrases);
      delays.push(delayMs);
      state = next;
      shown.push(phrases[state.phrase]!.slice(0, state.length));
    }
    expect(shown).toEqual(['a', 'ab', 'ab', 'a', '', '', 'x']);
    expect(delays).toEqual([70, 70, 1500, 50, 50, 70, 70]);
    expect(state.phrase).toBe(1);
  });
});
