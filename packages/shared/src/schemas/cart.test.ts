import { describe, expect, it } from 'vitest';
import { cartLineFeet } from '../cart-rules';
import { checkoutTotals } from '../checkout';
import { cents } from '../money';
import { estimatePackage, totalSquareFeet } from '../packages-rules';
import { estimatedDeliveryText } from '../orders';
import { issuesByPath } from '../testing/zod-issues';
import { CART_MESSAGES, addToCartBodySchema, cartLineInputSchema, mergeCartBodySchema, replaceCartBodySchema, updateCartQuantityBodySchema } from './cart';
import { CHECKOUT_MESSAGES } from '../checkout-messages';
import { IDEMPOTENCY_KEY_PATTERN, checkoutBodySchema, createPaymentMethodBodySchema } from './checkout';

const ART = '0123456789abcdef01234567';

describe('cart line input (issue 13)', () => {
  it('fills defaults: quantity 1, options unselected', () => {
    const line = cartLineInputSchema.parse({ artworkId: ART });
    expect(line.quantity).toBe(1);
    expect(line.options).toEqual({ artStyle: '', texture: '', canvasSize: '', frameStyle: '' });
  });

  it.each([0, -1, 1.5, 10_000_000, '2', null])('refuses quantity %s with one clear message', (quantity) => {
    const result = cartLineInputSchema.safeParse({ artworkId: ART, quantity });
    expect(result.success).toBe(false);
    expect(issuesByPath(result).quantity).toEqual([CART_MESSAGES.quantity]);
    expect(updateCartQuantityBodySchema.safeParse({ quantity }).success).toBe(false);
  });

  it('drops a client price or total unread', () => {
    const line = cartLineInputSchema.parse({ artworkId: ART, price: 0.01, estimatedPrice: 0, total: 1 });
    expect(line).not.toHaveProperty('price');
    expect(line).not.toHaveProperty('estimatedPrice');
    expect(addToCartBodySchema.parse({ userId: ART, generatedImageId: ART, estimatedPrice: '0.01' })).not.toHaveProperty('estimatedPrice');
  });

  it('refuses unknown option values and a non-id artwork', () => {
    expect(cartLineInputSchema.safeParse({ artworkId: ART, options: { canvasSize: 'Huge' } }).success).toBe(false);
    expect(cartLineInputSchema.safeParse({ artworkId: 'wallart-123' }).success).toBe(false);
  });

  it('bounds the number of lines and needs a version to replace', () => {
    const items = Array.from({ length: 51 }, () => ({ artworkId: ART }));
    expect(issuesByPath(mergeCartBodySchema.safeParse({ items })).items).toEqual([CART_MESSAGES.tooManyLines]);
    expect(replaceCartBodySchema.safeParse({ items: [] }).success).toBe(false);
    expect(replaceCartBodySchema.safeParse({ version: -1, items: [] }).success).toBe(false);
  });
});

describe('checkout payloads (issue 13)', () => {
  const body = { userId: ART, shippingAddress: '12 Lake Rd', paymentInfo: { method: 'card', token: 'pm_x' }, selectedPackageId: ART };

  it('drops a forged total, price or status', () => {
    const parsed = checkoutBodySchema.parse({ ...body, total: 1, totalPrice: 1, status: 'completed', price: 0 });
    expect(Object.keys(parsed).sort()).toEqual(['paymentInfo', 'selectedPackageId', 'shippingAddress', 'userId']);
  });

  it('refuses an address over 300 characters or with control characters', () => {
    expect(checkoutBodySchema.safeParse({ ...body, shippingAddress: 'x'.repeat(1024 * 1024) }).success).toBe(false);
    expect(checkoutBodySchema.safeParse({ ...body, shippingAddress: 'a\u0000b' }).success).toBe(false);
    expect(checkoutBodySchema.safeParse({ ...body, shippingAddress: '12 Lake Rd\nColombo' }).success).toBe(true);
  });

  it('needs a card for the card method only', () => {
    expect(createPaymentMethodBodySchema.safeParse({ method: 'card' }).success).toBe(false);
    expect(createPaymentMethodBodySchema.safeParse({ method: 'paypal' }).success).toBe(true);
    expect(
      createPaymentMethodBodySchema.safeParse({ method: 'card', card: { number: '4242 4242 4242 4242', holderName: 'Jane', expiry: '12/40', cvc: '123' } }).success,
    ).toBe(true);
  });

  it('accepts UUID idempotency keys and refuses short or spaced ones', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('4f1c2d3e-aaaa-bbbb-cccc-0123456789ab')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('short')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('has a space in it')).toBe(false);
    expect(CHECKOUT_MESSAGES.idempotencyKeyRequired).toMatch(/Idempotency-Key/);
  });
});

describe('checkout totals (issue 13, docs/product/cart-and-orders.md#totals)', () => {
  it('adds the package price to the artwork, then 13% tax and no shipping', () => {
    // Two Large+Classic prints (84.99 each) and Starter (299): 169.98 + 299 = 468.98; tax 60.97.
    expect(checkoutTotals(cents(16_998), cents(29_900))).toEqual({
      artwork: 16_998,
      package: 29_900,
      subtotal: 46_898,
      tax: 6097,
      shipping: 0,
      total: 52_995,
    });
  });

  it('charges the artwork only for a package without a price (Enterprise)', () => {
    const totals = checkoutTotals(cents(3999), null);
    expect(totals.package).toBe(0);
    expect(totals.subtotal).toBe(3999);
    expect(totals.total).toBe(3999 + 520);
  });
});

describe('square feet and package selection of a cart (docs/product/cart-and-orders.md#package-selection)', () => {
  it('uses the canvas size, else the custom dimensions, else nothing', () => {
    expect(cartLineFeet('Large (48x72)', null)).toEqual({ width: 4, height: 6 });
    expect(cartLineFeet('Custom', { width: 10, height: 8 })).toEqual({ width: 10, height: 8 });
    expect(cartLineFeet('', undefined)).toEqual({ width: 0, height: 0 });
  });

  it('selects by width x height x quantity', () => {
    const large = { ...cartLineFeet('Large (48x72)', null), quantity: 4 }; // 96 sq ft
    expect(estimatePackage([large]).packageSlug).toBe('starter');
    expect(estimatePackage([{ ...large, quantity: 5 }]).packageSlug).toBe('professional'); // 120
    expect(estimatePackage([{ ...cartLineFeet('Custom', { width: 20, height: 16 }), quantity: 1 }]).packageSlug).toBe('enterprise'); // 320
    expect(totalSquareFeet([{ ...cartLineFeet('', null), quantity: 3 }])).toBe(1);
  });

  it('estimates delivery from the status', () => {
    expect(estimatedDeliveryText('artwork', 'placed')).toBe('10-14 business days');
    expect(estimatedDeliveryText('artwork', 'in-production')).toBe('5-7 business days');
    expect(estimatedDeliveryText('artwork', 'completed')).toBe('Delivered');
  });
});
