import type { CheckoutPlan } from '@wallart/shared';

/**
 * SPEC §3 "Plan (as passed to checkout)": the package cards hand it to /payment as navigation
 * state, never in the URL (SPEC §2 route table).
 */
export interface Plan extends CheckoutPlan {
  /** The server id of the package, so checkout can send selectedPackageId. */
  packageId?: string;
  paymentMethod?: string;
}

export interface CheckoutNavigationState {
  plan?: Plan;
}
