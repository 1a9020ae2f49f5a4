/**
 * What the checkout calls say (issue 13). Apart from the schemas so a screen can show them without
 * loading zod before anyone touches it (issue 21).
 */
import { NAME_MAX_LENGTH } from './contact-rules';

export const CHECKOUT_MESSAGES = {
  idempotencyKeyRequired: 'An Idempotency-Key header (8 to 255 printable characters) is required.',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request. Use a new key for a new order.',
  idempotencyKeyInFlight: 'An order with this Idempotency-Key is still being placed. Please wait a moment.',
  cartChanged: 'Your cart was changed or already ordered. It has been reloaded; please review it and try again.',
  paymentMethodInvalid: 'The payment details have expired or were already used. Please enter them again.',
  paymentMethodMismatch: 'The payment method does not match the one entered.',
  cardholderTooLong: `Cardholder name must be at most ${NAME_MAX_LENGTH} characters.`,
} as const;
