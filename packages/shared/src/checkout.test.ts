import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHECKOUT_PLAN,
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHODS,
  SERVICE_FEE_CENTS,
  SHIPPING_CENTS,
  TAX_RATE,
  orderTotals,
  paidWithText,
  paymentPageTotalCents,
  taxCents,
} from './checkout';
import { cents, dollarsToCents, formatMoney } from './money';

describe('taxCents (13%, docs/product/cart-and-orders.md#totals)', () => {
  it('is 13% of the subtotal', () => {
    expect(TAX_RATE).toBe(0.13);
    expect(taxCents(cents(29_900))).toBe(3887);
    expect(taxCents(cents(10_000))).toBe(1300);
    expect(taxCents(cents(0))).toBe(0);
  });

  it('rounds half up to the nearest cent', () => {
    expect(taxCents(cents(10_050))).toBe(1307); // 13.065
    expect(taxCents(cents(10_046))).toBe(1306); // 13.0598
    expect(taxCents(cents(3))).toBe(0); // 0.39 cents
    expect(taxCents(cents(4))).toBe(1); // 0.52 cents
  });

  it('is within half a cent of the exact 13%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (subtotal) => {
        const tax = taxCents(cents(subtotal));
        expect(Math.abs(tax * 100 - subtotal * 13)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('rejects a negative subtotal', () => {
    expect(() => taxCents(cents(-1))).toThrow(RangeError);
  });
});

describe('orderTotals', () => {
  it('shows subtotal, tax, free shipping and 1.13 x subtotal', () => {
    const totals = orderTotals(dollarsToCents('299'));
    expect(totals).toEqual({ subtotal: 29_900, tax: 3887, shipping: 0, total: 33_787 });
    expect(formatMoney(totals.total)).toBe('$337.87');
    expect(SHIPPING_CENTS).toBe(0);
  });

  it('always adds up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (subtotal) => {
        const t = orderTotals(cents(subtotal));
        expect(t.total).toBe(t.subtotal + t.tax + t.shipping);
      }),
    );
  });
});

describe('payment page total', () => {
  it('adds the $15.00 service fee to the plan price', () => {
    expect(SERVICE_FEE_CENTS).toBe(1500);
    expect(formatMoney(paymentPageTotalCents(dollarsToCents(DEFAULT_CHECKOUT_PLAN.price)))).toBe('$314.00');
    expect(paymentPageTotalCents(cents(59_900))).toBe(61_400);
    expect(paymentPageTotalCents(cents(0))).toBe(1500);
  });

  it('rejects a negative plan price', () => {
    expect(() => paymentPageTotalCents(cents(-100))).toThrow(RangeError);
  });
});

describe('checkout constants', () => {
  it('has the default Starter plan of docs/product/plans.md#checkout-page', () => {
    expect(DEFAULT_CHECKOUT_PLAN).toEqual({
      title: 'Starter Plan',
      price: '$299',
      period: 'per Project',
      description: 'Perfect For Single Room Projects',
      features: ['Up To 100 Sq Ft Coverage', '3 Design Consultations', 'Basic Color Options', '1-Year Warranty'],
    });
    expect(Object.isFrozen(DEFAULT_CHECKOUT_PLAN)).toBe(true);
  });

  it('has the payment methods of docs/product/cart-and-orders.md#payments', () => {
    expect(PAYMENT_METHODS).toEqual(['card', 'paypal', 'apple', 'google']);
    expect(DEFAULT_PAYMENT_METHOD).toBe('credit_card');
  });
});

describe('paidWithText (an order, its details and its invoice)', () => {
  it('names the card by brand and last 4, and a wallet by its name', () => {
    expect(paidWithText({ method: 'card', brand: 'visa', last4: '4242' })).toBe('Visa ending in 4242');
    expect(paidWithText({ method: 'card', brand: 'amex', last4: '0005' })).toBe('American Express ending in 0005');
    expect(paidWithText({ method: 'paypal', brand: 'paypal', last4: null })).toBe('PayPal');
    expect(paidWithText({ method: 'apple', brand: 'apple', last4: null })).toBe('Apple Pay');
  });
});
