import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CART_ITEM_DESCRIPTION,
  DEFAULT_CART_ITEM_NAME,
  DEFAULT_CART_QUANTITY,
  MAX_CART_QUANTITY,
  cartSubtotalCents,
  isValidCartQuantity,
  quantityOrDefault,
  savedDesignName,
  wallArtItemId,
} from './cart-rules';
import { isObjectId } from './contact-rules';
import { cents } from './money';

describe('cart defaults (docs/product/cart-and-orders.md#cart-lines)', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_CART_QUANTITY).toBe(1);
    expect(DEFAULT_CART_ITEM_NAME).toBe('Custom Wall Art');
    expect(DEFAULT_CART_ITEM_DESCRIPTION).toBe('Custom AI-generated wall art');
  });

  it("builds wall-art ids that are never taken for server ids", () => {
    expect(wallArtItemId(1_747_300_000_123)).toBe('wallart-1747300000123');
    expect(isObjectId(wallArtItemId(Date.UTC(2026, 0, 1)))).toBe(false);
  });

  it('names saved designs', () => {
    expect(savedDesignName('5/15/2026')).toBe('Wall Art Design - 5/15/2026');
  });
});

describe('quantities', () => {
  it.each([1, 2, MAX_CART_QUANTITY])('accepts %d', (q) => {
    expect(isValidCartQuantity(q)).toBe(true);
  });

  it.each([0, -1, 1.5, MAX_CART_QUANTITY + 1, Number.NaN, '2', null])('rejects %j', (q) => {
    expect(isValidCartQuantity(q)).toBe(false);
  });

  it.each<[unknown, number]>([
    [3, 3],
    ['4', 4],
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    [0, 1],
    [2.5, 1],
  ])('falls back to 1: %j -> %d', (input, expected) => {
    expect(quantityOrDefault(input)).toBe(expected);
  });
});

describe('cartSubtotalCents', () => {
  it('sums unit price x quantity', () => {
    expect(
      cartSubtotalCents([
        { unitPrice: cents(4999), quantity: 2 },
        { unitPrice: cents(8499), quantity: 1 },
      ]),
    ).toBe(18_497);
    expect(cartSubtotalCents([])).toBe(0);
  });
});
