import { TEST_CARDS, type CardBrand } from '@wallart/shared';

/**
 * The outcome of a simulated payment (docs/architecture.md#payments-simulated-on-the-server). It lives on the server, not in
 * @wallart/shared: whether a payment succeeds is the server's business, and the browser bundle
 * must not carry the rule (issue 10).
 */

/** Chance that an ordinary valid card succeeds when PAYMENT_SUCCESS_RATE is unset (docs/product/cart-and-orders.md#payments). */
export const DEFAULT_PAYMENT_SUCCESS_RATE = 0.8;

export type SimulatedPaymentOutcome = 'succeeded' | 'declined';

export interface SimulatedPaymentInput {
  brand: CardBrand;
  last4: string;
  /** Chance of success for other cards, 0..1 (PAYMENT_SUCCESS_RATE, default 0.8). */
  successRate: number;
  /** A uniform draw in [0, 1), injected so the rule is testable. */
  random: () => number;
}

/**
 * The payment simulator's decision. The server sees brand and last 4 only, so the test cards are
 * recognised by them: every visa ending 0002 declines and every visa ending 4242 succeeds, in this
 * simulator only.
 */
export function simulatePaymentOutcome(input: SimulatedPaymentInput): SimulatedPaymentOutcome {
  const { brand, last4 } = input;
  if (brand === TEST_CARDS.alwaysDeclines.brand && last4 === TEST_CARDS.alwaysDeclines.last4) return 'declined';
  if (brand === TEST_CARDS.alwaysSucceeds.brand && last4 === TEST_CARDS.alwaysSucceeds.last4) return 'succeeded';
  if (!(input.successRate >= 0 && input.successRate <= 1)) {
    throw new RangeError(`successRate must be between 0 and 1, got ${input.successRate}`);
  }
  return input.random() < input.successRate ? 'succeeded' : 'declined';
}
