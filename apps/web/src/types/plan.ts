/**
 * SPEC §3 "Plan (as passed to checkout)": the package cards hand it to /payment as navigation
 * state, never in the URL (SPEC §2 route table).
 */
export interface Plan {
  title: string;
  /** Display price with its currency sign, e.g. '$299'. */
  price: string;
  period: string;
  description: string;
  features: string[];
  /** The server id of the package, so checkout can send selectedPackageId. */
  packageId?: string;
  paymentMethod?: string;
}

export interface CheckoutNavigationState {
  plan?: Plan;
}
