import { DEFAULT_CHECKOUT_PLAN, findPackageBySlug } from '@wallart/shared';
import type { CheckoutNavigationState, Plan } from '../../../types/plan';

/** SPEC §2 "Checkout": with no plan passed, the Starter Plan, $299 per Project. */
export const DEFAULT_PLAN: Plan = { ...DEFAULT_CHECKOUT_PLAN, packageId: findPackageBySlug('starter').id };

/** The plan handed over as navigation state, or the default one. */
export function planFromState(state: unknown): Plan {
  const plan = (state as CheckoutNavigationState | null)?.plan;
  return plan && typeof plan.title === 'string' ? plan : DEFAULT_PLAN;
}
