import type { CheckoutPlan } from '@wallart/shared';

/**
 * docs/product/plans.md#packages: the package cards hand it to /payment as navigation
 * state; the URL names the plan too (`?plan=professional`, lib/plans.ts) so that a reload, the
 * sign-in detour and Go Back keep it.
 */
export interface Plan extends CheckoutPlan {
  /** The server id of the package, sent as the plan checkout's packageId. */
  packageId?: string;
  paymentMethod?: string;
}

export interface CheckoutNavigationState {
  plan?: Plan;
  /** Why the customer is back on /payment (e.g. the card details expired before Proceed). */
  notice?: string;
}
