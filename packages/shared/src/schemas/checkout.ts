/**
 * Checkout payloads (issue 13; docs/product/cart-and-orders.md#checkout, docs/product/cart-and-orders.md#payment-dialog;
 * docs/architecture.md#money-on-the-server, docs/architecture.md#payments-simulated-on-the-server).
 *
 * 1. The payment dialog sends the card (or the chosen wallet) to `POST /api/payment-methods`, the
 *    simulated processor's tokenization call. It answers a short-lived token with brand and last 4;
 *    nothing else of the card is kept, and the card never goes anywhere else.
 * 2. Place order sends `POST /api/orders/checkout` with that token and an `Idempotency-Key` header
 *    (one new key per attempt, e.g. `crypto.randomUUID()`; the same key again returns the first
 *    answer, with another body it answers 422). The server reads the cart, computes the totals,
 *    charges, writes the order and empties the cart in one transaction.
 */
import { z } from 'zod';
import { CARD_BRANDS } from '../cards';
import { CHECKOUT_MESSAGES } from '../checkout-messages';
import { PAYMENT_METHODS } from '../checkout';
import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '../contact-rules';
import { MESSAGES } from '../messages';
import { objectIdSchema, personName, requiredText } from './fields';
import { cartVersionSchema } from './cart';
import { orderSchema } from './orders';

/** The header that makes a checkout safe to retry (Stripe's semantics). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** Printable ASCII without spaces, 8 to 255 characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/** A payment method token lives this long; a successful charge uses it up. */
export const PAYMENT_METHOD_TOKEN_LIFETIME_MS = 60 * 60 * 1000;


// ---------------------------------------------------------------------------------------------
// POST /api/payment-methods (the simulated processor's tokenization)

/** Card fields of the payment dialog. Presence messages are docs/product/cart-and-orders.md#payment-dialog, the rest "Checkout form". */
export const cardInputSchema = z.object({
  number: z.string({ error: MESSAGES.paymentDialog.cardNumberRequired }).max(40, { error: MESSAGES.checkout.cardNumberInvalid }),
  holderName: personName(MESSAGES.paymentDialog.cardholderRequired, NAME_MAX_LENGTH),
  /** MM/YY. */
  expiry: z.string({ error: MESSAGES.paymentDialog.expiryRequired }).max(10, { error: MESSAGES.checkout.expiryInvalid }),
  cvc: z.string({ error: MESSAGES.paymentDialog.cvvRequired }).max(10, { error: MESSAGES.checkout.cvc }),
  /**
   * The brand the customer chose (the /payment form's card-brand choice). When given, the number
   * must match it ('Invalid card number for selected brand.'); without it the brand is read from
   * the number, as the cart's payment dialog does.
   */
  brand: z.enum(CARD_BRANDS).optional(),
});
export type CardInput = z.infer<typeof cardInputSchema>;

/**
 * `card` is required for the card method and refused for the simulated wallets (PayPal, Apple Pay,
 * Google Pay), which need nothing more. The server checks the card with the shared rules (brand
 * detected from the number, docs/product/plans.md#checkout-form brand rules, expiry not past, CVC length) and answers 400
 * with the docs/product/cart-and-orders.md#payment-dialog message when one fails.
 */
export const createPaymentMethodBodySchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('card'), card: cardInputSchema }),
    z.object({ method: z.enum(PAYMENT_METHODS.filter((m) => m !== 'card') as ['paypal', 'apple', 'google']) }),
  ],
  { error: MESSAGES.paymentDialog.methodRequired },
);
export type CreatePaymentMethodBody = z.input<typeof createPaymentMethodBodySchema>;

/** A token standing for the card (or wallet); the only thing checkout ever receives. */
export const paymentMethodResponseSchema = z.object({
  token: z.string(),
  method: z.enum(PAYMENT_METHODS),
  /** Card brand (visa, mastercard, amex, discover) or the wallet (paypal, apple, google). */
  brand: z.string(),
  /** Last 4 digits of a card; null for a wallet. */
  last4: z.string().nullable(),
  expiresAt: z.string(),
});
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/orders/checkout

/**
 * docs/product/cart-and-orders.md#checkout: userId, shippingAddress, paymentInfo, selectedPackageId.
 * - `userId` must be the caller's own (403 otherwise); an admin checks out only their own cart.
 * - `paymentInfo.token` comes from `POST /api/payment-methods`; `paymentInfo.method` must match it.
 *   The spec's `transactionId` is accepted and ignored (the server makes the transaction).
 * - `cartVersion` (ours, optional): the cart version the customer saw. When given and the cart has
 *   changed since, the answer is 409 and nothing is charged. Without it, the cart as it is when
 *   the order is placed is ordered.
 * - Any total, price or status in the body is dropped unread: the server computes them.
 */
export const checkoutBodySchema = z.object({
  userId: objectIdSchema.transform((id) => id.toLowerCase()),
  shippingAddress: requiredText(MESSAGES.checkout.addressRequired, ADDRESS_MAX_LENGTH, { multiline: true }),
  paymentInfo: z.object({
    method: z.enum(PAYMENT_METHODS, { error: MESSAGES.paymentDialog.methodRequired }),
    token: z.string().min(1, { error: CHECKOUT_MESSAGES.paymentMethodInvalid }).max(100, { error: CHECKOUT_MESSAGES.paymentMethodInvalid }),
    transactionId: z.string().max(200).optional(),
  }),
  selectedPackageId: objectIdSchema,
  cartVersion: cartVersionSchema.optional(),
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** 201 on the first success, and the same answer for the same key again. */
export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  order: orderSchema,
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
