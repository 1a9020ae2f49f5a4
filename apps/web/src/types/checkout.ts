import type { PaymentMethod } from '@wallart/shared';
import type { ReactNode } from 'react';

/**
 * The cart's checkout steps talk through these (issue 13): the cart screen opens the checkout
 * (features/checkout: package dialog, placing the order), which shows the payment dialog
 * (features/payment). The app composes them, since features do not import each other.
 */

/** What the checkout gets from the cart screen. */
export interface CheckoutStepProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What placing the order came to, as the checkout reports it back to the payment dialog. */
export type PlaceOrderOutcome = { kind: 'placed' } | { kind: 'declined'; message: string } | { kind: 'failed'; message: string; canRetry: boolean };

/** The payment the dialog collected: the processor's token, never the card. */
export interface PaymentDetails {
  method: PaymentMethod;
  token: string;
  shippingAddress: string;
}

export interface PaymentStepProps {
  /** Back to the package step. */
  onBack: () => void;
  /** The total to pay, formatted, and what it is made of. */
  total: string;
  summary?: ReactNode;
  defaultAddress: string;
  /** Places the order with the token; resolves with the outcome (never rejects). */
  onPay: (details: PaymentDetails) => Promise<PlaceOrderOutcome>;
  /** While an order is being placed the checkout cannot be closed. */
  onPendingChange: (pending: boolean) => void;
}
