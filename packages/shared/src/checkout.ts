/** Checkout money of docs/product/cart-and-orders.md#checkout and the checkout constants of docs/product/cart-and-orders.md#checkout. */
import { cardBrandName } from './cards';
import { cents, type Cents } from './money';

/** Tax rate 13% (docs/product/cart-and-orders.md#totals), as a fraction for display. Computations use TAX_RATE_PERCENT. */
export const TAX_RATE = 0.13;
export const TAX_RATE_PERCENT = 13;

/** Shipping is always $0.00 (docs/product/cart-and-orders.md#totals). */
export const SHIPPING_CENTS: Cents = cents(0);

/** The payment page's "Service Fee" of $15.00 (docs/product/plans.md#plan-amounts). */
export const SERVICE_FEE_CENTS: Cents = cents(1500);

/**
 * 13% of a subtotal, rounded half up to the nearest cent, in integer arithmetic (no float drift):
 * 100.50 -> 13.07 (13.065 rounds up), 299.00 -> 38.87.
 */
export function taxCents(subtotal: Cents): Cents {
  if (subtotal < 0) throw new RangeError(`Subtotal must not be negative, got ${subtotal}`);
  return cents(Math.floor((subtotal * TAX_RATE_PERCENT + 50) / 100));
}

export interface OrderTotals {
  subtotal: Cents;
  tax: Cents;
  shipping: Cents;
  total: Cents;
}

/**
 * The order detail's payment breakdown: tax 13%, shipping 0, total = subtotal x 1.13. The total is
 * computed as subtotal + rounded tax, so the three shown lines always add up to the total shown.
 */
export function orderTotals(subtotal: Cents): OrderTotals {
  const tax = taxCents(subtotal);
  return { subtotal, tax, shipping: SHIPPING_CENTS, total: cents(subtotal + tax + SHIPPING_CENTS) };
}

/** The payment page's total: plan price plus the $15.00 service fee (docs/product/plans.md#plan-amounts: $299 -> $314.00). */
export function paymentPageTotalCents(planPrice: Cents): Cents {
  if (planPrice < 0) throw new RangeError(`Plan price must not be negative, got ${planPrice}`);
  return cents(planPrice + SERVICE_FEE_CENTS);
}

/** A plan as passed to checkout (docs/product/plans.md#packages): price is display text with '$'. */
export interface CheckoutPlan {
  title: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
}

/** The plan /payment shows when none is passed (docs/product/plans.md#checkout-page). */
export const DEFAULT_CHECKOUT_PLAN: Readonly<CheckoutPlan> = Object.freeze({
  title: 'Starter Plan',
  price: '$299',
  period: 'per Project',
  description: 'Perfect For Single Room Projects',
  features: Object.freeze(['Up To 100 Sq Ft Coverage', '3 Design Consultations', 'Basic Color Options', '1-Year Warranty']),
});

/** Payment methods of the payment dialog (docs/product/plans.md#payment-result). */
export const PAYMENT_METHODS = ['card', 'paypal', 'apple', 'google'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How a payment method is written for people (the payment dialog, an order, the invoice). */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = { card: 'Card', paypal: 'PayPal', apple: 'Apple Pay', google: 'Google Pay' };

/**
 * What an order was paid with, as people read it: 'Visa ending in 4242' for a card (brand and
 * last 4 are all an order keeps), the method's name otherwise ('PayPal').
 */
export function paidWithText(payment: { method: PaymentMethod; brand: string; last4: string | null }): string {
  if (payment.method === 'card' && payment.last4) return `${cardBrandName(payment.brand)} ending in ${payment.last4}`;
  return PAYMENT_METHOD_NAMES[payment.method];
}

/** The payment method value used when none is given (docs/product/cart-and-orders.md#payments). */
export const DEFAULT_PAYMENT_METHOD = 'credit_card';

/** The designer contacts the customer within this many hours (docs/product/plans.md#payment-process). */
export const DESIGNER_CONTACT_HOURS = 24;

export interface CheckoutTotals extends OrderTotals {
  /** Sum of the artwork lines. */
  artwork: Cents;
  /** The package's price, or 0 when it has none (Enterprise: installation quoted separately). */
  package: Cents;
}

/**
 * An order's money (issue 13): subtotal = artwork lines + package price; tax 13% of the subtotal;
 * shipping $0.00. A package without a price (Enterprise, sold by quote, docs/architecture.md#copy-rewritten) adds nothing:
 * the artwork alone is charged and the installation is quoted separately.
 */
export function checkoutTotals(artwork: Cents, packagePrice: Cents | null): CheckoutTotals {
  if (artwork < 0) throw new RangeError(`Artwork total must not be negative, got ${artwork}`);
  if (packagePrice !== null && packagePrice < 0) throw new RangeError(`Package price must not be negative, got ${packagePrice}`);
  const pkg = packagePrice ?? cents(0);
  return { artwork, package: pkg, ...orderTotals(cents(artwork + pkg)) };
}
